import { guardianSchema, type Guardian } from '@club/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/FormTextField';
import { useErrorText } from '@/i18n/messages';
import { applyServerFieldErrors } from '@/lib/formErrors';

export interface GuardianFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  secondaryEmail: string;
  secondaryPhoneNumber: string;
}

export const EMPTY_GUARDIAN: GuardianFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  secondaryEmail: '',
  secondaryPhoneNumber: '',
};

const SERVER_FIELDS = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phoneNumber: 'phoneNumber',
  secondaryEmail: 'secondaryEmail',
  secondaryPhoneNumber: 'secondaryPhoneNumber',
} as const;

/**
 * The domain's schema reads `unknown` for its optional fields (blank becomes null); the
 * form's text fields are a narrower input, so the resolver fits them as it is.
 */
const guardianResolver = zodResolver(guardianSchema) as unknown as Resolver<GuardianFormValues, unknown, Guardian>;

/** The guardian form (docs/product.md#validation): e-mail required, the rest checked only when filled. */
export const canSubmitGuardian = (values: GuardianFormValues): boolean => guardianSchema.safeParse(values).success;

interface GuardianFormProps {
  /** Sends the guardian; a rejection is shown under the fields or above the buttons. */
  onSubmit: (guardian: Guardian) => Promise<void>;
  onCancel: () => void;
}

/**
 * docs/product.md#screen-guardian-new: first name, last name, e-mail, phone; a plus icon reveals
 * the secondary e-mail and phone. A field is judged when it is left (names only when not empty,
 * docs/product.md#validation); submit stays disabled while a filled field is invalid or the
 * e-mail is empty.
 */
export function GuardianForm({ onSubmit, onCancel }: GuardianFormProps) {
  const { t } = useTranslation('guardians');
  const errorText = useErrorText();
  const secondaryId = useId();
  const [showSecondary, setShowSecondary] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<GuardianFormValues, unknown, Guardian>({
    resolver: guardianResolver,
    defaultValues: EMPTY_GUARDIAN,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control }) as GuardianFormValues;
  const ready = canSubmitGuardian({ ...EMPTY_GUARDIAN, ...values });

  const submit = form.handleSubmit(async (guardian) => {
    setFailure(null);
    try {
      await onSubmit(guardian);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, SERVER_FIELDS)) setFailure(error);
    }
  });

  const reset = () => {
    form.reset(EMPTY_GUARDIAN);
    setFailure(null);
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={t('create.title')}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField form={form} name="firstName" label={t('fields.firstName')} autoComplete="off" fullWidth />
        <FormTextField form={form} name="lastName" label={t('fields.lastName')} autoComplete="off" fullWidth />
        <FormTextField form={form} name="email" label={t('fields.email')} type="email" required autoComplete="off" fullWidth />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormTextField form={form} name="phoneNumber" label={t('fields.phoneNumber')} type="tel" autoComplete="off" fullWidth />
          <Tooltip title={showSecondary ? t('create.hideSecondary') : t('create.showSecondary')}>
            <IconButton
              aria-label={showSecondary ? t('create.hideSecondary') : t('create.showSecondary')}
              aria-expanded={showSecondary}
              aria-controls={secondaryId}
              onClick={() => setShowSecondary((shown) => !shown)}
              color="primary"
              sx={{ mt: 1, transform: showSecondary ? 'rotate(45deg)' : 'none', transition: 'transform 200ms' }}
            >
              <AddCircleOutlineIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </Box>
      <Collapse in={showSecondary} id={secondaryId} unmountOnExit={false}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 0.5 }}>
          <FormTextField form={form} name="secondaryEmail" label={t('fields.secondaryEmail')} type="email" autoComplete="off" fullWidth />
          <FormTextField
            form={form}
            name="secondaryPhoneNumber"
            label={t('fields.secondaryPhoneNumber')}
            type="tel"
            autoComplete="off"
            fullWidth
          />
        </Box>
      </Collapse>
      {failure !== null && (
        <Alert severity="error" role="alert">
          {errorText(failure)}
        </Alert>
      )}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}>
        <Button onClick={reset}>{t('create.reset')}</Button>
        <Button onClick={onCancel}>{t('common:actions.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={!ready} loading={form.formState.isSubmitting}>
          {t('common:actions.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}
