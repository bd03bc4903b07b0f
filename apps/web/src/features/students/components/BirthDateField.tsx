import { DATE_FORMAT, type StudentCreateInput } from '@club/domain';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { useValidationText } from '@/i18n/messages';

/** SPEC §5: birth year above 1940 and up to 2021. */
const FIRST_DAY = dayjs('1941-01-01');
const LAST_DAY = dayjs('2021-12-31');
const INVALID_DATE = 'invalid';

const asText = (value: Dayjs | null): string => {
  if (value === null) return '';
  return value.isValid() ? value.format('YYYY-MM-DD') : INVALID_DATE;
};

/** The birth date, DD/MM/YYYY, held in the form as YYYY-MM-DD for the domain's rules. */
export function BirthDateField({ form, label, disabled = false }: { form: UseFormReturn<StudentCreateInput>; label: string; disabled?: boolean }) {
  const validationText = useValidationText();
  const { field, fieldState } = useController({ control: form.control, name: 'birthDate' });
  // An unfinished date has no text form: the picker gets back the very value it gave.
  const [picked, setPicked] = useState<Dayjs | null>(null);
  const value =
    picked !== null && asText(picked) === field.value ? picked : /^\d{4}-\d{2}-\d{2}$/.test(field.value) ? dayjs(field.value) : null;
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
            if (fieldState.error !== undefined) form.clearErrors('birthDate');
          },
          error: errorKey !== undefined,
          helperText: errorKey === undefined ? undefined : validationText(errorKey),
        },
      }}
    />
  );
}
