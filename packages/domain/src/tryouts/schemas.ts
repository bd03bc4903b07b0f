import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { z } from 'zod';
import { DATE_FORMAT, TIME_FORMAT } from '../dates.js';
import { MSG } from '../messages.js';
import { recordVersionField } from '../schemas/groups.js';
import { CLUB_TIME_ZONE } from '../sessions/calendar.js';
import { MAX_BIRTH_YEAR } from '../subscriptions/fields.js';
import { nameLike, refId } from '../text.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** SPEC §5 and §9: the test form starts with capacity 0, which is refused: it must exceed 0. */
export const DEFAULT_TEST_CAPACITY = 0;
/** An upper bound so a typing mistake (5000) is caught; no pool session takes more. */
export const MAX_TEST_CAPACITY = 500;
export const MAX_TEST_LOCATION_LENGTH = 100;
/** SPEC §5: birth years from the current year minus 80 up to 2021. */
export const TEST_BIRTH_YEAR_SPAN = 80;
export const TEST_MAX_BIRTH_YEAR = MAX_BIRTH_YEAR;
/** The types of the reference data are numbered 1 to 10 in SPEC §3's order. */
export const MAX_TEST_TYPE_ID = 10;
/** The most possible groups, participants or placements one request may carry. */
export const MAX_TEST_GROUPS = 100;
export const MAX_TEST_PLACEMENTS = MAX_TEST_CAPACITY;

/** What gives the current time: a function, so a schema built once still reads the clock at each parse. */
export type Now = () => Date;
const systemNow: Now = () => new Date();

/** The current year on the club's calendar (Monaco). */
export const clubYear = (now: Date): number => Number(dayjs(now).tz(CLUB_TIME_ZONE).format('YYYY'));

/** SPEC §5: the birth years a test may cover on this day. */
export const testBirthYearRange = (now: Date): { min: number; max: number } => ({
  min: clubYear(now) - TEST_BIRTH_YEAR_SPAN,
  max: TEST_MAX_BIRTH_YEAR,
});

/** SPEC §9: the birth-year choices of the test form, 2021 down to the current year minus 80. */
export const birthYearChoices = (now: Date): number[] => {
  const { min, max } = testBirthYearRange(now);
  const years: number[] = [];
  for (let year = max; year >= min; year -= 1) years.push(year);
  return years;
};

/** SPEC §5 "date must be in the future" (the intent; the original check was flawed). */
export const isFutureTestDate = (scheduledDateTime: string, now: Date): boolean =>
  new Date(scheduledDateTime).getTime() > now.getTime();

/** A test has taken place from its date-time on: only then may its results be recorded. */
export const isTestHeld = (scheduledDateTime: string, now: Date): boolean => !isFutureTestDate(scheduledDateTime, now);

/** The date (DD/MM/YYYY) and time (HH:mm) of a test as the club reads them, in Monaco time. */
export const testDateParts = (scheduledDateTime: string, tz: string = CLUB_TIME_ZONE): { date: string; time: string } => {
  const local = dayjs(scheduledDateTime).tz(tz);
  return { date: local.format(DATE_FORMAT), time: local.format(TIME_FORMAT) };
};

const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/**
 * An ISO 8601 date-time with its offset, kept as UTC ISO so stored dates compare as text.
 * A malformed value is INVALID_DATE_MESSAGE; years outside 2000–2100 are typing mistakes.
 */
export const testDateTimeField = z
  .iso.datetime({ offset: true, error: MSG.invalidDate })
  .refine(
    (value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= FIRST_YEAR && year <= LAST_YEAR;
    },
    { error: MSG.invalidDate },
  )
  .transform((value) => new Date(value).toISOString());

export const testCapacityField = z
  .number({ error: MSG.testCapacity })
  .int({ error: MSG.testCapacity })
  .min(1, { error: MSG.testCapacity })
  .max(MAX_TEST_CAPACITY, { error: MSG.testCapacity });

const birthYearField = (now: Now) =>
  z
    .number({ error: MSG.testBirthYear })
    .int({ error: MSG.testBirthYear })
    .refine(
      (year) => {
        const { min, max } = testBirthYearRange(now());
        return year >= min && year <= max;
      },
      { error: MSG.testBirthYear },
    );

export const testLocationField = nameLike(MSG.testLocation, MAX_TEST_LOCATION_LENGTH);

export const testTypeIdField = z
  .number({ error: MSG.type })
  .int({ error: MSG.type })
  .min(1, { error: MSG.type })
  .max(MAX_TEST_TYPE_ID, { error: MSG.type });

/** min ≤ max, reported on `minBirthYear`; only when both years are numbers. */
const checkBirthYearOrder = (value: { minBirthYear?: unknown; maxBirthYear?: unknown }, ctx: z.RefinementCtx) => {
  const { minBirthYear, maxBirthYear } = value;
  if (typeof minBirthYear === 'number' && typeof maxBirthYear === 'number' && minBirthYear > maxBirthYear) {
    ctx.addIssue({ code: 'custom', path: ['minBirthYear'], message: MSG.testBirthYearOrder });
  }
};

/** The fields every test form has, normalised: the type is `typeId`. */
export interface TestFields {
  scheduledDateTime: string;
  capacity: number;
  minBirthYear: number;
  maxBirthYear: number;
  typeId: number;
  location: string;
}

