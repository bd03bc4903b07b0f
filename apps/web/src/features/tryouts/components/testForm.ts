import { isFutureTestDate, makeTestUpdateSchema, MSG, testDateChangeError, type TestCardDto } from '@club/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The test form's rules: the domain's (SPEC §5 Test) with the date rule of the screen: a new test
 * must be in the future; an edited one only when its date changes (`storedDate`).
 */
export const testFormSchema = (storedDate: string | null) => {
  const base = makeTestUpdateSchema();
  const dateError = (value: string): string | null =>
    storedDate === null ? (isFutureTestDate(value, new Date()) ? null : MSG.testDate) : testDateChangeError(value, storedDate, new Date());
  return base.safeExtend({
    scheduledDateTime: base.shape.scheduledDateTime.refine((value) => dateError(value) === null, { error: MSG.testDate }),
  });
};
export type TestFormOutput = z.output<ReturnType<typeof testFormSchema>>;

/** What the inputs hold: texts and choices, '' while empty. */
export interface TestFormValues {
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
export const testDraft = (values: TestFormValues) => ({
  scheduledDateTime: values.scheduledDateTime,
  capacity: values.capacity.trim() === '' ? undefined : Number(values.capacity),
  minBirthYear: numberOrMissing(values.minBirthYear),
  maxBirthYear: numberOrMissing(values.maxBirthYear),
  typeId: numberOrMissing(values.typeId),
  location: values.location,
});

/** The fields in the order the form shows them: the first in error is the one to correct first. */
export const TEST_FORM_FIELDS = ['scheduledDateTime', 'capacity', 'minBirthYear', 'maxBirthYear', 'typeId', 'location'] as const;

/**
 * Judges the form with `testFormSchema`; errors land under the inputs as SPEC §5 message keys.
 * The schema compares the two birth years only once every other field is valid, which would
 * show that error in a second round: the form compares them itself, so one submit says all.
 */
export const testFormResolver =
  (storedDate: string | null): Resolver<TestFormValues, unknown, TestFormOutput> =>
  (values) => {
    const draft = testDraft(values);
    const result = testFormSchema(storedDate).safeParse(draft);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<TestFormValues> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof TestFormValues;
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    const { minBirthYear, maxBirthYear } = draft;
    if (errors.minBirthYear === undefined && errors.maxBirthYear === undefined && minBirthYear !== undefined && maxBirthYear !== undefined && minBirthYear > maxBirthYear) {
      errors.minBirthYear = { type: 'custom', message: MSG.testBirthYearOrder };
    }
    return { values: {}, errors };
  };

export const valuesOfTest = (test: TestCardDto): TestFormValues => ({
  scheduledDateTime: test.scheduledDateTime,
  capacity: String(test.capacity),
  minBirthYear: test.minBirthYear,
  maxBirthYear: test.maxBirthYear,
  typeId: test.typeId,
  location: test.location,
});
