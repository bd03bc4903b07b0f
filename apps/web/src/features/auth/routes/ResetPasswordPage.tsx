import { PASSWORD_RESET_LINK_MINUTES, resetPasswordFormSchema, type ResetPasswordForm } from '@club/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { useErrorText } from '@/i18n/messages';
import { isApiError } from '@/lib/api';
import { closeSession, getSession } from '@/lib/session';
import { applyServerFieldErrors, type ServerFieldMap } from '@/lib/formErrors';
import { useResetLink, useResetPassword } from '../api/resetPassword';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { AuthFrame } from '../components/AuthFrame';
import { passwordResetState } from './loginState';

const RESET_FIELDS: ServerFieldMap<ResetPasswordForm> = { password: 'newPassword' };

/**
 * The token of the mailed link: after `#` (never sent to the server with the page, nor in a
 * Referer), or in the query string.
 */
const tokenFrom = (location: { hash: string; search: string }): string | null => {
  const token = new URLSearchParams(location.hash.replace(/^#/, '')).get('token') ?? new URLSearchParams(location.search).get('token');
  return token === null || token.trim() === '' ? null : token.trim();
};

/** An unknown, expired or used link: answered 404 by the server. */
const isDeadLink = (error: unknown): boolean => isApiError(error) && error.status === 404;

/** The page a reset link opens: a new password and its confirmation, then back to the login. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const token = tokenFrom(location);
  const link = useResetLink(token);
  const [linkDied, setLinkDied] = useState(false);

  const dead = token === null || linkDied || (link.isError && isDeadLink(link.error));
  return (
    <AuthFrame heading={t('reset.title')} subtitle={dead ? t('reset.invalidIntro') : t('reset.intro')} documentTitle={t('reset.title')}>
      {dead ? (
        <DeadLink />
      ) : link.isPending ? (
        <LoadingState />
      ) : link.isError ? (
        <ErrorState error={link.error} onRetry={() => void link.refetch()} />
      ) : (
        <NewPasswordForm token={token} onDeadLink={() => setLinkDied(true)} />
      )}
    </AuthFrame>
  );
}

function DeadLink() {
  const { t } = useTranslation('auth');
  return (
    <Stack spacing={2.5}>
      <Alert severity="warning" role="alert">
        <AlertTitle>{t('reset.invalidTitle')}</AlertTitle>
        {t('reset.invalidBody', { minutes: PASSWORD_RESET_LINK_MINUTES })}
      </Alert>
      <Button component={RouterLink} to={paths.forgotPassword} variant="contained" size="large">
        {t('reset.askAgain')}
      </Button>
      <Link component={RouterLink} to={paths.login} sx={{ alignSelf: 'center', py: 0.5 }}>
        {t('backToLogin')}
      </Link>
    </Stack>
  );
}

function NewPasswordForm({ token, onDeadLink }: { token: string; onDeadLink: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmation: '' },
    shouldFocusError: false,
  });

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    reset.mutate(
      { token, password: values.newPassword },
      {
        onSuccess: () => {
          // The server ended every session of the account: this tab's too, if it had one.
          if (getSession().status === 'authenticated') closeSession('logout');
          void navigate(paths.login, { replace: true, state: passwordResetState });
        },
        onError: (error) => {
          if (isDeadLink(error)) onDeadLink();
          else if (!applyServerFieldErrors(error, form.setError, RESET_FIELDS)) setFailure(error);
        },
      },
    );
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={t('reset.title')}>
      <NewPasswordFields form={form} autoFocus />
      {failure !== null && (
        <Alert severity="error" role="alert">
          {errorText(failure)}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
        {t('reset.submit')}
      </Button>
    </Stack>
  );
}
