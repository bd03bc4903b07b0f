import type { CreatedUserDto, UserDto } from '@club/domain';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { useResetUserPassword } from '../api/resetUserPassword';
import { resetConflictKey } from './conflictMessage';
import { fullName } from './userName';

/**
 * Asks for confirmation, sets the account back to its default password, and hands the answer
 * (login and default password, shown once) to `onReset`.
 */
export const useResetPasswordAction = (onReset: (reset: CreatedUserDto) => void): ((user: UserDto) => Promise<void>) => {
  const { t } = useTranslation('users');
  const confirm = useConfirm();
  const toast = useToast();
  const errorText = useErrorText();
  const resetPassword = useResetUserPassword();

  return async (user) => {
    const confirmed = await confirm({
      message: t('resetPassword.confirm', { name: fullName(user) }),
      confirmLabel: t('resetPassword.action'),
    });
    if (!confirmed) return;
    try {
      onReset(await resetPassword.mutateAsync(user.id));
    } catch (error) {
      const conflict = resetConflictKey(error);
      toast.error(conflict === null ? errorText(error) : t(conflict));
    }
  };
};
