import { createPlaceSchema, type CreatePlace } from '@club/domain/club';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/i18n/messages';
import { applyServerFieldErrors } from '@/lib/formErrors';
import { ClubTextField } from './ClubTextField';

export interface PlaceFormValues {
  name: string;
  address: string;
}

const resolver = zodResolver(createPlaceSchema) as unknown as Resolver<PlaceFormValues, unknown, CreatePlace>;
const SERVER_FIELDS = { name: 'name', address: 'address' } as const;

interface PlaceFormProps {
  defaultValues: PlaceFormValues;
  submitLabel: string;
  /** Accessible name of the form. */
  label: string;
  /** Saves; a rejection is shown under the fields, or above the buttons. Resolves true when the form may start again. */
  onSubmit: (place: CreatePlace) => Promise<boolean>;
  /** Beside the submit button (cancel, in a dialog). */
  secondary?: ReactNode;
}

/** A place's name (required, unique in the club) and address. */
export function PlaceForm({ defaultValues, submitLabel, label, onSubmit, secondary }: PlaceFormProps) {
  const { t } = useTranslation('club');
  const errorText = useErrorText();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<PlaceFormValues, unknown, CreatePlace>({ resolver, defaultValues, shouldFocusError: false });

  const submit = form.handleSubmit(async (place) => {
    setFailure(null);
    try {
      if (await onSubmit(place)) form.reset(defaultValues);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, SERVER_FIELDS)) setFailure(error);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={label}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ClubTextField form={form} name="name" label={t('places.fields.name')} required autoComplete="off" />
        <ClubTextField form={form} name="address" label={t('places.fields.address')} autoComplete="off" />
      </Stack>
      {failure !== null && (
        <Alert severity="error" role="alert">
          {errorText(failure)}
        </Alert>
      )}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
        {secondary}
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
