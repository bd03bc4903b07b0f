import type { UpdateGroup } from '@club/domain';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { useToast } from '@/components/toast';
import { useChangeGroupSection } from '../api/changeGroupSection';
import { useGroup } from '../api/getGroup';
import { useUpdateGroup } from '../api/updateGroup';
import { GroupForm } from '../components/GroupForm';
import { groupFormValues, updateGroupResolver, type GroupFormValues } from '../components/groupFormValues';
import { useGroupFormOptions } from '../components/useGroupFormOptions';
import { useGroupId } from '../components/useGroupId';

/** /group/{id}/edit: the group's fields; a stale version answers 409 (docs/product.md#concurrent-edits). */
export function EditGroupPage() {
  const { t } = useTranslation('groups');
  const groupId = useGroupId();
  const toast = useToast();
  const navigate = useNavigate();
  const group = useGroup(groupId);
  const options = useGroupFormOptions();
  const updateGroup = useUpdateGroup();
  const changeSection = useChangeGroupSection();

  const title = group.data === undefined ? t('edit.title') : t('edit.titleOf', { name: group.data.name });

  if (group.isError) {
    return (
      <>
        <PageTitle>{title}</PageTitle>
        <ErrorState error={group.error} onRetry={() => void group.refetch()} />
      </>
    );
  }
  if (options.status === 'error') {
    return (
      <>
        <PageTitle>{title}</PageTitle>
        <ErrorState error={options.error} onRetry={options.retry} />
      </>
    );
  }
  if (group.data === undefined || options.status === 'pending') {
    return (
      <>
        <PageTitle>{title}</PageTitle>
        <LoadingState />
      </>
    );
  }

  const loaded = group.data;
  const submit = async (changes: UpdateGroup, values: GroupFormValues) => {
    await updateGroup.mutateAsync({ groupId, changes: { ...changes, version: loaded.version } });
    const sectionId = Number(values.sectionId);
    if (!loaded.protected && values.sectionId !== '' && sectionId !== loaded.sectionId) {
      await changeSection.mutateAsync({ groupId, sectionId });
    }
    toast.success(t('form.saved', { name: changes.name ?? loaded.name }));
    navigate(paths.groups);
  };

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
        <GroupForm
          // A reload after a conflict brings a new version: the form starts again from it.
          key={loaded.version}
          defaultValues={groupFormValues(loaded)}
          resolver={updateGroupResolver}
          options={options.options}
          submitLabel={t('edit.submit')}
          onSubmit={submit}
          locked={loaded.protected}
          onReload={() => void group.refetch()}
        />
      </Paper>
    </>
  );
}
