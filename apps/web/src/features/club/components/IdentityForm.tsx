import { formatDateTime } from '@club/domain';
import { type ClubAdmin } from '@club/domain/club';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { isApiError } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/formErrors';
import { useUpdateClub } from '../api/updateClub';
import { ClubTextField } from './ClubTextField';
import {
  changesOf,
  formValuesOf,
  identityFormSchema,
  SERVER_FIELDS,
  type IdentityForm as IdentityFormOutput,
  type IdentityFormValues,
} from './identityForm';

/** The domain's optional fields read `unknown` (blank becomes null); the inputs hold text, a narrower input. */
const resolver = zodResolver(identityFormSchema) as unknown as Resolver<IdentityFormValues, unknown, IdentityFormOutput>;

/** A 409 without a field: someone saved the settings since they were loaded. */
export const isStaleSave = (error: unknown): boolean =>
  isApiError(error) && error.code === 'CONFLICT' && Object.keys(error.fields).length === 0;

function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5, p: 0 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
    </Box>
  );
}

interface IdentityFormProps {
  club: ClubAdmin;
  /** The save met a newer version: the screen says so and loads it. */
  onStale: () => void;
  onSaved: () => void;
}

/**
 * The club's identity: each field is checked when it is left, by the same rules as the server
 * (the IBAN's check digits and the BIC's format included), and saved with the version loaded.
 */
export function IdentityForm({ club, onStale, onSaved }: IdentityFormProps) {
  const { t } = useTranslation('club');
  const toast = useToast();
  const errorText = useErrorText();
  const updateClub = useUpdateClub();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<IdentityFormValues, unknown, IdentityFormOutput>({
    resolver,
    defaultValues: formValuesOf(club),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await updateClub.mutateAsync(changesOf(values, club.version));
      toast.success(t('identity.saved'));
      onSaved();
    } catch (error) {
      if (isStaleSave(error)) onStale();
      else if (!applyServerFieldErrors(error, form.setError, SERVER_FIELDS)) setFailure(error);
    }
  });

  const field = (
    name: keyof IdentityFormValues,
    extra: Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'> = {},
  ) => <ClubTextField form={form} name={name} label={t(`fields.${name}`)} autoComplete="off" {...extra} />;

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label={t('identity.formLabel')}>
      <FieldGroup title={t('identity.groups.club')}>
        {field('name', { required: true })}
        {field('shortName', { helperText: t('fields.shortNameHelp') })}
      </FieldGroup>
      <FieldGroup title={t('identity.groups.address')}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          {field('addressLines', { multiline: true, minRows: 2, maxRows: 3, helperText: t('fields.addressLinesHelp') })}
        </Box>
        {field('postalCode')}
        {field('city')}
        {field('country')}
      </FieldGroup>
      <FieldGroup title={t('identity.groups.contact')}>
        {field('email', { type: 'email', helperText: t('fields.emailHelp') })}
        {field('phone', { type: 'tel' })}
        {field('website', { type: 'url' })}
      </FieldGroup>
      <FieldGroup title={t('identity.groups.association')}>
        {field('registrationNumber')}
        {field('federationNumber')}
      </FieldGroup>
      <FieldGroup title={t('identity.groups.signatories')}>
        {field('presidentName')}
        {field('presidentTitle', { placeholder: t('fields.presidentTitlePlaceholder') })}
        {field('treasurerName')}
        {field('treasurerTitle', { placeholder: t('fields.treasurerTitlePlaceholder') })}
      </FieldGroup>
      <FieldGroup title={t('identity.groups.bank')}>
        {field('iban', { helperText: t('fields.ibanHelp'), slotProps: { htmlInput: { autoCapitalize: 'characters', spellCheck: false } } })}
        {field('bic', { slotProps: { htmlInput: { autoCapitalize: 'characters', spellCheck: false } } })}
      </FieldGroup>
      {failure !== null && (
        <Alert severity="error" role="alert">
          {errorText(failure)}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {club.updatedAt === null ? '' : t('identity.lastSaved', { date: formatDateTime(club.updatedAt), login: club.updatedBy ?? '—' })}
        </Typography>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {t('identity.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
