import type { TimeSlotDto } from '@club/domain';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { useDeleteTimeSlot } from '../api/deleteTimeSlot';
import { useSlotText } from './TimeSlotList';

/** Asks first (docs/product.md#common-behaviour), deletes, says how it went. */
export const useDeleteSlotAction = (): ((slot: TimeSlotDto) => Promise<void>) => {
  const { t } = useTranslation('timeslots');
  const confirm = useConfirm();
  const toast = useToast();
  const errorText = useErrorText();
  const slotText = useSlotText();
  const deleteSlot = useDeleteTimeSlot();
  return async (slot) => {
    if (!(await confirm({ message: t('confirmDelete', { slot: slotText(slot), group: slot.groupName }) }))) return;
    try {
      await deleteSlot.mutateAsync(slot.id);
      toast.success(t('deleted', { slot: slotText(slot) }));
    } catch (error) {
      toast.error(errorText(error));
    }
  };
};
