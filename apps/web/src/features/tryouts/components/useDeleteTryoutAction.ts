import type { TryoutCardDto } from '@club/domain';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { useDeleteTryout } from '../api/deleteTryout';

/** docs/product.md#common-behaviour: deleting a test asks for confirmation first, then says how it went. */
export const useDeleteTryoutAction = (): ((tryout: TryoutCardDto) => Promise<void>) => {
  const { t } = useTranslation('tryouts');
  const confirm = useConfirm();
  const toast = useToast();
  const errorText = useErrorText();
  const deleteTryout = useDeleteTryout();
  return async (tryout) => {
    const when = t('card.when', { date: tryout.scheduledDate, time: tryout.scheduledTime });
    const confirmed = await confirm({ message: t('CONFIRM_TEST_DELETE', { when, count: tryout.assigned }) });
    if (!confirmed) return;
    try {
      await deleteTryout.mutateAsync(tryout.id);
      toast.success(t('deleted', { when }));
    } catch (error) {
      toast.error(errorText(error));
    }
  };
};
