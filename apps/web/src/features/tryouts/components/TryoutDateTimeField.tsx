import { CLUB_TIME_ZONE, DATE_TIME_FORMAT } from '@club/domain';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { UseFormReturn } from 'react-hook-form';
import { usePickerField, type PickerTextCodec } from '@/components/usePickerField';
import { FIRST_PICKABLE_DAY, inClubTime, LAST_PICKABLE_DAY } from '@/lib/clubTime';
import { INVALID_DATE_TEXT, type TryoutFormOutput, type TryoutFormValues } from './tryoutFormValues';

/** UTC ISO in the form; shown in the club's time zone. */
const TRYOUT_DATE_TEXT: PickerTextCodec = {
  toText: (value) => (value === null ? '' : value.isValid() ? value.toISOString() : INVALID_DATE_TEXT),
  fromText: (text) => (text === '' || text === INVALID_DATE_TEXT ? null : inClubTime(text)),
};

interface TryoutDateTimeFieldProps {
  form: UseFormReturn<TryoutFormValues, unknown, TryoutFormOutput>;
  label: string;
  disabled?: boolean;
}

/** The test's date and time, DD/MM/YYYY HH:mm in the club's time zone, held in the form as UTC ISO. */
export function TryoutDateTimeField({ form, label, disabled = false }: TryoutDateTimeFieldProps) {
  const { value, onChange, inputRef, textField } = usePickerField(form, 'scheduledDateTime', TRYOUT_DATE_TEXT);
  return (
    <DateTimePicker
      label={label}
      value={value}
      timezone={CLUB_TIME_ZONE}
      format={DATE_TIME_FORMAT}
      ampm={false}
      minDateTime={FIRST_PICKABLE_DAY}
      maxDateTime={LAST_PICKABLE_DAY}
      disabled={disabled}
      onChange={onChange}
      inputRef={inputRef}
      slotProps={{ textField }}
    />
  );
}
