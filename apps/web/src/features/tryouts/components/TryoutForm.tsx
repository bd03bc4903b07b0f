import { birthYearChoices, type TryoutTypeDto } from '@club/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/FormTextField';
import { applyServerFieldErrors } from '@/lib/formErrors';
import { NumberSelectField } from './NumberSelectField';
import { TryoutDateTimeField } from './TryoutDateTimeField';
import { TryoutLocationField } from './TryoutLocationField';
import { TRYOUT_FORM_FIELDS, tryoutFormResolver, type TryoutFormOutput, type TryoutFormValues } from './tryoutFormValues';

/** What the page says about a refused save: the text and, for a stale version, a reload. */
export interface FormFailure {
  message: string;
  stale: boolean;
}

interface TryoutFormProps {
  defaultValues: TryoutFormValues;
  /** The stored date of an edited test (it may stay in the past); null for a new test. */
  storedDate: string | null;
  types: readonly TryoutTypeDto[];
  submitLabel: string;
  /** Sends the form; a rejection goes under the fields when the server names them, else to `describeFailure`. */
  onSubmit: (values: TryoutFormOutput) => Promise<void>;
  describeFailure: (error: unknown) => FormFailure;
  onCancel: () => void;
  onReload?: () => void;
  disabled?: boolean;
  /** Between the fields and the buttons: the possible groups. */
  children?: ReactNode;
}

const SERVER_FIELDS = {
  scheduledDateTime: 'scheduledDateTime',
  capacity: 'capacity',
  minBirthYear: 'minBirthYear',
  maxBirthYear: 'maxBirthYear',
  typeId: 'typeId',
  selectedTypeId: 'typeId',
  location: 'location',
} as const;

/**
 * What takes the cursor for a field: the input itself, or for a select or a date picker (whose
 * named input is a hidden one) the element people type or choose in.
 */
const focusTargetOf = (root: HTMLElement, name: string): HTMLElement | null => {
  const input = root.querySelector<HTMLElement>(`[name="${name}"]`);
  if (input === null || input.getAttribute('aria-hidden') !== 'true') return input;
  return (
    input
      .closest('.MuiFormControl-root, .MuiPickersTextField-root')
      ?.querySelector<HTMLElement>('[role="combobox"], [role="spinbutton"]') ?? null
  );
};

/** docs/product.md#screen-tests: date-time, capacity, min and max birth year, type, location (rules: docs/product.md#validation). */
export function TryoutForm({
  defaultValues,
  storedDate,
  types,
  submitLabel,
  onSubmit,
  describeFailure,
  onCancel,
  onReload,
  disabled = false,
  children,
}: TryoutFormProps) {
  const { t } = useTranslation(['tryouts', 'common']);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const resolver = useMemo(() => tryoutFormResolver(storedDate), [storedDate]);
  const form = useForm<TryoutFormValues, unknown, TryoutFormOutput>({ resolver, defaultValues, shouldFocusError: false });
  const years = useMemo(() => birthYearChoices(new Date()).map((year) => ({ value: year, label: String(year) })), []);
  const typeOptions = useMemo(() => types.map((type) => ({ value: type.id, label: type.label })), [types]);

  /** The cursor goes to the first field to correct, which may be far above the buttons. */
  const showFirstError = (errors: FieldErrors<TryoutFormValues>, event?: BaseSyntheticEvent) => {
    const first = TRYOUT_FORM_FIELDS.find((name) => errors[name] !== undefined);
    const error = first === undefined ? undefined : errors[first];
    // A submit event's target is the form itself.
    const root = event?.target;
    if (first === undefined || error === undefined || !(root instanceof HTMLElement)) return;
    const target = focusTargetOf(root, first);
    if (target === null) return;
    const { type, message } = error;
    target.focus();
    target.scrollIntoView?.({ block: 'center' });
    // A field's error clears when it gets focus (docs/product.md#validation): that is for the user's own focus, not this one.
    form.setError(first, { type, message });
  };

  const submit = form.handleSubmit(async (values, event) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const placed = applyServerFieldErrors(error, form.setError, SERVER_FIELDS);
      const described = describeFailure(error);
      if (!placed || described.stale) setFailure(described);
      if (placed) {
        const placedErrors: FieldErrors<TryoutFormValues> = {};
        for (const name of TRYOUT_FORM_FIELDS) placedErrors[name] = form.getFieldState(name).error;
        showFirstError(placedErrors, event);
      }
    }
  }, showFirstError);

  return (
    // The form sits in a narrow column beside the students on a desktop: its own width decides the layout.
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={submitLabel} sx={{ containerType: 'inline-size' }}>
      <TryoutDateTimeField form={form} label={t('tryouts:fields.dateTime')} disabled={disabled} />
      <FormTextField
        form={form}
        name="capacity"
        label={t('tryouts:fields.capacity')}
        type="number"
        required
        disabled={disabled}
        slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
      />
      <Box
        sx={{ display: 'grid', gridTemplateColumns: '1fr', gap: 2.5, '@container (min-width: 480px)': { gridTemplateColumns: '1fr 1fr' } }}
      >
        <NumberSelectField form={form} name="minBirthYear" label={t('tryouts:fields.minBirthYear')} options={years} disabled={disabled} />
        <NumberSelectField form={form} name="maxBirthYear" label={t('tryouts:fields.maxBirthYear')} options={years} disabled={disabled} />
      </Box>
      <NumberSelectField form={form} name="typeId" label={t('tryouts:fields.type')} options={typeOptions} disabled={disabled} />
      <TryoutLocationField form={form} disabled={disabled} />
      {children}
      {/* The possible groups run long (one box per group): the buttons stay at the bottom of the screen. */}
      <Box
        role="group"
        aria-label={t('tryouts:form.actions')}
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          mx: { xs: -2, sm: -3 },
          px: { xs: 2, sm: 3 },
          pt: 1.5,
          pb: 'calc(12px + env(safe-area-inset-bottom))',
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {failure !== null && (
          <Alert
            severity="error"
            role="alert"
            sx={{ mb: 1.5 }}
            action={
              failure.stale && onReload !== undefined ? (
                <Button color="inherit" size="small" onClick={onReload}>
                  {t('tryouts:form.reload')}
                </Button>
              ) : undefined
            }
          >
            {failure.message}
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting} disabled={disabled}>
            {submitLabel}
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
