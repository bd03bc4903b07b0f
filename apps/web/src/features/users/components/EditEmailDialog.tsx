import { updateUserSchema, type UserDto } from '@club/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/FormTextField';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { applyServerFieldErrors } from '@/lib/formErrors';
import { useUpdateUserEmail } from '../api/updateUserEmail';
import { fullName } from './userName';

interface EditEmailDialogProps {
  user: UserDto;
  onClose: () => void;
}

/** Sets, changes or (left empty) removes a staff member's e-mail address. */
export function EditEmailDialog({ user, onClose }: EditEmailDialogProps) {
  const { t } = useTranslation(['users', 'common']);
  const titleId = useId();
  const toast = useToast();
  const errorText = useErrorText();
  const updateEmail = useUpdateUserEmail();
  const form = useForm({
    resolver: zodResolver(updateUserSchema),
    defaultValues: { email: user.email ?? '' },
    shouldFocusError: false,
  });

  const submit = form.handleSubmit((values) => {
    updateEmail.mutate(
      { userId: user.id, email: values.email ?? '' },
      {
        onSuccess: () => {
          toast.success(t('users:emailUpdated'));
          onClose();
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, form.setError, { email: 'email' })) toast.error(errorText(error));
        },
      },
    );
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('users:emailDialog.title', { name: fullName(user) })}</DialogTitle>
        <DialogContent>
          <FormTextField
            form={form}
            name="email"
            type="email"
            label={t('users:fields.email')}
            helperText={t('users:fields.emailHelp')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            fullWidth
            autoFocus
            disabled={updateEmail.isPending}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={updateEmail.isPending}>
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
