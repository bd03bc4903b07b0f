import { z } from 'zod';
import { MSG } from '../messages.js';
import { recordVersionField } from '../groups/fields.js';
import { id, nameLike, refId } from '../text.js';
import {
  isFutureTryoutDate,
  MAX_TRYOUT_CAPACITY,
  MAX_TRYOUT_GROUPS,
  MAX_TRYOUT_LOCATION_LENGTH,
  MAX_TRYOUT_PLACEMENTS,
  MAX_TRYOUT_TYPE_ID,
  tryoutBirthYearRange,
  type Now,
} from './rules.js';

// The requests of the try-out tests' API (docs/product.md#api) and the rules of their fields (docs/product.md#validation).

const systemNow: Now = () => new Date();

const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/**
 * An ISO 8601 date-time with its offset, kept as UTC ISO so stored dates compare as text.
 * A malformed value is INVALID_DATE_MESSAGE; years outside 2000–2100 are typing mistakes.
 */
export const tryoutDateTimeField = z.iso
  .datetime({ offset: true, error: MSG.invalidDate })
  .refine(
    (value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= FIRST_YEAR && year <= LAST_YEAR;
    },
    { error: MSG.invalidDate },
  )
  .transform((value) => new Date(value).toISOString());

export const tryoutCapacityField = z
  .number({ error: MSG.testCapacity })
  .int({ error: MSG.testCapacity })
  .min(1, { error: MSG.testCapacity })
  .max(MAX_TRYOUT_CAPACITY, { error: MSG.testCapacity });

const birthYearField = (now: Now) =>
  z
    .number({ error: MSG.testBirthYear })
    .int({ error: MSG.testBirthYear })
    .refine(
      (year) => {
        const { min, max } = tryoutBirthYearRange(now());
        return year >= min && year <= max;
      },
      { error: MSG.testBirthYear },
    );

export const tryoutLocationField = nameLike(MSG.testLocation, MAX_TRYOUT_LOCATION_LENGTH);

export const tryoutTypeIdField = z
  .number({ error: MSG.type })
  .int({ error: MSG.type })
  .min(1, { error: MSG.type })
  .max(MAX_TRYOUT_TYPE_ID, { error: MSG.type });

/** min ≤ max, reported on `minBirthYear`; only when both years are numbers. */
const checkBirthYearOrder = (value: { minBirthYear?: unknown; maxBirthYear?: unknown }, ctx: z.RefinementCtx) => {
  const { minBirthYear, maxBirthYear } = value;
  if (typeof minBirthYear === 'number' && typeof maxBirthYear === 'number' && minBirthYear > maxBirthYear) {
    ctx.addIssue({ code: 'custom', path: ['minBirthYear'], message: MSG.testBirthYearOrder });
  }
};

/** The fields every try-out form has, normalised: the type is `typeId`. */
export interface TryoutFields {
  scheduledDateTime: string;
  capacity: number;
  minBirthYear: number;
  maxBirthYear: number;
  typeId: number;
  location: string;
}

/**
 * The fields as a request gives them: the location may be left out. A new test then takes the
 * club's default place, an edited one keeps its own (docs/product.md#club-settings).
 */
export type RequestedTryoutFields = Omit<TryoutFields, 'location'> & { location?: string | undefined };

/**
 * POST /test/: `{scheduledDateTime, capacity, minBirthYear, maxBirthYear, selectedTypeId, location}`.
 * Capacity 1–500, birth years from the current year minus 80 to 2021 with min ≤ max, a date in
 * the future, a name-like location (the club's default place when absent). `now` is read at each parse:
 * the server passes its clock, the form the browser's.
 */
export const makeTryoutCreateSchema = (now: Now = systemNow) =>
  z
    .object({
      scheduledDateTime: tryoutDateTimeField.refine((value) => isFutureTryoutDate(value, now()), { error: MSG.testDate }),
      capacity: tryoutCapacityField,
      minBirthYear: birthYearField(now),
      maxBirthYear: birthYearField(now),
      selectedTypeId: tryoutTypeIdField,
      location: tryoutLocationField.optional(),
    })
    .superRefine(checkBirthYearOrder)
    .transform(({ selectedTypeId, ...rest }): RequestedTryoutFields => ({ ...rest, typeId: selectedTypeId }));
