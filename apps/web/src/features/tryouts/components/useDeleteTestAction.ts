import type { TestCardDto } from '@club/domain';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { useDeleteTest } from '../api/deleteTest';

/** SPEC §2 "Other": deleting a test asks for confirmation first, then says how it went. */
export const useDeleteTestAction = (): ((test: TestCardDto) => Promise<void>) => {
  const { t } = useTranslation('tests');
  const confirm = useConfirm();
  const toast = useToast();
  const errorText = useErrorText();
  const deleteTest = useDeleteTest();
  return async (test) => {
    const when = t('card.when', { date: test.scheduledDate, time: test.scheduledTime });
    const confirmed = await confirm({ message: t('CONFIRM_TEST_DELETE', { when, count: test.assigned }) });
    if (!confirmed) return;
    try {
      await deleteTest.mutateAsync(test.id);
      toast.success(t('deleted', { when }));
    } catch (error) {
      toast.error(errorText(error));
    }
  };
};
