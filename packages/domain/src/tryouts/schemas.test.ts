import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import {
  assignTestStudentSchema,
  birthYearChoices,
  clubYear,
  completeTestSchema,
  DEFAULT_TEST_CAPACITY,
  isFutureTestDate,
  makeTestCreateSchema,
  makeTestUpdateBodySchema,
  makeTestUpdateSchema,
  testBirthYearQuerySchema,
  testBirthYearRange,
  testDateChangeError,
  testDateParts,
  testGroupIdsSchema,
  testListQuerySchema,
} from './schemas.js';
import { studentCreateSchema } from './student.js';

/** Saturday 21 November 2026, 11:00 in Monaco. */
const NOW = new Date('2026-11-21T10:00:00.000Z');
const now = () => NOW;

const valid = {
  scheduledDateTime: '2026-12-05T16:30:00.000Z',
  capacity: 12,
  minBirthYear: 2014,
  maxBirthYear: 2016,
  selectedTypeId: 9,
  location: 'Piscine du Stade Louis II',
};

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('test form (SPEC §5 Test)', () => {
  const create = makeTestCreateSchema(now);

  it('accepts a valid test, normalises the date to UTC ISO and the type to typeId', () => {
    const parsed = create.parse({ ...valid, scheduledDateTime: '2026-12-05T17:30:00+01:00', extra: 'dropped' });
    expect(parsed).toEqual({
      scheduledDateTime: '2026-12-05T16:30:00.000Z',
      capacity: 12,
      minBirthYear: 2014,
      maxBirthYear: 2016,
      typeId: 9,
      location: 'Piscine du Stade Louis II',
    });
  });

  it('leaves an absent location absent: the server takes the club’s default place', () => {
    const { location, ...rest } = valid;
    expect(location).toBeDefined();
    expect(create.parse(rest)).not.toHaveProperty('location');
    expect(create.safeParse({ ...rest, location: '' }).success).toBe(false);
  });

  it.each([
    [DEFAULT_TEST_CAPACITY, 'the default 0'],
    [-1, 'a negative number'],
    [1.5, 'a fraction'],
    [501, 'more than 500'],
    ['12', 'text'],
  ] as [unknown, string][])('refuses capacity %j (%s) with TEST_CAPACITY_ERROR', (capacity) => {
    expect(issues(create.safeParse({ ...valid, capacity }))).toEqual({ capacity: MSG.testCapacity });
  });

  it('accepts capacities 1 and 500', () => {
    expect(create.safeParse({ ...valid, capacity: 1 }).success).toBe(true);
    expect(create.safeParse({ ...valid, capacity: 500 }).success).toBe(true);
  });

  it('takes birth years from the current year minus 80 up to 2021', () => {
    expect(testBirthYearRange(NOW)).toEqual({ min: 1946, max: 2021 });
    expect(create.safeParse({ ...valid, minBirthYear: 1946, maxBirthYear: 2021 }).success).toBe(true);
    expect(issues(create.safeParse({ ...valid, minBirthYear: 1945 }))).toEqual({ minBirthYear: MSG.testBirthYear });
    expect(issues(create.safeParse({ ...valid, maxBirthYear: 2022 }))).toEqual({ maxBirthYear: MSG.testBirthYear });
    expect(issues(create.safeParse({ ...valid, minBirthYear: 2014.5 }))).toEqual({ minBirthYear: MSG.testBirthYear });
    expect(issues(create.safeParse({ ...valid, maxBirthYear: null }))).toEqual({ maxBirthYear: MSG.testBirthYear });
  });

  it('moves the lower bound with the clock', () => {
    const later = makeTestCreateSchema(() => new Date('2030-06-01T10:00:00Z'));
    expect(issues(later.safeParse({ ...valid, scheduledDateTime: '2030-07-01T10:00:00Z', minBirthYear: 1949 }))).toEqual({
      minBirthYear: MSG.testBirthYear,
    });
    expect(later.safeParse({ ...valid, scheduledDateTime: '2030-07-01T10:00:00Z', minBirthYear: 1950 }).success).toBe(true);
  });

  it('refuses a minimum birth year above the maximum with TEST_BIRTH_YEAR_ORDER_ERROR', () => {
    expect(issues(create.safeParse({ ...valid, minBirthYear: 2017, maxBirthYear: 2016 }))).toEqual({
      minBirthYear: MSG.testBirthYearOrder,
    });
    expect(create.safeParse({ ...valid, minBirthYear: 2016, maxBirthYear: 2016 }).success).toBe(true);
  });

  it('wants a date in the future (TEST_DATE_ERROR), a real date otherwise (INVALID_DATE_MESSAGE)', () => {
    expect(issues(create.safeParse({ ...valid, scheduledDateTime: '2026-11-21T10:00:00.000Z' }))).toEqual({
      scheduledDateTime: MSG.testDate,
    });
    expect(issues(create.safeParse({ ...valid, scheduledDateTime: '2026-11-20T18:00:00.000Z' }))).toEqual({
      scheduledDateTime: MSG.testDate,
    });
    expect(create.safeParse({ ...valid, scheduledDateTime: '2026-11-21T10:01:00.000Z' }).success).toBe(true);
    for (const bad of ['2026-13-01T10:00:00Z', '05/12/2026', '2026-12-05', '', 42, '2150-01-01T10:00:00Z']) {
      expect(issues(create.safeParse({ ...valid, scheduledDateTime: bad }))).toEqual({ scheduledDateTime: MSG.invalidDate });
    }
  });

  it('reads the clock at each parse, not when the schema is built', () => {
    let current = NOW;
    const schema = makeTestCreateSchema(() => current);
    expect(schema.safeParse(valid).success).toBe(true);
    current = new Date('2026-12-06T00:00:00Z');
    expect(issues(schema.safeParse(valid))).toEqual({ scheduledDateTime: MSG.testDate });
  });

  it.each([
    ['', MSG.testLocation],
    ['   ', MSG.testLocation],
    ['Piscine <script>', MSG.testLocation],
    ['x'.repeat(101), MSG.testLocation],
  ])('refuses location %j', (location, message) => {
    expect(issues(create.safeParse({ ...valid, location }))).toEqual({ location: message });
  });

  it.each([0, 11, 2.5, '9', null])('refuses type %j with TYPE_ERROR', (selectedTypeId) => {
    expect(issues(create.safeParse({ ...valid, selectedTypeId }))).toEqual({ selectedTypeId: MSG.type });
  });

  it('reports every wrong field at once', () => {
    expect(Object.keys(issues(create.safeParse({})))).toEqual(
      expect.arrayContaining(['scheduledDateTime', 'capacity', 'minBirthYear', 'maxBirthYear', 'selectedTypeId']),
    );
  });
});

