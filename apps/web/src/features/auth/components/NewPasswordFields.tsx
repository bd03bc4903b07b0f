import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPasswordField } from '@/components/form/FormPasswordField';
import { FormTextField } from '@/components/form/FormTextField';

type NewPasswordValues = FieldValues & { newPassword: string; confirmation: string };

/**
 * The new password and its confirmation, as the settings page and the reset link ask for them.
 * Only the first field has the show/hide button: seeing the new password is enough to check
 * the confirmation, and a long label needs the room on a phone.
 */
export function NewPasswordFields<T extends NewPasswordValues, C, O>({
  form,
  autoFocus = false,
}: {
  form: UseFormReturn<T, C, O>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormPasswordField
        form={form}
        name={'newPassword' as Path<T>}
        label={t('settings.newPassword')}
        helperText={t('settings.newPasswordHelp')}
        autoComplete="new-password"
        required
        requiredMark={false}
        autoFocus={autoFocus}
      />
      <FormTextField
        form={form}
        name={'confirmation' as Path<T>}
        type="password"
        label={t('settings.confirmation')}
        autoComplete="new-password"
        required
        requiredMark={false}
      />
    </>
  );
}
