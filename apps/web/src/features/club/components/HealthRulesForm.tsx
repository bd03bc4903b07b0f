import { formatDateTime } from '@club/domain';
import {
  CERTIFICATE_VALID_YEARS_MAX,
  CLUB_MSG,
  HEALTH_DOCUMENT_RULES,
  REMINDER_OFFSET_DAYS_MAX,
  REMINDER_OFFSETS_MAX,
  updateHealthRulesSchema,
  type HealthRulesDto,
  type UpdateHealthRulesInput,
} from '@club/domain/club';
import { zodResolver } from '@hookform/resolvers/zod';
import CancelIcon from '@mui/icons-material/Cancel';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type KeyboardEvent } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useErrorText } from '@/i18n/messages';
import { useUpdateHealthRules } from '../api/updateHealthRules';
import { useClubValidationText } from './useClubValidationText';
import { FieldGroup, useSettingsSave } from './settingsForm';

/** The form holds every field but the version, which comes from the rules loaded. */
const healthRulesFormSchema = updateHealthRulesSchema.omit({ version: true });
type HealthRulesFormValues = Omit<UpdateHealthRulesInput, 'version'>;
type HealthRulesFormOutput = z.output<typeof healthRulesFormSchema>;

const YEARS = Array.from({ length: CERTIFICATE_VALID_YEARS_MAX }, (_, index) => index + 1);

/** Server field (`reminderOffsetsDays.2`) → the input showing it. */
const SERVER_FIELDS = {
  healthDocument: 'healthDocument',
  certificateValidYears: 'certificateValidYears',
  reminderOffsetsDays: 'reminderOffsetsDays',
  ...Object.fromEntries(
    Array.from({ length: REMINDER_OFFSETS_MAX + 1 }, (_, index) => [`reminderOffsetsDays.${index}`, 'reminderOffsetsDays' as const]),
  ),
} as const satisfies Record<string, keyof HealthRulesFormValues>;

/** A day typed in the reminder box: a whole number of days within the domain's bounds, else null. */
const reminderDayOf = (text: string): number | null => {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const day = Number(text.trim());
  return day >= 1 && day <= REMINDER_OFFSET_DAYS_MAX ? day : null;
};

interface HealthRulesFormProps {
  rules: HealthRulesDto;
  /** The save met a newer version: the section says so and loads it. */
  onStale: () => void;
  onSaved: () => void;
}

/**
 * The health rules (docs/product.md#health-rules): which document the checklist's medical
 * certificate item stands for, how long a certificate lasts, and the days after the subscription
 * link when families still missing items are reminded. Saved whole, over the version loaded.
 */
