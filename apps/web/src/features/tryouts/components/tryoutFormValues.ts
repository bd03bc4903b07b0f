import { isFutureTryoutDate, makeTryoutUpdateSchema, MSG, tryoutDateChangeError, type TryoutCardDto } from '@club/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The test form's rules: the domain's (docs/product.md#validation) with the date rule of the screen: a new test
 * must be in the future; an edited one only when its date changes (`storedDate`).
 */
export const tryoutFormSchema = (storedDate: string | null) => {
  const base = makeTryoutUpdateSchema();
  const dateError = (value: string): string | null =>
    storedDate === null
      ? isFutureTryoutDate(value, new Date())
        ? null
        : MSG.testDate
      : tryoutDateChangeError(value, storedDate, new Date());
  return base.safeExtend({
    scheduledDateTime: base.shape.scheduledDateTime.refine((value) => dateError(value) === null, { error: MSG.testDate }),
  });
};
export type TryoutFormOutput = z.output<ReturnType<typeof tryoutFormSchema>>;

/** What the inputs hold: texts and choices, '' while empty. */
export interface TryoutFormValues {
  /** UTC ISO; '' while empty, `INVALID_DATE_TEXT` while the typed date is unfinished. */
  scheduledDateTime: string;
  capacity: string;
  minBirthYear: number | '';
  maxBirthYear: number | '';
  typeId: number | '';
  location: string;
}

export const INVALID_DATE_TEXT = 'invalid';

const numberOrMissing = (value: number | string): number | undefined => (value === '' ? undefined : Number(value));

/** The inputs as the schema reads them: numbers, and nothing for what is still empty. */
export const tryoutDraft = (values: TryoutFormValues) => ({
  scheduledDateTime: values.scheduledDateTime,
  capacity: values.capacity.trim() === '' ? undefined : Number(values.capacity),
  minBirthYear: numberOrMissing(values.minBirthYear),
  maxBirthYear: numberOrMissing(values.maxBirthYear),
  typeId: numberOrMissing(values.typeId),
  location: values.location,
});

/** The fields in the order the form shows them: the first in error is the one to correct first. */
export const TRYOUT_FORM_FIELDS = ['scheduledDateTime', 'capacity', 'minBirthYear', 'maxBirthYear', 'typeId', 'location'] as const;

/**
 * Judges the form with `tryoutFormSchema`; errors land under the inputs as message keys (docs/product.md#validation).
 * The schema compares the two birth years only once every other field is valid, which would
 * show that error in a second round: the form compares them itself, so one submit says all.
 */
export const tryoutFormResolver =
  (storedDate: string | null): Resolver<TryoutFormValues, unknown, TryoutFormOutput> =>
  (values) => {
    const draft = tryoutDraft(values);
    const result = tryoutFormSchema(storedDate).safeParse(draft);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<TryoutFormValues> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof TryoutFormValues;
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    const { minBirthYear, maxBirthYear } = draft;
    if (
      errors.minBirthYear === undefined &&
      errors.maxBirthYear === undefined &&
      minBirthYear !== undefined &&
      maxBirthYear !== undefined &&
      minBirthYear > maxBirthYear
    ) {
      errors.minBirthYear = { type: 'custom', message: MSG.testBirthYearOrder };
    }
    return { values: {}, errors };
  };

export const valuesOfTryout = (tryout: TryoutCardDto): TryoutFormValues => ({
  scheduledDateTime: tryout.scheduledDateTime,
  capacity: String(tryout.capacity),
  minBirthYear: tryout.minBirthYear,
  maxBirthYear: tryout.maxBirthYear,
  typeId: tryout.typeId,
  location: tryout.location,
});
