import type { Place } from '@club/domain/club';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { useCreatePlace } from '../api/createPlace';
import { useDeletePlace } from '../api/deletePlace';
import { usePlaces } from '../api/getPlaces';
import { useUpdatePlace } from '../api/updatePlace';
import { EditPlaceDialog } from './EditPlaceDialog';
import { isStaleSave } from './settingsForm';
import { PlaceForm } from './PlaceForm';

const EMPTY_PLACE = { name: '', address: '' };

function PlaceItem({ place, onEdit }: { place: Place; onEdit: (place: Place) => void }) {
  const { t } = useTranslation('club');
  const toast = useToast();
  const confirm = useConfirm();
  const errorText = useErrorText();
  const updatePlace = useUpdatePlace();
  const deletePlace = useDeletePlace();

  const makeDefault = async () => {
    try {
      await updatePlace.mutateAsync({ placeId: place.id, changes: { isDefault: true, version: place.version } });
      toast.success(t('places.defaultSet', { name: place.name }));
    } catch (error) {
      toast.error(isStaleSave(error) ? t('places.stale') : errorText(error));
    }
  };

  const remove = async () => {
    if (!(await confirm({ message: t('places.confirmDelete', { name: place.name }), confirmLabel: t('places.deleteConfirm') }))) return;
    try {
      await deletePlace.mutateAsync(place.id);
      toast.success(t('places.deleted', { name: place.name }));
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{place.name}</Typography>
            {place.isDefault && <Chip size="small" color="primary" label={t('places.default')} />}
          </Stack>
          {place.address !== null && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {place.address}
            </Typography>
          )}
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: { xs: 'space-between', sm: 'flex-end' }, flexShrink: 0 }}
        >
          {!place.isDefault && (
            <Button
              size="small"
              variant="outlined"
              loading={updatePlace.isPending}
              onClick={() => void makeDefault()}
              aria-label={t('places.makeDefaultOf', { name: place.name })}
            >
              {t('places.makeDefault')}
            </Button>
          )}
          <Stack direction="row" sx={{ ml: 'auto' }}>
            <Tooltip title={t('places.editOf', { name: place.name })}>
              <IconButton aria-label={t('places.editOf', { name: place.name })} onClick={() => onEdit(place)}>
                <EditOutlinedIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('places.deleteOf', { name: place.name })}>
              <IconButton color="error" aria-label={t('places.deleteOf', { name: place.name })} onClick={() => void remove()}>
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The pools where tests and sessions take place: listed in order, one of them the default. */
export function PlacesSection() {
  const { t } = useTranslation('club');
  const toast = useToast();
  const places = usePlaces();
  const createPlace = useCreatePlace();
  const [editing, setEditing] = useState<Place | null>(null);

  const add = async (place: { name: string; address: string | null }) => {
    const created = await createPlace.mutateAsync(place);
    toast.success(t('places.created', { name: created.name }));
    return true;
  };

  return (
    <Stack spacing={2}>
      {places.isPending && <LoadingState />}
      {places.isError && <ErrorState error={places.error} onRetry={() => void places.refetch()} />}
      {places.isSuccess && (
        <>
          <Typography color="text.secondary">
            {places.data.length === 0 ? t('places.empty') : t('places.count', { count: places.data.length })}
          </Typography>
          {places.data.length > 0 && (
            <Stack component="ul" spacing={1.5} aria-label={t('places.listLabel')} sx={{ p: 0, m: 0 }}>
              {places.data.map((place) => (
                <PlaceItem key={place.id} place={place} onEdit={setEditing} />
              ))}
            </Stack>
          )}
        </>
      )}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('places.addTitle')}
      </Typography>
      <PlaceForm defaultValues={EMPTY_PLACE} label={t('places.addTitle')} submitLabel={t('places.add')} onSubmit={add} />
      {editing !== null && <EditPlaceDialog place={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
