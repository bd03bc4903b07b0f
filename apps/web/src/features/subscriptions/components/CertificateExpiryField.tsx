import { DATE_FORMAT } from '@club/domain';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clubNow } from '@/lib/clubTime';

/** What the checklist holds while the typed date is unfinished: never sent, the save points at it instead. */
export const INVALID_EXPIRY = 'invalid';

/** YYYY-MM-DD, empty for no date, `INVALID_EXPIRY` for an unfinished one. */
const toText = (value: Dayjs | null): string => (value === null ? '' : value.isValid() ? value.format('YYYY-MM-DD') : INVALID_EXPIRY);
const fromText = (text: string): Dayjs | null => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? dayjs(text) : null);

interface CertificateExpiryFieldProps {
  /** The date as text (see `toText`). */
  value: string;
  onChange: (text: string) => void;
  /** The message shown under the field (an unfinished date, the server's refusal). */
  error?: string;
  disabled?: boolean;
}

/**
 * The last valid day of a paper medical certificate ticked at the counter, DD/MM/YYYY like the
 * staff app's other dates, kept on the member so the coach's sheet and the reminders know when it
 * ends (docs/product.md#health-rules). A day already past is pointed out.
 */
export function CertificateExpiryField({ value, onChange, error, disabled = false }: CertificateExpiryFieldProps) {
  const { t } = useTranslation('subscriptions');
  // An unfinished date has no text form: the picker gets back the very value it gave.
  const [picked, setPicked] = useState<Dayjs | null>(null);
  const shown = picked !== null && toText(picked) === value ? picked : fromText(value);
  // A day (YYYY-MM-DD), compared with today in the club's calendar: valid through its last day.
  const expired = fromText(value) !== null && value < clubNow().format('YYYY-MM-DD');
  return (
    <Stack spacing={0.5} sx={{ pl: 4, pb: 1, maxWidth: 360 }}>
      <DatePicker
        label={t('checklist.certificateExpiresOn')}
        value={shown}
        format={DATE_FORMAT}
        disabled={disabled}
        onChange={(next) => {
          setPicked(next);
          onChange(toText(next));
        }}
        slotProps={{
          textField: {
            name: 'certificateExpiresOn',
            size: 'small',
            fullWidth: true,
            error: error !== undefined,
            helperText: error,
          },
        }}
      />
      {expired && (
        <Alert severity="warning" sx={{ py: 0 }}>
          {t('checklist.certificateExpired')}
        </Alert>
      )}
    </Stack>
  );
}
