import { createUserSchema, type CreatedUserDto } from '@club/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/FormTextField';
import { useErrorText } from '@/i18n/messages';
import { applyServerFieldErrors } from '@/lib/formErrors';
import { useCreateUser } from '../api/createUser';
import { RolesField } from './RolesField';

interface CreateUserFormProps {
  onCreated: (user: CreatedUserDto) => void;
}

/** docs/product.md#screen-users: first name, last name and at least one role (docs/product.md#validation). */
export function CreateUserForm({ onCreated }: CreateUserFormProps) {
  const { t } = useTranslation('users');
  const errorText = useErrorText();
  const createUser = useCreateUser();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({
    resolver: zodResolver(createUserSchema),
    defaultValues: { firstName: '', lastName: '', email: '', roles: [] },
    shouldFocusError: false,
  });

  const submit = form.handleSubmit(({ email, ...values }) => {
    setFailure(null);
    // The address is optional: an empty field sends none.
    const input = email === undefined || email === null || email === '' ? values : { ...values, email };
    createUser.mutate(input, {
      onSuccess: onCreated,
      onError: (error) => {
        const fields = { firstName: 'firstName', lastName: 'lastName', email: 'email', roles: 'roles' } as const;
        if (!applyServerFieldErrors(error, form.setError, fields)) setFailure(error);
      },
    });
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={t('create.title')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <FormTextField form={form} name="firstName" label={t('fields.firstName')} autoComplete="off" required requiredMark={false} />
        <FormTextField form={form} name="lastName" label={t('fields.lastName')} autoComplete="off" required requiredMark={false} />
      </Stack>
      <FormTextField
        form={form}
        name="email"
        type="email"
        label={t('fields.emailOptional')}
        helperText={t('fields.emailHelp')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
      <RolesField form={form} name="roles" />
      {failure !== null && (
        <Alert severity="error" role="alert">
          {errorText(failure)}
        </Alert>
      )}
      <Button type="submit" variant="contained" loading={createUser.isPending} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {t('create.submit')}
      </Button>
    </Stack>
  );
}
