import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import {
  bulkMoveStudentsSchema,
  changeGroupSectionSchema,
  createGroupSchema,
  emailListField,
  isReservedName,
  moveStudentsSchema,
  nextYearStudentsSchema,
  updateGroupBodySchema,
  updateGroupSchema,
} from './index.js';

const valid = { name: 'Benjamins 1', price: 350, reSubPrice: 320, typeId: 9, packId: 3, emailList: 'coach@club.fr' };

/** The message of the first issue on a field, as the server sends it in `fields`. */
const errorOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;

describe('group e-mail list', () => {
  it.each([
    ['a@b.fr,c@d.com', 'a@b.fr,c@d.com'],
    ['a@b.fr, c@d.com ', 'a@b.fr,c@d.com'],
    ['a@b.fr,a@b.fr', 'a@b.fr'],
    ['', ''],
    ['   ', ''],
  ])('accepts %j as %j', (input, output) => {
    expect(emailListField.parse(input)).toBe(output);
  });

  it.each(['a@b.fr;c', 'a@b.fr,', ',a@b.fr', 'a@b.fr,c', 'a@@b.fr', 'a!b@c.fr', 'a@b.FR', 'a@b', 'x'.repeat(2001)])(
    'refuses list #%# with EMAIL_LIST_ERROR',
    (input) => {
      const result = emailListField.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MSG.emailList);
    },
  );
});

describe('group creation and edit', () => {
  it('accepts a complete group and applies the defaults', () => {
    expect(createGroupSchema.parse(valid)).toMatchObject({
      ...valid,
      ffnLicense: false,
      shouldReceiveSubMail: true,
      sportsCodeOfConduct: true,
    });
  });

  it.each([0, 0.5, 12.34, 499.99])('accepts the price %s', (price) => {
    expect(createGroupSchema.safeParse({ ...valid, price, reSubPrice: price }).success).toBe(true);
  });

  it.each([500, 500.01, -1, -0.01, 12.345, Number.NaN, Number.POSITIVE_INFINITY, '12'])('refuses the price %s', (price) => {
    const result = createGroupSchema.safeParse({ ...valid, price, reSubPrice: price });
    expect(errorOf(result, 'price')).toBe(MSG.groupPrice);
    expect(errorOf(result, 'reSubPrice')).toBe(MSG.groupResubPrice);
  });

  it.each(['Éveil aquatique', "L'équipe des Poussins", 'Water-polo U13', 'Avenirs 2017-2018', 'Groupe ’A’'])(
    'accepts the name %j',
    (name) => {
      expect(createGroupSchema.safeParse({ ...valid, name }).success).toBe(true);
    },
  );

  it.each(['', '   ', '<b>', 'Benjamins; drop', 'Groupe (A)', 'a'.repeat(61), 'Groupe\nA'])('refuses name #%#', (name) => {
    expect(errorOf(createGroupSchema.safeParse({ ...valid, name }), 'name')).toBe(MSG.groupName);
  });

  it.each([
    ['typeId', MSG.type],
    ['packId', MSG.pack],
    ['name', MSG.groupName],
    ['price', MSG.groupPrice],
    ['reSubPrice', MSG.groupResubPrice],
    ['emailList', MSG.emailList],
  ])('requires %s on creation (%s)', (field, message) => {
    const input: Record<string, unknown> = { ...valid };
    delete input[field];
    expect(errorOf(createGroupSchema.safeParse(input), field)).toBe(message);
  });

  it('requires an address on creation but not on edit', () => {
    expect(errorOf(createGroupSchema.safeParse({ ...valid, emailList: '' }), 'emailList')).toBe(MSG.emailList);
    expect(updateGroupSchema.parse({ emailList: '' })).toEqual({ emailList: '' });
  });

  it('refuses a type or pack that is not an id', () => {
    expect(errorOf(createGroupSchema.safeParse({ ...valid, typeId: 0 }), 'typeId')).toBe(MSG.type);
    expect(errorOf(createGroupSchema.safeParse({ ...valid, packId: 1.5 }), 'packId')).toBe(MSG.pack);
  });

  it('leaves absent fields out of an edit (no defaults overwrite them)', () => {
    expect(updateGroupSchema.parse({ name: 'Minimes' })).toEqual({ name: 'Minimes' });
    expect(updateGroupSchema.parse({ coaches: [3, 3, 4] })).toEqual({ coaches: [3, 4] });
  });

  it('requires in the saved body the version the form was loaded with', () => {
    expect(errorOf(updateGroupBodySchema.safeParse({ name: 'Minimes' }), 'version')).toBe(MSG.invalid);
    expect(errorOf(updateGroupBodySchema.safeParse({ name: 'Minimes', version: 0 }), 'version')).toBe(MSG.invalid);
    expect(updateGroupBodySchema.parse({ name: 'Minimes', version: 3 })).toEqual({ name: 'Minimes', version: 3 });
  });

  it('drops unknown fields', () => {
    expect(createGroupSchema.parse({ ...valid, system_role: 'NONE' })).not.toHaveProperty('system_role');
  });
});

describe('moves and next-year choices', () => {
  it('deduplicates the students to move and takes an optional target', () => {
    expect(moveStudentsSchema.parse({ students: [1, 1, 2] })).toEqual({ students: [1, 2] });
    expect(moveStudentsSchema.safeParse({ students: [] }).success).toBe(false);
    expect(moveStudentsSchema.safeParse({ groupId: 0, students: [1] }).success).toBe(false);
  });

  it('takes one group per student in a bulk move', () => {
    expect(bulkMoveStudentsSchema.safeParse({ students: [{ id: 1, groupId: 2 }] }).success).toBe(true);
    expect(bulkMoveStudentsSchema.safeParse({ students: [{ id: 1 }] }).success).toBe(false);
  });

  it('accepts null as "Aucune" for the next-year group', () => {
    expect(nextYearStudentsSchema.safeParse({ students: [{ id: 1, nextYearGroupId: null }] }).success).toBe(true);
    const result = nextYearStudentsSchema.safeParse({ students: [{ id: 1, nextYearGroupId: -2 }] });
    expect(errorOf(result, 'students.0.nextYearGroupId')).toBe(MSG.nextYearGroup);
  });

  it('takes 0 as "no section"', () => {
    expect(changeGroupSectionSchema.parse({ sectionId: 0 })).toEqual({ sectionId: 0 });
    expect(changeGroupSectionSchema.safeParse({ sectionId: -1 }).success).toBe(false);
  });

  it.each(['Aucun', 'aucune', ' AUCUNE ', 'Aucuné'])('knows %j is a protected name', (name) => {
    expect(isReservedName(name)).toBe(true);
  });

  it('does not reserve ordinary names', () => {
    expect(isReservedName('Aucun souci')).toBe(false);
  });
});