export function HealthRulesForm({ rules, onStale, onSaved }: HealthRulesFormProps) {
  const { t } = useTranslation('club');
  const errorText = useErrorText();
  const validationText = useClubValidationText();
  const updateHealthRules = useUpdateHealthRules();
  const dayInputId = useId();
  const [dayText, setDayText] = useState('');
  const [dayError, setDayError] = useState(false);
  const form = useForm<HealthRulesFormValues, unknown, HealthRulesFormOutput>({
    resolver: zodResolver(healthRulesFormSchema),
    defaultValues: {
      healthDocument: rules.healthDocument,
      certificateValidYears: rules.certificateValidYears,
      reminderOffsetsDays: rules.reminderOffsetsDays,
    },
    shouldFocusError: false,
  });
  const { failure, save } = useSettingsSave({
    setError: form.setError,
    serverFields: SERVER_FIELDS,
    savedText: t('health.saved'),
    onStale,
    onSaved,
  });
  const ruleField = useController({ control: form.control, name: 'healthDocument' });
  const years = useController({ control: form.control, name: 'certificateValidYears' });
  const offsets = useController({ control: form.control, name: 'reminderOffsetsDays' });
  const days = offsets.field.value;
  const full = days.length >= REMINDER_OFFSETS_MAX;

  const addDay = () => {
    const day = reminderDayOf(dayText);
    if (day === null || full) {
      setDayError(true);
      return;
    }
    setDayError(false);
    setDayText('');
    form.clearErrors('reminderOffsetsDays');
    // Kept sorted and once each, as the server stores them.
    if (!days.includes(day)) offsets.field.onChange([...days, day].sort((a, b) => a - b));
  };

  const removeDay = (day: number) => {
    form.clearErrors('reminderOffsetsDays');
    offsets.field.onChange(days.filter((other) => other !== day));
  };

  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter in the day box adds the day; it does not save the whole form.
    event.preventDefault();
    addDay();
  };

  const submit = form.handleSubmit((values) => save(() => updateHealthRules.mutateAsync({ ...values, version: rules.version })));

  const fieldError = (key: string | undefined) =>
    key === undefined ? null : (
      <FormHelperText error sx={{ mx: 0 }}>
        {validationText(key)}
      </FormHelperText>
    );

  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={3} aria-label={t('health.formLabel')}>
      <FieldGroup title={t('health.document.label')}>
        <RadioGroup
          name={ruleField.field.name}
          value={ruleField.field.value}
          onChange={(event) => ruleField.field.onChange(event.target.value)}
        >
          {HEALTH_DOCUMENT_RULES.map((rule) => (
            <FormControlLabel
              key={rule}
              value={rule}
              control={<Radio inputRef={rule === HEALTH_DOCUMENT_RULES[0] ? ruleField.field.ref : undefined} />}
              sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { mt: -0.75 } }}
              label={
                <Stack spacing={0.25}>
                  <span>{t(`health.document.${rule}`)}</span>
                  <Typography variant="body2" color="text.secondary">
                    {t(`health.document.${rule}_help`)}
                  </Typography>
                </Stack>
              }
            />
          ))}
        </RadioGroup>
        {fieldError(ruleField.fieldState.error?.message)}
      </FieldGroup>
      <FieldGroup title={t('health.years.label')}>
        <RadioGroup
          row
          name={years.field.name}
          value={String(years.field.value)}
          onChange={(event) => years.field.onChange(Number(event.target.value))}
        >
          {YEARS.map((count) => (
            <FormControlLabel key={count} value={String(count)} control={<Radio />} label={t('health.years.option', { count })} />
          ))}
        </RadioGroup>
        <FormHelperText sx={{ mx: 0 }}>{t('health.years.help')}</FormHelperText>
        {fieldError(years.fieldState.error?.message)}
      </FieldGroup>
      <FieldGroup title={t('health.reminders.label')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('health.reminders.help', { max: REMINDER_OFFSETS_MAX })}
        </Typography>
        {days.length === 0 ? (
          <Typography sx={{ mb: 1.5 }}>{t('health.reminders.none')}</Typography>
        ) : (
          <Stack
            component="ul"
            direction="row"
            aria-label={t('health.reminders.listLabel')}
            sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, mb: 1.5, listStyle: 'none' }}
          >
            {days.map((day) => (
              <li key={day}>
                {/* Focused, the chip is removed with Delete or Backspace too. */}
                <Chip
                  label={t('health.reminders.day', { day })}
                  onDelete={() => removeDay(day)}
                  deleteIcon={<CancelIcon titleAccess={t('health.reminders.removeOf', { day })} />}
                />
              </li>
            ))}
          </Stack>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            id={dayInputId}
            label={t('health.reminders.input')}
            value={dayText}
            disabled={full}
            onChange={(event) => {
              setDayText(event.target.value);
              setDayError(false);
            }}
            onKeyDown={addOnEnter}
            error={dayError}
            helperText={
              dayError ? validationText(CLUB_MSG.reminderOffsets) : full ? t('health.reminders.full', { max: REMINDER_OFFSETS_MAX }) : ' '
            }
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 3 } }}
            sx={{ width: { xs: '100%', sm: 240 } }}
          />
          <Button variant="outlined" onClick={addDay} disabled={full} sx={{ mt: 1, flexShrink: 0 }}>
            {t('health.reminders.add')}
          </Button>
        </Stack>
        {fieldError(offsets.fieldState.error?.message)}
      </FieldGroup>
      {failure !== null && (
        <Alert severity="error" role="alert">
          {errorText(failure)}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {rules.updatedAt === null ? '' : t('health.lastSaved', { date: formatDateTime(rules.updatedAt), login: rules.updatedBy ?? '—' })}
        </Typography>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {t('health.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
