import { forgotPasswordSchema, PASSWORD_RESET_LINK_MINUTES } from '@club/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { FormTextField } from '@/components/form/FormTextField';
import { useErrorText } from '@/i18n/messages';
import { useForgotPassword } from '../api/forgotPassword';
import { AuthFrame } from '../components/AuthFrame';

/**
 * "Mot de passe oublié ?": a login or an address, then one message whatever the answer, since
 * the server does not say whether such an account exists or has an address.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const request = useForgotPassword();
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { identifier: '' },
    shouldFocusError: false,
  });
  const submit = form.handleSubmit((values) => request.mutate(values));

  return (
    <AuthFrame heading={t('forgot.title')} subtitle={t('forgot.intro')} documentTitle={t('forgot.title')}>
      {request.isSuccess ? (
        <Stack spacing={2.5}>
          <Alert severity="success" role="status">
            {t('forgot.sent', { minutes: PASSWORD_RESET_LINK_MINUTES })}
          </Alert>
          <Alert severity="info">{t('forgot.noEmail')}</Alert>
          <Button component={RouterLink} to={paths.login} variant="contained" size="large">
            {t('backToLogin')}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={t('forgot.title')}>
          {request.isError && (
            <Alert severity="error" role="alert">
              {errorText(request.error)}
            </Alert>
          )}
          <FormTextField
            form={form}
            name="identifier"
            label={t('forgot.identifier')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            requiredMark={false}
            autoFocus
          />
          <Button type="submit" variant="contained" size="large" loading={request.isPending}>
            {t('forgot.submit')}
          </Button>
          <Link component={RouterLink} to={paths.login} sx={{ alignSelf: 'center', py: 0.5 }}>
            {t('backToLogin')}
          </Link>
        </Stack>
      )}
    </AuthFrame>
  );
}
