import type { CreateGroup } from '@club/domain';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { useToast } from '@/components/toast';
import { useCreateGroup } from '../api/createGroup';
import { GroupForm } from '../components/GroupForm';
import { createGroupResolver, emptyGroupForm } from '../components/groupFormValues';
import { useGroupFormOptions } from '../components/useGroupFormOptions';

/** /group/create (docs/product.md#screen-group-form): shows a loading state until the choices have loaded. */
export function CreateGroupPage() {
  const { t } = useTranslation('groups');
  const toast = useToast();
  const navigate = useNavigate();
  const createGroup = useCreateGroup();
  const options = useGroupFormOptions();

  const submit = async (group: CreateGroup) => {
    await createGroup.mutateAsync(group);
    toast.success(t('form.created', { name: group.name }));
    navigate(paths.groups);
  };

  return (
    <>
      <PageTitle>{t('create.title')}</PageTitle>
      {options.status === 'pending' && <LoadingState />}
      {options.status === 'error' && <ErrorState error={options.error} onRetry={options.retry} />}
      {options.status === 'success' && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
          <GroupForm
            // New groups go to "Aucune" unless a section is chosen.
            defaultValues={emptyGroupForm(options.options.sections.find((section) => section.protected)?.id ?? null)}
            resolver={createGroupResolver}
            options={options.options}
            submitLabel={t('create.submit')}
            onSubmit={submit}
          />
        </Paper>
      )}
    </>
  );
}
