import {
  DISCOUNT_RANK_MAX,
  DISCOUNT_RANK_RULES,
  DISCOUNT_TIERS_MAX,
  formatDateTime,
  OVERDUE_REMINDER_OFFSETS_MAX,
  PAYMENT_TICK_RULES,
  type FeeSettingsDto,
} from '@club/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useErrorText } from '@/i18n/messages';
import { formatEuros } from '@/lib/money';
import { useUpdateFeeSettings } from '../api/updateFeeSettings';
import { EXAMPLE_FEES_CENTS, exampleDuesCents, feeFormSchema, feeFormValuesOf, type FeeFormValues } from './feeSettingsForm';
import { OverdueRemindersField } from './OverdueRemindersField';
import { useClubValidationText } from './useClubValidationText';
import { FieldGroup, useSettingsSave } from './settingsForm';

type FeeFormOutput = z.output<typeof feeFormSchema>;

const RANKS = Array.from({ length: DISCOUNT_RANK_MAX - 1 }, (_, index) => index + 2);

/** Server field (`familyDiscounts.1.percent`) → the input showing it. */
const SERVER_FIELDS = {
  licenceFeeCents: 'licenceFee',
  familyDiscounts: 'familyDiscounts',
  discountRankRule: 'discountRankRule',
  paymentTickRule: 'paymentTickRule',
  overdueReminderOffsetsDays: 'overdueReminderOffsetsDays',
  ...Object.fromEntries(
    Array.from({ length: OVERDUE_REMINDER_OFFSETS_MAX + 1 }, (_, index) => [
      `overdueReminderOffsetsDays.${index}`,
      'overdueReminderOffsetsDays' as const,
    ]),
  ),
  ...Object.fromEntries(
    Array.from({ length: DISCOUNT_TIERS_MAX }, (_, index) => [
      [`familyDiscounts.${index}`, `familyDiscounts.${index}.percent` as const],
      [`familyDiscounts.${index}.fromRank`, `familyDiscounts.${index}.fromRank` as const],
      [`familyDiscounts.${index}.percent`, `familyDiscounts.${index}.percent` as const],
    ]).flat(),
  ),
} as const satisfies Record<string, string>;

interface FeeSettingsFormProps {
  settings: FeeSettingsDto;
  /** The save met a newer version: the section says so and loads it. */
  onStale: () => void;
  onSaved: () => void;
}

/**
 * The fee settings (docs/product.md#fees-and-payments): the federation licence's fee added to
 * the groups that ask for it, the family discount tiers and which child counts as the first;
 * when the checklist's payment item ticks itself and when unpaid instalments are reminded
 * (docs/product.md#instalments). Saved whole, over the version loaded; the example shows what a family would pay.
 */
