import type { PlannedSessionDto } from '@club/domain';
import { useConfirm } from '@/components/confirm';
import { useToast } from '@/components/toast';
import { useRestorePlanned } from '../api/restorePlanned';
import { usePlanningText } from './usePlanningText';

/** Asks first, restores, and says how many families and coaches are told the session takes place (docs/product.md#cancellations). */
export const useRestoreAction = (): ((session: PlannedSessionDto) => Promise<void>) => {
  const { t, sessionText, failureText } = usePlanningText();
  const confirm = useConfirm();
  const toast = useToast();
  const restore = useRestorePlanned();
  return async (session) => {
    const confirmed = await confirm({
      title: t('planning:restore.title'),
      message: t('planning:restore.confirm', { session: sessionText(session) }),
      confirmLabel: t('planning:restore.confirmLabel'),
    });
    if (!confirmed) return;
    try {
      const done = await restore.mutateAsync(session.id);
      toast.success(t('planning:restore.done', { mails: t('planning:cancel.mails', { count: done.mails }) }));
    } catch (error) {
      toast.error(failureText(error));
    }
  };
};
