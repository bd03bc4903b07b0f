import { updateTimeSlotSchema, type TimeSlotDto, type TimeSlotInput } from '@club/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { applyServerFieldErrors } from '@/lib/formErrors';
import { useUpdateTimeSlot } from '../api/updateTimeSlot';
import { slotInputOf } from './slotForm';
import { SlotLocationField } from './SlotLocationField';
import { TimeField } from './TimeField';
import { WeekdayField } from './WeekdayField';

interface EditTimeSlotDialogProps {
  slot: TimeSlotDto;
  onClose: () => void;
}

/** Changes one slot: the same fields and rules as the creation rows. */
export function EditTimeSlotDialog({ slot, onClose }: EditTimeSlotDialogProps) {
  const { t } = useTranslation(['timeslots', 'common']);
  const titleId = useId();
  const toast = useToast();
  const errorText = useErrorText();
  const updateSlot = useUpdateTimeSlot();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<TimeSlotInput>({
    resolver: zodResolver(updateTimeSlotSchema),
    defaultValues: slotInputOf(slot),
    shouldFocusError: false,
  });

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    updateSlot.mutate(
      { slotId: slot.id, slot: values },
      {
        onSuccess: () => {
          toast.success(t('timeslots:updated'));
          onClose();
        },
        onError: (error) => {
          const fields = { weekday: 'weekday', start: 'start', end: 'end', location: 'location' } as const;
          if (!applyServerFieldErrors(error, form.setError, fields)) setFailure(error);
        },
      },
    );
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('timeslots:editDialog.title')}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, pt: 1 }}>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <WeekdayField form={form} name="weekday" required />
            </Box>
            <TimeField form={form} name="start" label={t('timeslots:fields.start')} required />
            <TimeField form={form} name="end" label={t('timeslots:fields.end')} required />
            <Box sx={{ gridColumn: '1 / -1' }}>
              <SlotLocationField form={form} name="location" />
            </Box>
          </Box>
          {failure !== null && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {errorText(failure)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={updateSlot.isPending}>
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
