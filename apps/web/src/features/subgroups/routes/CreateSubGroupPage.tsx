import { groupsBySection } from '@club/domain';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths, pathTo } from '@/config/paths';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { useGroups } from '@/features/reference';
import { openCreateDialog } from '../components/createRequest';

/**
 * The sub-groups menu's "create" (docs/product.md#menu): a sub-group belongs to a group, so the group
 * comes first; its sub-group screen then opens with the creation dialog (docs/product.md#screen-subgroups).
 */
export function CreateSubGroupPage() {
  const { t } = useTranslation('subgroups');
  const navigate = useNavigate();
  const groups = useGroups();
  const [groupId, setGroupId] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (groupId === '') return;
    navigate(pathTo(paths.groupSubgroups, { id: groupId }), { state: openCreateDialog });
  };

  return (
    <>
      <PageTitle subtitle={t('pick.intro')}>{t('create.title')}</PageTitle>
      {groups.isPending && <LoadingState />}
      {groups.isError && <ErrorState error={groups.error} onRetry={() => void groups.refetch()} />}
      {groups.isSuccess && groups.data.length === 0 && <Typography color="text.secondary">{t('list.noGroup')}</Typography>}
      {groups.isSuccess && groups.data.length > 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
          <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
            <TextField select required label={t('pick.group')} value={groupId} onChange={(event) => setGroupId(event.target.value)}>
              {groupsBySection(groups.data).flatMap((section) => [
                <ListSubheader key={`section-${section.id}`}>{section.name}</ListSubheader>,
                ...section.groups.map((group) => (
                  <MenuItem key={group.id} value={String(group.id)}>
                    {group.name}
                  </MenuItem>
                )),
              ])}
            </TextField>
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" endIcon={<ArrowForwardIcon />} disabled={groupId === ''}>
                {t('pick.continue')}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      )}
    </>
  );
}
