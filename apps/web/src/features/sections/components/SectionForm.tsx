import { createSectionSchema, type UserDto } from '@club/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/FormTextField';
import { useErrorText } from '@/i18n/messages';
import { isApiError } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/formErrors';
import { personName } from '@/lib/personName';

export interface SectionFormValues {
  name: string;
  /** The section manager; null for none. */
  coachId: number | null;
}

/** The manager select's value for "no manager". */
const NO_MANAGER = 'none';

interface SectionFormProps {
  defaultValues: SectionFormValues;
  coaches: readonly UserDto[];
  submitLabel: string;
  /** Sends the form; a rejection is shown under the fields or above the buttons. */
  onSubmit: (values: SectionFormValues) => Promise<void>;
  onCancel: () => void;
  /** "Aucune" keeps its name (docs/product.md#protected-records). */
  lockName?: boolean;
  /** Once saved, while the screen waits to go back. */
  done?: boolean;
  /** Offered when someone else saved the section meanwhile (409). */
  onReload?: () => void;
  /** Shown between the fields and the buttons (the section's groups on the edit screen). */
  children?: ReactNode;
}

/** docs/product.md#screen-sections: name and manager; the name follows docs/product.md#validation. */
export function SectionForm({
  defaultValues,
  coaches,
  submitLabel,
  onSubmit,
  onCancel,
  lockName = false,
  done = false,
  onReload,
  children,
}: SectionFormProps) {
  const { t } = useTranslation(['sections', 'common']);
  const errorText = useErrorText();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({ resolver: zodResolver(createSectionSchema), defaultValues, shouldFocusError: false });
  const manager = useController({ control: form.control, name: 'coachId' });

  const submit = form.handleSubmit(async ({ name, coachId }) => {
    setFailure(null);
    try {
      await onSubmit({ name, coachId: coachId ?? null });
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, { name: 'name', coachId: 'coachId' })) setFailure(error);
    }
  });

  // A 409 without a field is a stale version: someone saved the section meanwhile.
  const stale = isApiError(failure) && failure.code === 'CONFLICT' && Object.keys(failure.fields).length === 0;

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={submitLabel}>
      <FormTextField
        form={form}
        name="name"
        label={t('sections:fields.name')}
        required
        autoComplete="off"
        disabled={lockName || done}
        helperText={lockName ? t('sections:form.protectedName') : undefined}
      />
      <TextField
        select
        label={t('sections:fields.manager')}
        name={manager.field.name}
        inputRef={manager.field.ref}
        value={manager.field.value === null || manager.field.value === undefined ? NO_MANAGER : String(manager.field.value)}
        onChange={(event) => manager.field.onChange(event.target.value === NO_MANAGER ? null : Number(event.target.value))}
        onBlur={manager.field.onBlur}
        disabled={done}
      >
        <MenuItem value={NO_MANAGER}>{t('sections:form.noManager')}</MenuItem>
        {coaches.map((coach) => (
          <MenuItem key={coach.id} value={String(coach.id)}>
            {personName(coach)}
          </MenuItem>
        ))}
      </TextField>
      {children}
      {failure !== null && (
        <Alert
          severity="error"
          role="alert"
          action={
            stale && onReload !== undefined ? (
              <Button color="inherit" size="small" onClick={onReload}>
                {t('sections:form.reload')}
              </Button>
            ) : undefined
          }
        >
          {stale ? t('sections:form.stale') : errorText(failure)}
        </Alert>
      )}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting} disabled={done}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
