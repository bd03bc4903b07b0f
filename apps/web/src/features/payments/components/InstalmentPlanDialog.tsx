import {
  DATE_FORMAT,
  formatDate,
  INSTALMENT_COUNTS,
  instalmentSchedule,
  isIsoDate,
  paymentDayOf,
  setInstalmentPlanSchema,
  type InstalmentCount,
  type InstalmentPlanDto,
  type SubscriptionLedgerDto,
} from '@club/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useId, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { usePickerField } from '@/components/usePickerField';
import { useErrorText } from '@/i18n/messages';
import { applyServerFieldErrors } from '@/lib/formErrors';
import { useSetInstalmentPlan } from '../api/instalmentPlan';
import { AmountRow } from './AmountRow';
import { DAY_TEXT } from './dayText';
import { usePaymentText } from './usePaymentText';

interface PlanFormValues {
  count: InstalmentCount;
  firstDueOn: string;
}

const FIELD_OF: Readonly<Record<string, keyof PlanFormValues>> = { count: 'count', firstDueOn: 'firstDueOn' };

export interface InstalmentPlanDialogProps {
  subscriptionId: number;
  /** What the subscription owes now: the parts shown are those the server will compute from it. */
  dueCents: number;
  /** The plan to change; null to set one up. */
  plan: InstalmentPlanDto | null;
  onSaved: (ledger: SubscriptionLedgerDto) => void;
  onClose: () => void;
}

/**
 * Sets up or changes a subscription's instalment plan (docs/product.md#instalments): 1, 3 or 10
 * parts a month apart from the first due day. Only the count and the day are sent; the preview
 * splits the charge as the server does, the cents left over on the first part.
 */
export function InstalmentPlanDialog({ subscriptionId, dueCents, plan, onSaved, onClose }: InstalmentPlanDialogProps) {
  const { t, money, message } = usePaymentText();
  const errorText = useErrorText();
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const countLabelId = useId();
  const form = useForm<PlanFormValues>({
    defaultValues: {
      count: plan !== null && (INSTALMENT_COUNTS as readonly number[]).includes(plan.count) ? (plan.count as InstalmentCount) : 3,
      firstDueOn: plan?.firstDueOn ?? paymentDayOf(new Date()),
    },
  });
  const date = usePickerField(form, 'firstDueOn', DAY_TEXT);
  const count = useWatch({ control: form.control, name: 'count' });
  const firstDueOn = useWatch({ control: form.control, name: 'firstDueOn' });
  const save = useSetInstalmentPlan();
  const [failure, setFailure] = useState<unknown>(null);
  const preview = isIsoDate(firstDueOn) ? instalmentSchedule(dueCents, count, firstDueOn) : [];
  const dateError = form.formState.errors.firstDueOn?.message;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    form.clearErrors();
    const parsed = setInstalmentPlanSchema.safeParse(form.getValues());
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[issue.path.join('.')];
        if (field !== undefined) form.setError(field, { type: 'validate', message: issue.message });
      }
      return;
    }
    try {
      onSaved(await save.mutateAsync({ subscriptionId, body: parsed.data }));
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, FIELD_OF)) setFailure(error);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" fullScreen={onPhone} aria-labelledby={titleId}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t(plan === null ? 'instalments.setUpTitle' : 'instalments.changeTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('instalments.intro', { amount: money(dueCents) })}</DialogContentText>
          <Stack spacing={2}>
            <div>
              <FormLabel id={countLabelId}>{t('instalments.count')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={countLabelId}
                value={String(count)}
                onChange={(event) => form.setValue('count', Number(event.target.value) as InstalmentCount)}
              >
                {INSTALMENT_COUNTS.map((option) => (
                  <FormControlLabel
                    key={option}
                    value={String(option)}
                    control={<Radio />}
                    label={t('instalments.countOption', { count: option })}
                  />
                ))}
              </RadioGroup>
            </div>
            <DatePicker
              label={t('instalments.firstDueOn')}
              value={date.value}
              format={DATE_FORMAT}
              onChange={date.onChange}
              inputRef={date.inputRef}
              slotProps={{ textField: { ...date.textField, helperText: dateError === undefined ? undefined : message(dateError) } }}
            />
            {preview.length > 0 && (
              <Box component="section" aria-label={t('instalments.preview')}>
                <Typography variant="subtitle2" component="h3">
                  {t('instalments.preview')}
                </Typography>
                <Box component="dl" sx={{ m: 0 }}>
                  {preview.map((part) => (
                    <AmountRow
                      key={part.number}
                      label={t('instalments.partOn', { number: part.number, date: formatDate(part.dueOn) })}
                      amount={money(part.amountCents)}
                    />
                  ))}
                </Box>
              </Box>
            )}
            {failure !== null && (
              <Alert severity="error" role="alert">
                {errorText(failure)}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('instalments.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
