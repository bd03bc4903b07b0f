import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { MAX_SLOTS_PER_REQUEST } from '@club/domain';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadingState } from '@/components/LoadingState';
import { useToast } from '@/components/toast';
import { clubSectionPath, usePlaceChoices } from '@/features/club';
import { useErrorText, useValidationText } from '@/i18n/messages';
import { isApiError } from '@/lib/api';
import { accessRules, useSession } from '@/lib/session';
import { useCreateTimeSlots } from '../api/createTimeSlots';
import { emptySlot, slotFieldOf, slotsFormSchema, type SlotsFormValues } from './slotForm';
import { SlotLocationField } from './SlotLocationField';
import { TimeField } from './TimeField';
import { WeekdayField } from './WeekdayField';

interface TimeSlotsFormProps {
  groupId: number;
  groupName: string;
}

/**
 * Several weekly slots of one group at once, checked by the domain's schema. Rows start at the
 * club's default place, so the form waits for the places (docs/product.md, "Time slots").
 */
export function TimeSlotsForm(props: TimeSlotsFormProps) {
  const places = usePlaceChoices();
  // `isFetched` stays true while a location field asks again: the rows are not taken down meanwhile.
  if (!places.isFetched) return <LoadingState />;
  // Places out of reach leave the location to type, as when the club has none.
  return <SlotRowsForm {...props} defaultPlace={places.data?.defaultName ?? null} noPlaces={places.data?.names.length === 0} />;
}

interface SlotRowsFormProps extends TimeSlotsFormProps {
  defaultPlace: string | null;
  /** The club has no places yet: an admin is shown where to add them. */
  noPlaces: boolean;
}

function SlotRowsForm({ groupId, groupName, defaultPlace, noPlaces }: SlotRowsFormProps) {
  const { t } = useTranslation('timeslots');
  const session = useSession();
  const toast = useToast();
  const errorText = useErrorText();
  const validationText = useValidationText();
  const createSlots = useCreateTimeSlots();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<SlotsFormValues>({
    resolver: zodResolver(slotsFormSchema),
    defaultValues: { slots: [emptySlot(defaultPlace)] },
    shouldFocusError: false,
  });
  const rows = useFieldArray({ control: form.control, name: 'slots' });
  const rootError = form.formState.errors.slots?.root?.message ?? form.formState.errors.slots?.message;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    createSlots.mutate(
      { groupId, slots: values.slots },
      {
        onSuccess: (created) => {
          toast.success(t('created', { count: created.length, group: groupName }));
          form.reset({ slots: [emptySlot(defaultPlace)] });
        },
        onError: (error) => {
          let placed = false;
          if (isApiError(error)) {
            for (const [field, key] of Object.entries(error.fields)) {
              const path = slotFieldOf(field);
              if (path === null) continue;
              form.setError(path, { type: 'server', message: key });
              placed = true;
            }
          }
          if (!placed) setFailure(error);
        },
      },
    );
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('form.title')}>
      {rows.fields.map((row, index) => (
        <Box
          key={row.id}
          role="group"
          aria-label={t('form.row', { number: index + 1 })}
          sx={{
            display: 'grid',
            gap: 1.5,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', md: '170px 140px 140px minmax(0, 1fr)' },
            gridTemplateAreas: { xs: '"day day" "start end" "place place"', md: '"day start end place"' },
            p: { xs: 1.5, md: 0 },
            border: { xs: 1, md: 0 },
            borderColor: { xs: 'divider' },
            borderRadius: 2,
          }}
        >
          <Box sx={{ gridArea: 'day' }}>
            <WeekdayField form={form} name={`slots.${index}.weekday`} required />
          </Box>
          <Box sx={{ gridArea: 'start' }}>
            <TimeField form={form} name={`slots.${index}.start`} label={t('fields.start')} required />
          </Box>
          <Box sx={{ gridArea: 'end' }}>
            <TimeField form={form} name={`slots.${index}.end`} label={t('fields.end')} required />
          </Box>
          <Box sx={{ gridArea: 'place', display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <SlotLocationField form={form} name={`slots.${index}.location`} />
            <Tooltip title={t('form.removeRow')}>
              <span>
                <IconButton
                  aria-label={t('form.removeRowNumber', { number: index + 1 })}
                  onClick={() => rows.remove(index)}
                  disabled={rows.fields.length === 1}
                  sx={{ mt: 0.5 }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        </Box>
      ))}
      {accessRules.administer(session) && noPlaces && (
        <Link component={RouterLink} to={clubSectionPath('places')} variant="body2">
          {t('form.addPlaces')}
        </Link>
      )}
      {rootError !== undefined && (
        <Typography color="error" variant="body2" role="alert">
          {validationText(rootError)}
        </Typography>
      )}
      {failure !== null && (
        <Alert severity="error" role="alert">
          {errorText(failure)}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => rows.append(emptySlot(defaultPlace))}
          disabled={rows.fields.length >= MAX_SLOTS_PER_REQUEST}
        >
          {t('form.addRow')}
        </Button>
        <Button type="submit" variant="contained" loading={createSlots.isPending}>
          {t('form.submit', { count: rows.fields.length })}
        </Button>
      </Stack>
    </Stack>
  );
}