export type TryoutCreateInput = z.input<ReturnType<typeof makeTryoutCreateSchema>>;

/**
 * PATCH /test/{id}: `{scheduledDateTime, capacity, minBirthYear, maxBirthYear, typeId, location}`.
 * The same rules, except the date: a test already past may still be corrected (its capacity,
 * its location), so the date must be in the future only when it changes. That needs the stored
 * date: see `tryoutDateChangeError`, which the server applies and the edit form may too. Without a
 * location, the test keeps its own.
 */
export const makeTryoutUpdateSchema = (now: Now = systemNow) =>
  z
    .object({
      scheduledDateTime: tryoutDateTimeField,
      capacity: tryoutCapacityField,
      minBirthYear: birthYearField(now),
      maxBirthYear: birthYearField(now),
      typeId: tryoutTypeIdField,
      location: tryoutLocationField.optional(),
    })
    .superRefine(checkBirthYearOrder);

/**
 * PATCH /test/{id}'s body: the fields and the version the screen was loaded with. Required: a
 * save without it would silently overwrite another admin's; a stale one answers 409.
 */
export const makeTryoutUpdateBodySchema = (now: Now = systemNow) => makeTryoutUpdateSchema(now).safeExtend({ version: recordVersionField });
export type TryoutUpdateInput = z.input<ReturnType<typeof makeTryoutUpdateBodySchema>>;

/** POST /test/student: assigns a member, optionally mailing the convocation. */
export const assignTryoutStudentSchema = z.object({
  testId: refId(MSG.invalid),
  studentId: refId(MSG.testStudent),
  sendMail: z.boolean({ error: MSG.invalid }).default(false),
});
export type AssignTryoutStudentInput = z.input<typeof assignTryoutStudentSchema>;
export type AssignTryoutStudent = z.output<typeof assignTryoutStudentSchema>;

/** POST /test/{id}/group: the test's possible groups, replacing the previous ones. */
export const tryoutGroupIdsSchema = z.object({
  groupIds: z
    .array(refId(MSG.testGroups), { error: MSG.testGroups })
    .max(MAX_TRYOUT_GROUPS, { error: MSG.testGroups })
    .transform((ids) => [...new Set(ids)]),
});
export type TryoutGroupIdsInput = z.input<typeof tryoutGroupIdsSchema>;

/**
 * PATCH /test/{id}/completed: the start-test screen's choices, one per student: a group
 * (one of the test's possible groups) or null for "failed". A student left out did not come:
 * they keep no result and may be assigned to another test.
 */
export const completeTryoutSchema = z.object({
  placements: z
    .array(
      z.object({
        studentId: refId(MSG.testPlacementStudent),
        groupId: refId(MSG.testPlacementGroup).nullable(),
      }),
      { error: MSG.invalid },
    )
    .max(MAX_TRYOUT_PLACEMENTS, { error: MSG.invalid })
    .superRefine((placements, ctx) => {
      const seen = new Set<number>();
      placements.forEach((p, index) => {
        if (seen.has(p.studentId)) ctx.addIssue({ code: 'custom', path: [index, 'studentId'], message: MSG.testPlacementStudent });
        seen.add(p.studentId);
      });
    }),
});
export type CompleteTryoutInput = z.input<typeof completeTryoutSchema>;
/** One student's result: one of the test's possible groups, or null when not admitted. */
export type TryoutPlacement = z.output<typeof completeTryoutSchema>['placements'][number];

/** GET /test/?available=true: only tests with places left, not completed, in the future. */
export const tryoutListQuerySchema = z.object({
  available: z
    .enum(['true', 'false'], { error: MSG.invalid })
    .optional()
    .transform((value) => value === 'true'),
});

/** GET /test/birthYear?birthYear= */
export const tryoutBirthYearQuerySchema = z.object({
  birthYear: z.coerce
    .number({ error: MSG.testBirthYear })
    .int({ error: MSG.testBirthYear })
    .min(1900, { error: MSG.testBirthYear })
    .max(LAST_YEAR, { error: MSG.testBirthYear }),
});

/** DELETE /test/{id}/student/{studentId}: the test and the member to take off it. */
export const tryoutStudentParams = z.object({ id, studentId: id });
