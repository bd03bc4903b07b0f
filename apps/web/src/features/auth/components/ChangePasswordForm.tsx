import { changePasswordFormSchema, type ChangePasswordForm as ChangePasswordValues } from '@club/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPasswordField } from '@/components/form/FormPasswordField';
import { NewPasswordFields } from './NewPasswordFields';
import { isApiError } from '@/lib/api';
import { applyServerFieldErrors, type ServerFieldMap } from '@/lib/formErrors';
import { useErrorText } from '@/i18n/messages';
import { useUpdatePassword } from '../api/updatePassword';
import { useVerifyPassword } from '../api/verifyPassword';

/** /coach/verify names the checked password `password`; it is the form's old password. */
const VERIFY_FIELDS: ServerFieldMap<ChangePasswordValues> = { password: 'oldPassword' };
const UPDATE_FIELDS: ServerFieldMap<ChangePasswordValues> = { oldPassword: 'oldPassword', password: 'newPassword' };

interface ChangePasswordFormProps {
  login: string;
  /** Called once the new password is in force and the new session open. */
  onChanged: () => void;
}

/** docs/product.md#screen-settings: verify the old password, then set the new one. */
export function ChangePasswordForm({ login, onChanged }: ChangePasswordFormProps) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const verify = useVerifyPassword();
  const update = useUpdatePassword();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmation: '' },
    shouldFocusError: false,
  });

  const showFailure = (error: unknown, fieldMap: ServerFieldMap<ChangePasswordValues>) => {
    if (isApiError(error) && error.code === 'WRONG_PASSWORD' && Object.keys(error.fields).length === 0) {
      form.setError('oldPassword', { type: 'server', message: 'WRONG_PASSWORD' });
      return;
    }
    if (!applyServerFieldErrors(error, form.setError, fieldMap)) setFailure(error);
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await verify.mutateAsync({ login, password: values.oldPassword });
    } catch (error) {
      showFailure(error, VERIFY_FIELDS);
      return;
    }
    try {
      await update.mutateAsync({ login, password: values.newPassword, oldPassword: values.oldPassword });
    } catch (error) {
      showFailure(error, UPDATE_FIELDS);
      return;
    }
    form.reset();
    onChanged();
  });

  const busy = verify.isPending || update.isPending;
  return (
    <form noValidate onSubmit={submit} aria-label={t('settings.passwordSection')}>
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={login} readOnly hidden />
      <Stack spacing={2.5}>
        <FormPasswordField
          form={form}
          name="oldPassword"
          label={t('settings.oldPassword')}
          autoComplete="current-password"
          required
          requiredMark={false}
        />
        <NewPasswordFields form={form} />
        {failure !== null && (
          <Alert severity="error" role="alert">
            {errorText(failure)}
          </Alert>
        )}
        <Button type="submit" variant="contained" loading={busy} sx={{ alignSelf: { sm: 'flex-start' } }}>
          {t('settings.submit')}
        </Button>
      </Stack>
    </form>
  );
}