export function FeeSettingsForm({ settings, onStale, onSaved }: FeeSettingsFormProps) {
  const { t, i18n } = useTranslation('club');
  const language = i18n.language;
  const errorText = useErrorText();
  const validationText = useClubValidationText();
  const updateFeeSettings = useUpdateFeeSettings();
  const form = useForm<FeeFormValues, unknown, FeeFormOutput>({
    resolver: zodResolver(feeFormSchema),
    defaultValues: feeFormValuesOf(settings, language),
    shouldFocusError: false,
  });
  const { failure, save } = useSettingsSave({
    setError: form.setError,
    serverFields: SERVER_FIELDS,
    savedText: t('fees.saved'),
    onStale,
    onSaved,
  });
  const licence = useController({ control: form.control, name: 'licenceFee' });
  const rule = useController({ control: form.control, name: 'discountRankRule' });
  const tickRule = useController({ control: form.control, name: 'paymentTickRule' });
  const overdue = useController({ control: form.control, name: 'overdueReminderOffsetsDays' });
  const tiers = useFieldArray({ control: form.control, name: 'familyDiscounts' });
  const errors = form.formState.errors;
  const full = tiers.fields.length >= DISCOUNT_TIERS_MAX;

  // The example follows what is typed, as soon as it is valid.
  const typed = feeFormSchema.safeParse(useWatch({ control: form.control }));
  const dues = typed.success ? exampleDuesCents(typed.data) : null;
  const euros = (cents: number) => formatEuros(cents, language);

  const addTier = () => {
    const ranks = form.getValues('familyDiscounts').map((tier) => tier.fromRank);
    const next = Math.min(Math.max(1, ...ranks) + 1, DISCOUNT_RANK_MAX);
    form.clearErrors('familyDiscounts');
    tiers.append({ fromRank: next, percent: '' });
  };

  const submit = form.handleSubmit((values) => save(() => updateFeeSettings.mutateAsync({ ...values, version: settings.version })));

  const fieldError = (key: string | undefined) =>
    key === undefined ? null : (
      <FormHelperText error sx={{ mx: 0 }}>
        {validationText(key)}
      </FormHelperText>
    );
  const listError = errors.familyDiscounts?.root?.message ?? errors.familyDiscounts?.message;

  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={3} aria-label={t('fees.formLabel')}>
      <FieldGroup title={t('fees.licence.label')}>
        <TextField
          name={licence.field.name}
          inputRef={licence.field.ref}
          value={licence.field.value}
          onChange={licence.field.onChange}
          onBlur={licence.field.onBlur}
          label={t('fees.licence.input')}
          error={licence.fieldState.error !== undefined}
          helperText={
            licence.fieldState.error === undefined ? t('fees.licence.help') : validationText(licence.fieldState.error.message ?? '')
          }
          slotProps={{
            htmlInput: { inputMode: 'decimal', maxLength: 12 },
            input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
          }}
          sx={{ width: { xs: '100%', sm: 240 } }}
        />
      </FieldGroup>
      <FieldGroup title={t('fees.tiers.label')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('fees.tiers.help', { max: DISCOUNT_TIERS_MAX })}
        </Typography>
        {tiers.fields.length === 0 ? (
          <Typography sx={{ mb: 1.5 }}>{t('fees.tiers.none')}</Typography>
        ) : (
          <Stack component="ul" aria-label={t('fees.tiers.listLabel')} spacing={1.5} sx={{ p: 0, m: 0, mb: 1.5, listStyle: 'none' }}>
            {tiers.fields.map((tier, index) => {
              const rowErrors = errors.familyDiscounts?.[index];
              // MUI gives the input element through inputRef; the ref of the field would reach its frame.
              const { ref: rankRef, ...rankField } = form.register(`familyDiscounts.${index}.fromRank`, { valueAsNumber: true });
              const { ref: percentRef, ...percentField } = form.register(`familyDiscounts.${index}.percent`);
              return (
                <li key={tier.id}>
                  <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
                    <Typography component="span">{t('fees.tiers.from')}</Typography>
                    <TextField
                      select
                      size="small"
                      {...rankField}
                      inputRef={rankRef}
                      defaultValue={tier.fromRank}
                      error={rowErrors?.fromRank !== undefined}
                      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': t('fees.tiers.rankOf', { number: index + 1 }) } }}
                      sx={{ width: 88 }}
                    >
                      {RANKS.map((rank) => (
                        <option key={rank} value={rank}>
                          {t('fees.tiers.rank', { count: rank, ordinal: true })}
                        </option>
                      ))}
                    </TextField>
                    <Typography component="span">{t('fees.tiers.child')}</Typography>
                    <TextField
                      size="small"
                      {...percentField}
                      inputRef={percentRef}
                      defaultValue={tier.percent}
                      error={rowErrors?.percent !== undefined}
                      slotProps={{
                        htmlInput: { 'aria-label': t('fees.tiers.percentOf', { number: index + 1 }), inputMode: 'numeric', maxLength: 3 },
                        input: {
                          startAdornment: <InputAdornment position="start">−</InputAdornment>,
                          endAdornment: <InputAdornment position="end">%</InputAdornment>,
                        },
                      }}
                      sx={{ width: 112 }}
                    />
                    <IconButton
                      aria-label={t('fees.tiers.remove', { number: index + 1 })}
                      onClick={() => {
                        form.clearErrors('familyDiscounts');
                        tiers.remove(index);
                      }}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Stack>
                  {fieldError(rowErrors?.percent?.message ?? rowErrors?.fromRank?.message ?? rowErrors?.message)}
                </li>
              );
            })}
          </Stack>
        )}
        <Button variant="outlined" startIcon={<AddIcon />} onClick={addTier} disabled={full}>
          {t('fees.tiers.add')}
        </Button>
        {full && <FormHelperText sx={{ mx: 0 }}>{t('fees.tiers.full', { max: DISCOUNT_TIERS_MAX })}</FormHelperText>}
        {fieldError(listError)}
      </FieldGroup>
      <FieldGroup title={t('fees.rule.label')}>
        <RadioGroup name={rule.field.name} value={rule.field.value} onChange={(event) => rule.field.onChange(event.target.value)}>
          {DISCOUNT_RANK_RULES.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio inputRef={value === DISCOUNT_RANK_RULES[0] ? rule.field.ref : undefined} />}
              label={t(`fees.rule.${value}`)}
            />
          ))}
        </RadioGroup>
        {fieldError(rule.fieldState.error?.message)}
      </FieldGroup>
      <FieldGroup title={t('fees.tick.label')}>
        <RadioGroup
          name={tickRule.field.name}
          value={tickRule.field.value}
          onChange={(event) => tickRule.field.onChange(event.target.value)}
        >
          {PAYMENT_TICK_RULES.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio inputRef={value === PAYMENT_TICK_RULES[0] ? tickRule.field.ref : undefined} />}
              label={t(`fees.tick.${value}`)}
            />
          ))}
        </RadioGroup>
        {fieldError(tickRule.fieldState.error?.message)}
      </FieldGroup>
      <FieldGroup title={t('fees.overdue.label')}>
        <OverdueRemindersField
          days={overdue.field.value}
          onChange={(days) => {
            form.clearErrors('overdueReminderOffsetsDays');
            overdue.field.onChange(days);
          }}
        />
        {fieldError(overdue.fieldState.error?.message)}
      </FieldGroup>
      {dues !== null && (
        <Typography variant="body2" color="text.secondary" data-testid="fees-example">
          {t('fees.example', {
            first: euros(EXAMPLE_FEES_CENTS[0] ?? 0),
            second: euros(EXAMPLE_FEES_CENTS[1] ?? 0),
            third: euros(EXAMPLE_FEES_CENTS[2] ?? 0),
            dues: new Intl.ListFormat(language, { type: 'conjunction' }).format(dues.map(euros)),
            total: euros(dues.reduce((sum, due) => sum + due, 0)),
          })}
        </Typography>
      )}
      {failure !== null && (
        <Alert severity="error" role="alert">
          {errorText(failure)}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {settings.updatedAt === null
            ? ''
            : t('fees.lastSaved', { date: formatDateTime(settings.updatedAt), login: settings.updatedBy ?? '—' })}
        </Typography>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {t('fees.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
