import type { GroupListItemDto } from '@club/domain';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { useDeleteGroup } from '../api/deleteGroup';

/** Asks for confirmation (docs/product.md#common-behaviour), deletes, and says how it went. */
export const useDeleteGroupAction = (): ((group: GroupListItemDto) => Promise<void>) => {
  const { t } = useTranslation('groups');
  const confirm = useConfirm();
  const toast = useToast();
  const errorText = useErrorText();
  const deleteGroup = useDeleteGroup();

  return async (group) => {
    const confirmed = await confirm({ message: t('list.confirmDelete', { name: group.name, count: group.studentCount }) });
    if (!confirmed) return;
    try {
      await deleteGroup.mutateAsync(group.id);
      toast.success(t('list.deleted', { name: group.name }));
    } catch (error) {
      toast.error(errorText(error));
    }
  };
};
