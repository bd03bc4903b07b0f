import { DATE_FORMAT, isIsoDate } from '@club/domain';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { FIRST_PICKABLE_DAY, LAST_PICKABLE_DAY } from '@/lib/clubTime';

interface DayFieldProps {
  label: string;
  /** The day first shown, YYYY-MM-DD. */
  initialDay: string;
  /** The day picked, YYYY-MM-DD; null while what is typed is not a date. */
  onChange: (day: string | null) => void;
  error?: string | null;
}

/** A day (DD/MM/YYYY on screen) handed over as the contracts write it. */
export function DayField({ label, initialDay, onChange, error = null }: DayFieldProps) {
  const [value, setValue] = useState<Dayjs | null>(() => dayjs(initialDay));
  return (
    <DatePicker
      label={label}
      value={value}
      format={DATE_FORMAT}
      minDate={FIRST_PICKABLE_DAY}
      maxDate={LAST_PICKABLE_DAY}
      onChange={(next, context) => {
        setValue(next);
        const text = next?.isValid() === true && context.validationError === null ? next.format('YYYY-MM-DD') : null;
        onChange(text !== null && isIsoDate(text) ? text : null);
      }}
      slotProps={{ textField: { fullWidth: true, required: true, error: error !== null, helperText: error ?? undefined } }}
    />
  );
}