describe('test edit', () => {
  const update = makeTestUpdateSchema(now);
  const { selectedTypeId, ...rest } = valid;
  const edit = { ...rest, typeId: selectedTypeId };

  it('takes typeId and the same rules, except the future date, which depends on the stored one', () => {
    expect(update.parse(edit)).toMatchObject({ typeId: 9, capacity: 12 });
    expect(update.safeParse({ ...edit, scheduledDateTime: '2026-11-01T10:00:00Z' }).success).toBe(true);
    expect(issues(update.safeParse({ ...edit, capacity: 0, minBirthYear: 2018, maxBirthYear: 2015 }))).toEqual({
      capacity: MSG.testCapacity,
      minBirthYear: MSG.testBirthYearOrder,
    });
    expect(issues(update.safeParse({ ...edit, typeId: 12 }))).toEqual({ typeId: MSG.type });
  });

  it('requires in the saved body the version the screen was loaded with, keeping the same rules', () => {
    const body = makeTestUpdateBodySchema(now);
    expect(issues(body.safeParse(edit))).toEqual({ version: MSG.invalid });
    expect(body.parse({ ...edit, version: 2 })).toMatchObject({ capacity: 12, version: 2 });
    expect(issues(body.safeParse({ ...edit, version: 2, minBirthYear: 2018, maxBirthYear: 2015 }))).toEqual({ minBirthYear: MSG.testBirthYearOrder });
  });

  it('refuses moving a test to the past, but lets a past test keep its date', () => {
    const past = '2026-11-01T10:00:00.000Z';
    expect(testDateChangeError(past, '2026-11-01T11:00:00+01:00', NOW)).toBeNull();
    expect(testDateChangeError('2026-11-02T10:00:00.000Z', past, NOW)).toBe(MSG.testDate);
    expect(testDateChangeError('2026-12-02T10:00:00.000Z', past, NOW)).toBeNull();
  });
});

