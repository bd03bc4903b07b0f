import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { useCancelSubscriptions } from '../api/cancelSubscriptions';
import { useDeleteSubscriptions } from '../api/deleteSubscriptions';
import type { SeasonRefDto } from '@club/domain';
import { BulkCancelDialog } from './BulkCancelDialog';
import { PermanentDeleteDialog } from './PermanentDeleteDialog';
import { SelectionBar } from './SelectionBar';

interface SelectionActionsProps {
  studentIds: readonly number[];
  /** The season the list shows: the one whose subscriptions are cancelled. */
  season: SeasonRefDto;
  /** After either action succeeded: the selection is gone. */
  onDone: () => void;
  onClear: () => void;
}

/** The selection's bar and its two actions, each confirmed in its own dialog, each one call. */
export function SelectionActions({ studentIds, season, onDone, onClear }: SelectionActionsProps) {
  const { t } = useTranslation('subscriptions');
  const toast = useToast();
  const errorText = useErrorText();
  const cancelSubscriptions = useCancelSubscriptions();
  const deleteSubscriptions = useDeleteSubscriptions();
  const [open, setOpen] = useState<'cancel' | 'delete' | null>(null);
  const count = studentIds.length;

  const cancel = () =>
    cancelSubscriptions.mutate(
      { studentIds, season: season.id },
      {
        onSuccess: ({ cancelled, alreadyCancelled }) => {
          const already = alreadyCancelled > 0 ? ` ${t('alreadyCancelled', { count: alreadyCancelled })}` : '';
          toast.success(`${t('bulkCancelled', { count: cancelled, season: season.label })}${already}`);
          setOpen(null);
          onDone();
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );

  const remove = () =>
    deleteSubscriptions.mutate(studentIds, {
      onSuccess: ({ deleted }) => {
        toast.success(t('bulkDeleted', { count: deleted }));
        setOpen(null);
        onDone();
      },
      onError: (error) => toast.error(errorText(error)),
    });

  return (
    <>
      <SelectionBar
        count={count}
        onCancelSeason={() => setOpen('cancel')}
        onDeletePermanently={() => setOpen('delete')}
        onClear={onClear}
      />
      <BulkCancelDialog
        open={open === 'cancel'}
        count={count}
        seasonLabel={season.label}
        pending={cancelSubscriptions.isPending}
        onClose={() => setOpen(null)}
        onConfirm={cancel}
      />
      {open === 'delete' && (
        <PermanentDeleteDialog count={count} pending={deleteSubscriptions.isPending} onClose={() => setOpen(null)} onConfirm={remove} />
      )}
    </>
  );
}
