import { CLUB_TIME_ZONE } from '@club/domain';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '@/i18n/messages';
import { FIRST_PICKABLE_DAY, LAST_PICKABLE_DAY, PICKER_DATE_FORMAT } from '@/lib/clubTime';
import type { DayField } from './dateRange';

interface DateRangeFieldsProps {
  start: DayField;
  end: DayField;
  startError: string | null;
  endError: string | null;
  onStartChange: (field: DayField) => void;
  onEndChange: (field: DayField) => void;
}

interface DayPickerProps {
  label: string;
  field: DayField;
  error: string | null;
  onChange: (field: DayField) => void;
}

function DayPicker({ label, field, error, onChange }: DayPickerProps) {
  const validationText = useValidationText();
  return (
    <DatePicker
      label={label}
      value={field.value}
      timezone={CLUB_TIME_ZONE}
      format={PICKER_DATE_FORMAT}
      minDate={FIRST_PICKABLE_DAY}
      maxDate={LAST_PICKABLE_DAY}
      onChange={(value, context) => onChange({ value, pickerError: context.validationError })}
      slotProps={{
        textField: {
          required: true,
          fullWidth: true,
          error: error !== null,
          helperText: error === null ? undefined : validationText(error),
        },
      }}
    />
  );
}

/**
 * Start and end days (DD/MM/YYYY) of a period, side by side from a tablet up. On a phone two
 * pickers side by side leave each too narrow for its year: they stack, each the full width.
 */
export function DateRangeFields({ start, end, startError, endError, onStartChange, onEndChange }: DateRangeFieldsProps) {
  const { t } = useTranslation('sessions');
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Stack direction={onPhone ? 'column' : 'row'} spacing={onPhone ? 2 : 1.5} sx={{ maxWidth: 480 }}>
      <DayPicker label={t('range.start')} field={start} error={startError} onChange={onStartChange} />
      <DayPicker label={t('range.end')} field={end} error={endError} onChange={onEndChange} />
    </Stack>
  );
}
