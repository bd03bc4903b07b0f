import { updateRolesSchema, type UserDto } from '@club/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { renewSession } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/formErrors';
import { useSession } from '@/lib/session';
import { useUpdateUserRoles } from '../api/updateUserRoles';
import { rolesConflictKey } from './conflictMessage';
import { RolesField } from './RolesField';
import { fullName } from './userName';

interface EditRolesDialogProps {
  user: UserDto;
  onClose: () => void;
}

/** Changes the roles of one user (docs/product.md#screen-users: a role-editing dialog). */
export function EditRolesDialog({ user, onClose }: EditRolesDialogProps) {
  const { t } = useTranslation(['users', 'common']);
  const titleId = useId();
  const toast = useToast();
  const errorText = useErrorText();
  const session = useSession();
  const updateRoles = useUpdateUserRoles();
  const form = useForm({
    resolver: zodResolver(updateRolesSchema),
    defaultValues: { roles: user.roles.map((role) => role.name) },
    shouldFocusError: false,
  });

  const submit = form.handleSubmit((values) => {
    updateRoles.mutate(
      { userId: user.id, roles: values.roles },
      {
        onSuccess: () => {
          toast.success(t('users:rolesUpdated'));
          // One's own roles changed: a new token carries them, and the menu follows.
          if (user.login === session.login) void renewSession().catch(() => undefined);
          onClose();
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, form.setError, { roles: 'roles' })) return;
          const conflict = rolesConflictKey(error);
          toast.error(conflict === null ? errorText(error) : t(`users:${conflict}`));
        },
      },
    );
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('users:rolesDialog.title', { name: fullName(user) })}</DialogTitle>
        <DialogContent>
          <RolesField form={form} name="roles" disabled={updateRoles.isPending} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={updateRoles.isPending}>
            {t('common:actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
