import { createSubGroupSchema, type SubGroupDto, type SubGroupOverviewDto } from '@club/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/FormTextField';
import { useErrorText, useValidationText } from '@/i18n/messages';
import { applyServerFieldErrors } from '@/lib/formErrors';
import { useCreateSubGroup } from '../api/createSubGroup';

type Coach = SubGroupOverviewDto['coaches'][number];

interface CreateSubGroupDialogProps {
  groupId: number;
  /** The group's coaches first, then the club's other coaches. */
  coaches: readonly Coach[];
  onClose: () => void;
  onCreated: (subGroup: SubGroupDto) => void;
}

const nameOf = (coach: Pick<Coach, 'firstName' | 'lastName'>) => `${coach.firstName} ${coach.lastName}`;

/**
 * docs/product.md#screen-subgroups: a name and the chosen coaches (at least one); submit stays
 * off until both are there. 1000×500 on a desktop, the whole screen on a phone
 * (docs/product.md#constants).
 */
export function CreateSubGroupDialog({ groupId, coaches, onClose, onCreated }: CreateSubGroupDialogProps) {
  const { t } = useTranslation(['subgroups', 'common']);
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const errorText = useErrorText();
  const validationText = useValidationText();
  const createSubGroup = useCreateSubGroup();
  const [failure, setFailure] = useState<unknown>(null);
  const [toAdd, setToAdd] = useState('');
  const form = useForm({
    resolver: zodResolver(createSubGroupSchema),
    defaultValues: { name: '', coaches: [] as number[] },
    shouldFocusError: false,
  });
  const name = useWatch({ control: form.control, name: 'name' });
  const chosenIds = useWatch({ control: form.control, name: 'coaches' });
  const chosen = chosenIds.map((id) => coaches.find((coach) => coach.id === id)).filter((coach) => coach !== undefined);
  const remaining = coaches.filter((coach) => !chosenIds.includes(coach.id));
  const canSubmit = name.trim() !== '' && chosenIds.length > 0;
  const coachError = form.formState.errors.coaches?.message;

  const setCoaches = (ids: number[]) => {
    form.setValue('coaches', ids);
    if (coachError !== undefined) form.clearErrors('coaches');
  };
  const add = () => {
    if (toAdd === '') return;
    setCoaches([...chosenIds, Number(toAdd)]);
    setToAdd('');
  };

  const submit = form.handleSubmit(async (subGroup) => {
    setFailure(null);
    try {
      onCreated(await createSubGroup.mutateAsync({ groupId, ...subGroup }));
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, { name: 'name', coaches: 'coaches' })) setFailure(error);
    }
  });

  // The group's coaches come first (the server's order) and say so.
  const menuItem = (coach: Coach) => (
    <MenuItem key={coach.id} value={String(coach.id)}>
      {nameOf(coach)}
      {coach.groupCoach && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
          {t('subgroups:create.groupCoach')}
        </Typography>
      )}
    </MenuItem>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={onPhone}
      maxWidth={false}
      aria-labelledby={titleId}
      sx={{
        '& .MuiDialog-paper': onPhone ? {} : { width: 1000, height: 500, maxWidth: 'calc(100% - 64px)', maxHeight: 'calc(100% - 64px)' },
      }}
    >
      <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{t('subgroups:create.title')}</DialogTitle>
        <DialogContent dividers>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ pt: 1 }}>
            <Stack spacing={2.5} sx={{ flex: 1, minWidth: 0 }}>
              <FormTextField form={form} name="name" label={t('subgroups:create.name')} required autoComplete="off" autoFocus />
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  select
                  fullWidth
                  label={t('subgroups:create.coachToAdd')}
                  value={toAdd}
                  onChange={(event) => setToAdd(event.target.value)}
                  disabled={remaining.length === 0}
                  helperText={remaining.length === 0 ? t('subgroups:create.allChosen') : undefined}
                >
                  {remaining.map(menuItem)}
                </TextField>
                <Button
                  variant="outlined"
                  startIcon={<AddIcon />}
                  onClick={add}
                  disabled={toAdd === ''}
                  sx={{ minHeight: 56, flexShrink: 0 }}
                >
                  {t('subgroups:create.add')}
                </Button>
              </Stack>
            </Stack>
            <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }} component="section" aria-labelledby={`${titleId}-coaches`}>
              <Typography id={`${titleId}-coaches`} variant="subtitle2" component="h3">
                {t('subgroups:create.chosenCoaches')}
              </Typography>
              {chosen.length === 0 ? (
                <Typography variant="body2" color={coachError === undefined ? 'text.secondary' : 'error'}>
                  {coachError === undefined ? t('subgroups:create.noCoachYet') : validationText(coachError)}
                </Typography>
              ) : (
                <List dense disablePadding>
                  {chosen.map((coach) => (
                    <ListItem
                      key={coach.id}
                      disableGutters
                      secondaryAction={
                        <IconButton
                          edge="end"
                          aria-label={t('subgroups:create.remove', { name: nameOf(coach) })}
                          onClick={() => setCoaches(chosenIds.filter((id) => id !== coach.id))}
                        >
                          <CloseIcon />
                        </IconButton>
                      }
                    >
                      <ListItemText primary={nameOf(coach)} />
                    </ListItem>
                  ))}
                </List>
              )}
            </Stack>
          </Stack>
          {failure !== null && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {errorText(failure)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!canSubmit} loading={createSubGroup.isPending}>
            {t('common:actions.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