/**
 * The fields as a request gives them: the location may be left out. A new test then takes the
 * club's default place, an edited one keeps its own (docs/product.md, "The club's settings").
 */
export type RequestedTestFields = Omit<TestFields, 'location'> & { location?: string | undefined };

/**
 * POST /test/ (SPEC §7): `{scheduledDateTime, capacity, minBirthYear, maxBirthYear, selectedTypeId, location}`.
 * Capacity 1–500, birth years from the current year minus 80 to 2021 with min ≤ max, a date in
 * the future, a name-like location (the club's default place when absent). `now` is read at each parse:
 * the server passes its clock, the form the browser's.
 */
export const makeTestCreateSchema = (now: Now = systemNow) =>
  z
    .object({
      scheduledDateTime: testDateTimeField.refine((value) => isFutureTestDate(value, now()), { error: MSG.testDate }),
      capacity: testCapacityField,
      minBirthYear: birthYearField(now),
      maxBirthYear: birthYearField(now),
      selectedTypeId: testTypeIdField,
      location: testLocationField.optional(),
    })
    .superRefine(checkBirthYearOrder)
    .transform(({ selectedTypeId, ...rest }): RequestedTestFields => ({ ...rest, typeId: selectedTypeId }));
export type TestCreateInput = z.input<ReturnType<typeof makeTestCreateSchema>>;

/**
 * PATCH /test/{id} (SPEC §7): `{scheduledDateTime, capacity, minBirthYear, maxBirthYear, typeId, location}`.
 * The same rules, except the date: a test already past may still be corrected (its capacity,
 * its location), so the date must be in the future only when it changes. That needs the stored
 * date: see `testDateChangeError`, which the server applies and the edit form may too. Without a
 * location, the test keeps its own.
 */
export const makeTestUpdateSchema = (now: Now = systemNow) =>
  z
    .object({
      scheduledDateTime: testDateTimeField,
      capacity: testCapacityField,
      minBirthYear: birthYearField(now),
      maxBirthYear: birthYearField(now),
      typeId: testTypeIdField,
      location: testLocationField.optional(),
    })
    .superRefine(checkBirthYearOrder);

/**
 * PATCH /test/{id}'s body: the fields and the version the screen was loaded with. Required: a
 * save without it would silently overwrite another admin's; a stale one answers 409.
 */
export const makeTestUpdateBodySchema = (now: Now = systemNow) =>
  makeTestUpdateSchema(now).safeExtend({ version: recordVersionField });
export type TestUpdateInput = z.input<ReturnType<typeof makeTestUpdateBodySchema>>;

/** TEST_DATE_ERROR when an edit moves a test to a date that is not in the future; null otherwise. */
export const testDateChangeError = (next: string, stored: string, now: Date): typeof MSG.testDate | null =>
  new Date(next).getTime() === new Date(stored).getTime() || isFutureTestDate(next, now) ? null : MSG.testDate;

/** POST /test/student (SPEC §7): assigns a member, optionally mailing the convocation. */
export const assignTestStudentSchema = z.object({
  testId: refId(MSG.invalid),
  studentId: refId(MSG.testStudent),
  sendMail: z.boolean({ error: MSG.invalid }).default(false),
});
export type AssignTestStudentInput = z.input<typeof assignTestStudentSchema>;

/** POST /test/{id}/group (SPEC §7): the test's possible groups, replacing the previous ones. */
export const testGroupIdsSchema = z.object({
  groupIds: z
    .array(refId(MSG.testGroups), { error: MSG.testGroups })
    .max(MAX_TEST_GROUPS, { error: MSG.testGroups })
    .transform((ids) => [...new Set(ids)]),
});
export type TestGroupIdsInput = z.input<typeof testGroupIdsSchema>;

/**
 * PATCH /test/{id}/completed: the start-test screen's choices, one per student: a group
 * (one of the test's possible groups) or null for "failed". A student left out did not come:
 * they keep no result and may be assigned to another test.
 */
export const completeTestSchema = z.object({
  placements: z
    .array(
      z.object({
        studentId: refId(MSG.testPlacementStudent),
        groupId: refId(MSG.testPlacementGroup).nullable(),
      }),
      { error: MSG.invalid },
    )
    .max(MAX_TEST_PLACEMENTS, { error: MSG.invalid })
    .superRefine((placements, ctx) => {
      const seen = new Set<number>();
      placements.forEach((p, index) => {
        if (seen.has(p.studentId)) ctx.addIssue({ code: 'custom', path: [index, 'studentId'], message: MSG.testPlacementStudent });
        seen.add(p.studentId);
      });
    }),
});
export type CompleteTestInput = z.input<typeof completeTestSchema>;

/** GET /test/?available=true: only tests with places left, not completed, in the future. */
export const testListQuerySchema = z.object({
  available: z
    .enum(['true', 'false'], { error: MSG.invalid })
    .optional()
    .transform((value) => value === 'true'),
});

/** GET /test/birthYear?birthYear= */
export const testBirthYearQuerySchema = z.object({
  birthYear: z.coerce
    .number({ error: MSG.testBirthYear })
    .int({ error: MSG.testBirthYear })
    .min(1900, { error: MSG.testBirthYear })
    .max(LAST_YEAR, { error: MSG.testBirthYear }),
});
