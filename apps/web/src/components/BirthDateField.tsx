import { DATE_FORMAT } from '@club/domain';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { usePickerField, type PickerTextCodec } from './usePickerField';

/** Birth year from 1941 to 2021 (docs/product.md#validation). */
const FIRST_DAY = dayjs('1941-01-01');
const LAST_DAY = dayjs('2021-12-31');
/** What the form holds while the typed date is unfinished: the domain's date rule refuses it. */
const INVALID_DATE = 'invalid';

/** YYYY-MM-DD in the form, for the domain's rules. */
const BIRTH_DATE_TEXT: PickerTextCodec = {
  toText: (value) => (value === null ? '' : value.isValid() ? value.format('YYYY-MM-DD') : INVALID_DATE),
  fromText: (text) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? dayjs(text) : null),
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
  const { value, onChange, inputRef, textField } = usePickerField(form, 'birthDate' as Path<T>, BIRTH_DATE_TEXT);
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
      onChange={onChange}
      inputRef={inputRef}
      slotProps={{ textField }}
    />
  );
}
