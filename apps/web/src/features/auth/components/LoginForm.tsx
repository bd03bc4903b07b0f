import { loginSchema } from '@club/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useRef, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPasswordField } from '@/components/form/FormPasswordField';
import { FormTextField } from '@/components/form/FormTextField';
import { useServerFormTakenOver } from '@/components/form/useServerFormTakenOver';
import { useErrorText } from '@/i18n/messages';
import { useLogin } from '../api/login';

interface LoginFormProps {
  /** The link to the password recovery page, by the router where there is one (LoginScreen). */
  forgotPasswordLink: ReactNode;
  /** After the session is open: the login page on its own leaves for the staff app. */
  onLoggedIn?: () => void;
}

/** docs/product.md#screen-login: username, password, remember-me (on by default); Enter submits. */
export function LoginForm({ forgotPasswordLink, onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const loginMutation = useLogin(onLoggedIn);
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { login: '', password: '', rememberMe: true },
    shouldFocusError: false,
  });
  const formElement = useRef<HTMLFormElement>(null);
  useServerFormTakenOver(form, formElement);

  const submit = form.handleSubmit((values) => {
    loginMutation.mutate({ login: values.login, password: values.password, rememberMe: values.rememberMe ?? true });
  });

  return (
    // POST: should the browser ever send the server's page by its own means (its script failed to
    // load), the password goes in the request's body, never in an address (docs/architecture.md#server-rendered-login).
    <Stack component="form" ref={formElement} method="post" noValidate onSubmit={submit} spacing={2.5} aria-label={t('login.title')}>
      {loginMutation.isError && (
        <Alert severity="error" role="alert">
          {errorText(loginMutation.error)}
        </Alert>
      )}
      <FormTextField
        form={form}
        name="login"
        label={t('login.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        requiredMark={false}
        autoFocus
      />
      <FormPasswordField
        form={form}
        name="password"
        label={t('login.password')}
        autoComplete="current-password"
        required
        requiredMark={false}
      />
      <Controller
        control={form.control}
        name="rememberMe"
        render={({ field }) => (
          <FormControlLabel
            label={t('login.rememberMe')}
            control={
              <Checkbox
                name={field.name}
                checked={field.value ?? true}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
            }
          />
        )}
      />
      <Button type="submit" variant="contained" size="large" loading={loginMutation.isPending}>
        {t('login.submit')}
      </Button>
      {forgotPasswordLink}
    </Stack>
  );
}
