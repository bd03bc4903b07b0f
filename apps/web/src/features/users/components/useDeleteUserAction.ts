import type { UserDto } from '@club/domain';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { useSession } from '@/lib/session';
import { useDeleteUser } from '../api/deleteUser';
import { deleteConflictKey } from './conflictMessage';
import { fullName } from './userName';

/** Asks for confirmation (docs/product.md#common-behaviour), deletes, and says how it went. */
export const useDeleteUserAction = (): ((user: UserDto) => Promise<void>) => {
  const { t } = useTranslation('users');
  const confirm = useConfirm();
  const toast = useToast();
  const errorText = useErrorText();
  const session = useSession();
  const deleteUser = useDeleteUser();

  return async (user) => {
    const confirmed = await confirm({ message: t('confirmDelete', { name: fullName(user) }) });
    if (!confirmed) return;
    try {
      await deleteUser.mutateAsync(user.id);
      toast.success(t('deleted', { name: fullName(user) }));
    } catch (error) {
      const conflict = deleteConflictKey(error, user, session.login);
      toast.error(conflict === null ? errorText(error) : t(conflict));
    }
  };
};
