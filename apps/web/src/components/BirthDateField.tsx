import { DATE_FORMAT } from '@club/domain';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useValidationText } from '@/i18n/messages';

/** SPEC §5: birth year above 1940 and up to 2021. */
const FIRST_DAY = dayjs('1941-01-01');
const LAST_DAY = dayjs('2021-12-31');
/** What the form holds while the typed date is unfinished: the domain's date rule refuses it. */
const INVALID_DATE = 'invalid';

const asText = (value: Dayjs | null): string => {
  if (value === null) return '';
  return value.isValid() ? value.format('YYYY-MM-DD') : INVALID_DATE;
};

interface BirthDateFieldProps<T extends FieldValues & { birthDate: string }, TOutput> {
  form: UseFormReturn<T, unknown, TOutput>;
  label: string;
  disabled?: boolean;
}

/**
 * The birth date of a member form (new member, subscription edit), DD/MM/YYYY on screen
 * and YYYY-MM-DD in the form's `birthDate` for the domain's rules.
 */
export function BirthDateField<T extends FieldValues & { birthDate: string }, TOutput>({
  form,
  label,
  disabled = false,
}: BirthDateFieldProps<T, TOutput>) {
  const validationText = useValidationText();
  const name = 'birthDate' as Path<T>;
  const { field, fieldState } = useController({ control: form.control, name });
  const text = field.value as string;
  // An unfinished date has no text form: the picker gets back the very value it gave.
  const [picked, setPicked] = useState<Dayjs | null>(null);
  const value = picked !== null && asText(picked) === text ? picked : /^\d{4}-\d{2}-\d{2}$/.test(text) ? dayjs(text) : null;
  const errorKey = fieldState.error?.message;
  return (
    <DatePicker
      label={label}
      value={value}
      format={DATE_FORMAT}
      minDate={FIRST_DAY}
      maxDate={LAST_DAY}
      openTo="year"
      views={['year', 'month', 'day']}
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
            if (fieldState.error !== undefined) form.clearErrors(name);
          },
          error: errorKey !== undefined,
          helperText: errorKey === undefined ? undefined : validationText(errorKey),
        },
      }}
    />
  );
}
