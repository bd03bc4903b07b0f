import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { useDeleteSubscription } from '../api/deleteSubscription';
import { personName } from '@/lib/personName';

/** Deletes one member after confirmation (docs/product.md#common-behaviour); resolves whether it was deleted. */
export const useDeleteMemberAction = () => {
  const { t } = useTranslation('subscriptions');
  const confirm = useConfirm();
  const toast = useToast();
  const errorText = useErrorText();
  const deleteSubscription = useDeleteSubscription();

  return async (member: { studentId: number; firstName: string; lastName: string }): Promise<boolean> => {
    const name = personName(member);
    if (!(await confirm({ message: t('confirmDelete', { name }) }))) return false;
    try {
      await deleteSubscription.mutateAsync(member.studentId);
      toast.success(t('deleted', { name }));
      return true;
    } catch (error) {
      toast.error(errorText(error));
      return false;
    }
  };
};
