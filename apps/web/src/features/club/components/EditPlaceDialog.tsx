import type { Place } from '@club/domain/club';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { useUpdatePlace } from '../api/updatePlace';
import { isStaleSave } from './settingsForm';
import { PlaceForm } from './PlaceForm';

interface EditPlaceDialogProps {
  place: Place;
  onClose: () => void;
}

/** Renames a place or changes its address, over the version listed. */
export function EditPlaceDialog({ place, onClose }: EditPlaceDialogProps) {
  const { t } = useTranslation(['club', 'common']);
  const toast = useToast();
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const updatePlace = useUpdatePlace();

  const save = async ({ name, address }: { name: string; address: string | null }) => {
    try {
      const saved = await updatePlace.mutateAsync({ placeId: place.id, changes: { name, address, version: place.version } });
      toast.success(t('club:places.updated', { name: saved.name }));
    } catch (error) {
      if (!isStaleSave(error)) throw error;
      // The list is read again as the dialog closes: the admin sees what the other saved.
      toast.warning(t('club:places.stale'));
    }
    onClose();
    return false;
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={onPhone} aria-labelledby={`edit-place-${place.id}`}>
      <DialogTitle id={`edit-place-${place.id}`}>{t('club:places.editTitle', { name: place.name })}</DialogTitle>
      <DialogContent sx={{ pt: 1 }}>
        <PlaceForm
          defaultValues={{ name: place.name, address: place.address ?? '' }}
          label={t('club:places.editTitle', { name: place.name })}
          submitLabel={t('club:places.save')}
          onSubmit={save}
          secondary={
            <Button variant="outlined" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
