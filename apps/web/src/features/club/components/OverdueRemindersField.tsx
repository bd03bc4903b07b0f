import { OVERDUE_REMINDER_DAYS_MAX, OVERDUE_REMINDER_OFFSETS_MAX, PAYMENT_MSG } from '@club/domain';
import CancelIcon from '@mui/icons-material/Cancel';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useClubValidationText } from './useClubValidationText';

/** A day typed in the box: a whole number of days within the domain's bounds, else null. */
const overdueDayOf = (text: string): number | null => {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const day = Number(text.trim());
  return day >= 1 && day <= OVERDUE_REMINDER_DAYS_MAX ? day : null;
};

interface OverdueRemindersFieldProps {
  days: number[];
  onChange: (days: number[]) => void;
}

/**
 * The days after an instalment's due day when a family that has not paid it gets a reminder
 * (docs/product.md#instalments); none: no reminder. Added and removed like the health rules'
 * reminder days.
 */
export function OverdueRemindersField({ days, onChange }: OverdueRemindersFieldProps) {
  const { t } = useTranslation('club');
  const validationText = useClubValidationText();
  const [text, setText] = useState('');
  const [error, setError] = useState(false);
  const full = days.length >= OVERDUE_REMINDER_OFFSETS_MAX;

  const addDay = () => {
    const day = overdueDayOf(text);
    if (day === null || full) {
      setError(true);
      return;
    }
    setError(false);
    setText('');
    // Kept sorted and once each, as the server stores them.
    if (!days.includes(day)) onChange([...days, day].sort((a, b) => a - b));
  };

  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter in the day box adds the day; it does not save the whole form.
    event.preventDefault();
    addDay();
  };

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('fees.overdue.help', { max: OVERDUE_REMINDER_OFFSETS_MAX, days: OVERDUE_REMINDER_DAYS_MAX })}
      </Typography>
      {days.length === 0 ? (
        <Typography sx={{ mb: 1.5 }}>{t('fees.overdue.none')}</Typography>
      ) : (
        <Stack
          component="ul"
          direction="row"
          aria-label={t('fees.overdue.listLabel')}
          sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, mb: 1.5, listStyle: 'none' }}
        >
          {days.map((day) => (
            <li key={day}>
              <Chip
                label={t('fees.overdue.day', { count: day })}
                onDelete={() => onChange(days.filter((other) => other !== day))}
                deleteIcon={<CancelIcon titleAccess={t('fees.overdue.removeOf', { count: day })} />}
              />
            </li>
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('fees.overdue.input')}
          value={text}
          disabled={full}
          onChange={(event) => {
            setText(event.target.value);
            setError(false);
          }}
          onKeyDown={addOnEnter}
          error={error}
          helperText={
            error ? validationText(PAYMENT_MSG.overdueOffsets) : full ? t('fees.overdue.full', { max: OVERDUE_REMINDER_OFFSETS_MAX }) : ' '
          }
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 3 } }}
          sx={{ width: { xs: '100%', sm: 240 } }}
        />
        <Button variant="outlined" onClick={addDay} disabled={full} sx={{ mt: 1, flexShrink: 0 }}>
          {t('fees.overdue.add')}
        </Button>
      </Stack>
    </>
  );
}
