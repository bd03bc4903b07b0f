import { loginSchema } from '@club/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { FormPasswordField } from '@/components/form/FormPasswordField';
import { FormTextField } from '@/components/form/FormTextField';
import { useErrorText } from '@/i18n/messages';
import { useLogin } from '../api/login';

/** docs/product.md#screen-login: username, password, remember-me (on by default); Enter submits. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const loginMutation = useLogin();
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { login: '', password: '', rememberMe: true },
    shouldFocusError: false,
  });

  const submit = form.handleSubmit((values) => {
    loginMutation.mutate({ login: values.login, password: values.password, rememberMe: values.rememberMe ?? true });
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={t('login.title')}>
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
      <Link component={RouterLink} to={paths.forgotPassword} sx={{ alignSelf: 'center', py: 0.5 }}>
        {t('login.forgotPassword')}
      </Link>
    </Stack>
  );
}
