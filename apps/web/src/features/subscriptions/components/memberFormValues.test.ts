import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { buildDetail } from '../testing/factories';
import { memberFormResolver, memberFormValues, showsInstagramField, showsSchool, type MemberFormValues } from './memberFormValues';

const TODAY = new Date('2026-11-21T12:00:00Z');
const options = {} as ResolverOptions<MemberFormValues>;
const judge = async (values: MemberFormValues, guardianOnFile: boolean) =>
  memberFormResolver(TODAY, guardianOnFile)(values, undefined, options);
const errorKeys = (errors: object) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, (error as { message: string }).message]));

describe('the member form rules in edit mode', () => {
  it('sends the member and the guardian on file, normalised by the domain', async () => {
    const result = await judge({ ...memberFormValues(buildDetail()), guardianPhoneNumber: '06 12 34 56 78' }, true);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      student: { nationality: 'FR', shirtSizeId: 2, school: 'Collège Charles III' },
      guardian: { email: 'jean.dupont@example.org', phoneNumber: '0612345678', secondaryEmail: null },
    });
  });

  it('leaves the guardian out when there is none on file and nothing was typed', async () => {
    const adult = memberFormValues(
      buildDetail({
        birthDate: '1980-01-01',
        guardianId: null,
        guardianFirstName: null,
        guardianLastName: null,
        guardianEmail: null,
        guardianPhoneNumber: null,
      }),
    );
    const result = await judge(adult, false);
    expect(result.errors).toEqual({});
    expect(result.values).not.toHaveProperty('guardian');
    // Something typed makes it a guardian to create: then the e-mail is required.
    expect(errorKeys((await judge({ ...adult, guardianFirstName: 'Jean' }, false)).errors)).toEqual({ guardianEmail: 'Invalid email' });
  });

  it('puts each broken rule under its input', async () => {
    const values = { ...memberFormValues(buildDetail()), birthPlace: '', shirtSizeId: '', school: '', guardianEmail: 'nope' };
    expect(errorKeys((await judge(values, true)).errors)).toEqual({
      birthPlace: 'Invalid birth place',
      shirtSizeId: 'Invalid T-shirt size',
      school: 'Invalid school',
      guardianEmail: 'Invalid email',
    });
  });

  it('shows school fields under 18 and Instagram over 13 only', () => {
    expect(showsSchool(17)).toBe(true);
    expect(showsSchool(18)).toBe(false);
    expect(showsInstagramField(13)).toBe(false);
    expect(showsInstagramField(14)).toBe(true);
  });
});