describe('birth-year choices (SPEC §9)', () => {
  it('lists 2021 down to the current year minus 80', () => {
    const years = birthYearChoices(NOW);
    expect(years[0]).toBe(2021);
    expect(years.at(-1)).toBe(1946);
    expect(years).toHaveLength(76);
    expect(years.every((year, i) => i === 0 || year === years[i - 1]! - 1)).toBe(true);
  });

  it('takes the year of Monaco on New Year’s Eve', () => {
    // 31 December 2026, 23:30 UTC is already 2027 in Monaco.
    expect(clubYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(birthYearChoices(new Date('2026-12-31T23:30:00Z')).at(-1)).toBe(1947);
  });
});

describe('test dates', () => {
  it('shows date and time in Monaco time, summer and winter', () => {
    expect(testDateParts('2026-12-05T16:30:00.000Z')).toEqual({ date: '05/12/2026', time: '17:30' });
    expect(testDateParts('2027-06-05T16:30:00.000Z')).toEqual({ date: '05/06/2027', time: '18:30' });
    expect(testDateParts('2026-12-31T23:15:00.000Z')).toEqual({ date: '01/01/2027', time: '00:15' });
  });

  it('is in the future only strictly after now', () => {
    expect(isFutureTestDate('2026-11-21T10:00:00.001Z', NOW)).toBe(true);
    expect(isFutureTestDate('2026-11-21T10:00:00.000Z', NOW)).toBe(false);
  });
});

describe('assignment, possible groups, completion, queries', () => {
  it('assigns with sendMail false by default', () => {
    expect(assignTestStudentSchema.parse({ testId: 1, studentId: 2 })).toEqual({ testId: 1, studentId: 2, sendMail: false });
    expect(issues(assignTestStudentSchema.safeParse({ testId: 0, studentId: 'x', sendMail: 'yes' }))).toEqual({
      testId: MSG.invalid,
      studentId: MSG.testStudent,
      sendMail: MSG.invalid,
    });
  });

  it('takes possible groups without duplicates, bounded', () => {
    expect(testGroupIdsSchema.parse({ groupIds: [3, 4, 3] })).toEqual({ groupIds: [3, 4] });
    expect(testGroupIdsSchema.parse({ groupIds: [] })).toEqual({ groupIds: [] });
    expect(issues(testGroupIdsSchema.safeParse({ groupIds: [3, -1] }))).toEqual({ 'groupIds.1': MSG.testGroups });
    expect(issues(testGroupIdsSchema.safeParse({ groupIds: Array.from({ length: 101 }, (_, i) => i + 1) }))).toEqual({
      groupIds: MSG.testGroups,
    });
  });

  it('takes one placement per student, a group or null for failed', () => {
    expect(completeTestSchema.parse({ placements: [{ studentId: 1, groupId: 4 }, { studentId: 2, groupId: null }] }).placements).toHaveLength(2);
    expect(issues(completeTestSchema.safeParse({ placements: [{ studentId: 1, groupId: 4 }, { studentId: 1, groupId: null }] }))).toEqual({
      'placements.1.studentId': MSG.testPlacementStudent,
    });
    expect(issues(completeTestSchema.safeParse({ placements: [{ studentId: 1, groupId: 0 }] }))).toEqual({
      'placements.0.groupId': MSG.testPlacementGroup,
    });
    expect(issues(completeTestSchema.safeParse({ placements: [{ studentId: 1 }] }))).toEqual({
      'placements.0.groupId': MSG.testPlacementGroup,
    });
  });

  it('reads the list filter and the birth-year query', () => {
    expect(testListQuerySchema.parse({})).toEqual({ available: false });
    expect(testListQuerySchema.parse({ available: 'true' })).toEqual({ available: true });
    expect(testListQuerySchema.safeParse({ available: 'yes' }).success).toBe(false);
    expect(testBirthYearQuerySchema.parse({ birthYear: '2015' })).toEqual({ birthYear: 2015 });
    expect(issues(testBirthYearQuerySchema.safeParse({ birthYear: 'abc' }))).toEqual({ birthYear: MSG.testBirthYear });
    expect(issues(testBirthYearQuerySchema.safeParse({}))).toEqual({ birthYear: MSG.testBirthYear });
  });
});

describe('student creation (SPEC §5 creation mode)', () => {
  const student = {
    firstName: 'Léa',
    lastName: "N'Diaye-Martin",
    gender: 'F',
    birthDate: '2015-04-12',
    email: 'famille.martin@example.org',
    phoneNumber: '+377 6 12 34 56 78',
  };

  it('needs only names, gender, birth date, contact e-mail and phone', () => {
    expect(studentCreateSchema.parse({ ...student, school: 'dropped' })).toEqual({ ...student, phoneNumber: '+377612345678' });
    expect(studentCreateSchema.parse({ ...student, language: 'en' }).language).toBe('en');
  });

  it.each([
    ['firstName', '', MSG.firstName],
    ['firstName', 'Léa<3', MSG.firstName],
    ['lastName', '   ', MSG.lastName],
    ['gender', 'X', MSG.gender],
    ['gender', undefined, MSG.gender],
    ['birthDate', '1940-12-31', MSG.birthDate],
    ['birthDate', '2022-01-01', MSG.birthDate],
    ['birthDate', '2015-02-30', MSG.birthDate],
    ['birthDate', '12/04/2015', MSG.birthDate],
    ['email', 'a@b', MSG.email],
    ['email', 'a!b@c.fr', MSG.email],
    ['email', undefined, MSG.email],
    ['phoneNumber', '1234567', MSG.phone],
    ['phoneNumber', '+33 6 12 34 56 7a', MSG.phone],
    ['phoneNumber', undefined, MSG.phone],
    ['language', 'de', MSG.invalid],
  ])('refuses %s = %j with %s', (field, value, message) => {
    expect(issues(studentCreateSchema.safeParse({ ...student, [field]: value }))).toEqual({ [field]: message });
  });

  it('accepts the bounds of the birth years', () => {
    expect(studentCreateSchema.safeParse({ ...student, birthDate: '1941-01-01' }).success).toBe(true);
    expect(studentCreateSchema.safeParse({ ...student, birthDate: '2021-12-31' }).success).toBe(true);
  });
});
