import { formatDateTime } from '@club/domain';
import { type ClubAdmin } from '@club/domain/club';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/i18n/messages';
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
import { FieldGroup, useSettingsSave } from './settingsForm';

/** The domain's optional fields read `unknown` (blank becomes null); the inputs hold text, a narrower input. */
const resolver = zodResolver(identityFormSchema) as unknown as Resolver<IdentityFormValues, unknown, IdentityFormOutput>;

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
  const errorText = useErrorText();
  const updateClub = useUpdateClub();
  const form = useForm<IdentityFormValues, unknown, IdentityFormOutput>({
    resolver,
    defaultValues: formValuesOf(club),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
  });
  const { failure, save } = useSettingsSave({
    setError: form.setError,
    serverFields: SERVER_FIELDS,
    savedText: t('identity.saved'),
    onStale,
    onSaved,
  });

  const submit = form.handleSubmit((values) => save(() => updateClub.mutateAsync(changesOf(values, club.version))));

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
