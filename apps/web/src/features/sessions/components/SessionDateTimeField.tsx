import { CLUB_TIME_ZONE, SESSION_MSG } from '@club/domain';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { Dayjs } from 'dayjs';
import { memo, useState } from 'react';
import { useValidationText } from '@/i18n/messages';
import { FIRST_PICKABLE_DAY, LAST_PICKABLE_DAY, PICKER_DATE_TIME_FORMAT } from '@/lib/clubTime';

interface SessionDateTimeFieldProps {
  label: string;
  value: Dayjs | null;
  /** `valid`: a complete date within the pickers' bounds (docs/product.md#validation). */
  onChange: (value: Dayjs | null, valid: boolean) => void;
  disabled?: boolean;
}

const isComplete = (value: Dayjs | null): value is Dayjs => value !== null && value.isValid();

/**
 * The required date and time of a session, DD/MM/YYYY HH:mm in the club's time zone.
 * Memoised: the picker is the heaviest part of the sheet and must not re-render on every tick.
 */
export const SessionDateTimeField = memo(function SessionDateTimeField({
  label,
  value,
  onChange,
  disabled = false,
}: SessionDateTimeFieldProps) {
  const validationText = useValidationText();
  const [invalid, setInvalid] = useState(!isComplete(value));
  return (
    <DateTimePicker
      label={label}
      value={value}
      timezone={CLUB_TIME_ZONE}
      format={PICKER_DATE_TIME_FORMAT}
      ampm={false}
      minDateTime={FIRST_PICKABLE_DAY}
      maxDateTime={LAST_PICKABLE_DAY}
      disabled={disabled}
      onChange={(next, context) => {
        const valid = isComplete(next) && context.validationError === null;
        setInvalid(!valid);
        onChange(next, valid);
      }}
      slotProps={{
        textField: {
          name: 'date',
          required: true,
          fullWidth: true,
          error: invalid,
          helperText: invalid ? validationText(SESSION_MSG.date) : undefined,
        },
      }}
    />
  );
});
