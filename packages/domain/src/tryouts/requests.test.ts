import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import {
  assignTryoutStudentSchema,
  completeTryoutSchema,
  makeTryoutCreateSchema,
  makeTryoutUpdateBodySchema,
  makeTryoutUpdateSchema,
  tryoutBirthYearQuerySchema,
  tryoutGroupIdsSchema,
  tryoutListQuerySchema,
} from './requests.js';
import { DEFAULT_TRYOUT_CAPACITY, tryoutBirthYearRange, tryoutDateChangeError } from './rules.js';

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

describe('try-out form (docs/product.md#validation)', () => {
  const create = makeTryoutCreateSchema(now);

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
    [DEFAULT_TRYOUT_CAPACITY, 'the default 0'],
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
    expect(tryoutBirthYearRange(NOW)).toEqual({ min: 1946, max: 2021 });
    expect(create.safeParse({ ...valid, minBirthYear: 1946, maxBirthYear: 2021 }).success).toBe(true);
    expect(issues(create.safeParse({ ...valid, minBirthYear: 1945 }))).toEqual({ minBirthYear: MSG.testBirthYear });
    expect(issues(create.safeParse({ ...valid, maxBirthYear: 2022 }))).toEqual({ maxBirthYear: MSG.testBirthYear });
    expect(issues(create.safeParse({ ...valid, minBirthYear: 2014.5 }))).toEqual({ minBirthYear: MSG.testBirthYear });
    expect(issues(create.safeParse({ ...valid, maxBirthYear: null }))).toEqual({ maxBirthYear: MSG.testBirthYear });
  });

  it('moves the lower bound with the clock', () => {
    const later = makeTryoutCreateSchema(() => new Date('2030-06-01T10:00:00Z'));
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
    const schema = makeTryoutCreateSchema(() => current);
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

describe('try-out edit', () => {
  const update = makeTryoutUpdateSchema(now);
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
    const body = makeTryoutUpdateBodySchema(now);
    expect(issues(body.safeParse(edit))).toEqual({ version: MSG.invalid });
    expect(body.parse({ ...edit, version: 2 })).toMatchObject({ capacity: 12, version: 2 });
    expect(issues(body.safeParse({ ...edit, version: 2, minBirthYear: 2018, maxBirthYear: 2015 }))).toEqual({
      minBirthYear: MSG.testBirthYearOrder,
    });
  });

  it('refuses moving a test to the past, but lets a past test keep its date', () => {
    const past = '2026-11-01T10:00:00.000Z';
    expect(tryoutDateChangeError(past, '2026-11-01T11:00:00+01:00', NOW)).toBeNull();
    expect(tryoutDateChangeError('2026-11-02T10:00:00.000Z', past, NOW)).toBe(MSG.testDate);
    expect(tryoutDateChangeError('2026-12-02T10:00:00.000Z', past, NOW)).toBeNull();
  });
});

describe('assignment, possible groups, completion, queries', () => {
  it('assigns with sendMail false by default', () => {
    expect(assignTryoutStudentSchema.parse({ testId: 1, studentId: 2 })).toEqual({ testId: 1, studentId: 2, sendMail: false });
    expect(issues(assignTryoutStudentSchema.safeParse({ testId: 0, studentId: 'x', sendMail: 'yes' }))).toEqual({
      testId: MSG.invalid,
      studentId: MSG.testStudent,
      sendMail: MSG.invalid,
    });
  });

  it('takes possible groups without duplicates, bounded', () => {
    expect(tryoutGroupIdsSchema.parse({ groupIds: [3, 4, 3] })).toEqual({ groupIds: [3, 4] });
    expect(tryoutGroupIdsSchema.parse({ groupIds: [] })).toEqual({ groupIds: [] });
    expect(issues(tryoutGroupIdsSchema.safeParse({ groupIds: [3, -1] }))).toEqual({ 'groupIds.1': MSG.testGroups });
    expect(issues(tryoutGroupIdsSchema.safeParse({ groupIds: Array.from({ length: 101 }, (_, i) => i + 1) }))).toEqual({
      groupIds: MSG.testGroups,
    });
  });

  it('takes one placement per student, a group or null for failed', () => {
    expect(
      completeTryoutSchema.parse({
        placements: [
          { studentId: 1, groupId: 4 },
          { studentId: 2, groupId: null },
        ],
      }).placements,
    ).toHaveLength(2);
    expect(
      issues(
        completeTryoutSchema.safeParse({
          placements: [
            { studentId: 1, groupId: 4 },
            { studentId: 1, groupId: null },
          ],
        }),
      ),
    ).toEqual({
      'placements.1.studentId': MSG.testPlacementStudent,
    });
    expect(issues(completeTryoutSchema.safeParse({ placements: [{ studentId: 1, groupId: 0 }] }))).toEqual({
      'placements.0.groupId': MSG.testPlacementGroup,
    });
    expect(issues(completeTryoutSchema.safeParse({ placements: [{ studentId: 1 }] }))).toEqual({
      'placements.0.groupId': MSG.testPlacementGroup,
    });
  });

  it('reads the list filter and the birth-year query', () => {
    expect(tryoutListQuerySchema.parse({})).toEqual({ available: false });
    expect(tryoutListQuerySchema.parse({ available: 'true' })).toEqual({ available: true });
    expect(tryoutListQuerySchema.safeParse({ available: 'yes' }).success).toBe(false);
    expect(tryoutBirthYearQuerySchema.parse({ birthYear: '2015' })).toEqual({ birthYear: 2015 });
    expect(issues(tryoutBirthYearQuerySchema.safeParse({ birthYear: 'abc' }))).toEqual({ birthYear: MSG.testBirthYear });
    expect(issues(tryoutBirthYearQuerySchema.safeParse({}))).toEqual({ birthYear: MSG.testBirthYear });
  });
});
