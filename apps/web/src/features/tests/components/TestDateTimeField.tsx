import { CLUB_TIME_ZONE, DATE_TIME_FORMAT } from '@club/domain';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { useValidationText } from '@/i18n/messages';
import { FIRST_TEST_DAY, inClubTime, LAST_TEST_DAY } from './clubTime';
import { INVALID_DATE_TEXT, type TestFormOutput, type TestFormValues } from './testForm';

const asText = (value: Dayjs | null): string => {
  if (value === null) return '';
  return value.isValid() ? value.toISOString() : INVALID_DATE_TEXT;
};

interface TestDateTimeFieldProps {
  form: UseFormReturn<TestFormValues, unknown, TestFormOutput>;
  label: string;
  disabled?: boolean;
}

/** The test's date and time, DD/MM/YYYY HH:mm in the club's time zone, held in the form as UTC ISO. */
export function TestDateTimeField({ form, label, disabled = false }: TestDateTimeFieldProps) {
  const validationText = useValidationText();
  const { field, fieldState } = useController({ control: form.control, name: 'scheduledDateTime' });
  // An unfinished date has no ISO form: the picker gets back the very value it gave.
  const [picked, setPicked] = useState<Dayjs | null>(null);
  const value =
    picked !== null && asText(picked) === field.value
      ? picked
      : field.value === '' || field.value === INVALID_DATE_TEXT
        ? null
        : inClubTime(field.value);
  const errorKey = fieldState.error?.message;
  return (
    <DateTimePicker
      label={label}
      value={value}
      timezone={CLUB_TIME_ZONE}
      format={DATE_TIME_FORMAT}
      ampm={false}
      minDateTime={FIRST_TEST_DAY}
      maxDateTime={LAST_TEST_DAY}
      disabled={disabled}
      onChange={(next) => {
        setPicked(next);
        field.onChange(asText(next));
      }}
      inputRef={field.ref}
      slotProps={{
        textField: {
          name: field.name,
          required: true,
          fullWidth: true,
          onBlur: field.onBlur,
          onFocus: () => {
            if (fieldState.error !== undefined) form.clearErrors('scheduledDateTime');
          },
          error: errorKey !== undefined,
          helperText: errorKey === undefined ? undefined : validationText(errorKey),
        },
      }}
    />
  );
}
