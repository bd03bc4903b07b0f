import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths, pathTo } from '@/config/paths';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { useMyGroups } from '@/features/reference';
import { WHOLE_GROUP, type SessionTargetState } from '../components/sessionTarget';
import { SessionTargetPicker } from '../components/SessionTargetPicker';

/**
 * /session/new: the group is chosen here first (among the user's groups), then the
 * sub-group, then the same sheet as /group/{id}/session/new.
 */
export function NewSessionPage() {
  const { t } = useTranslation('sessions');
  const navigate = useNavigate();
  const groups = useMyGroups();
  const [groupId, setGroupId] = useState<number | null>(null);
  const [subGroupId, setSubGroupId] = useState(WHOLE_GROUP);
  // A single group needs no choosing.
  const only = groups.data?.length === 1 ? groups.data[0] : undefined;
  const chosenGroup = groupId ?? only?.id ?? null;

  return (
    <>
      <PageTitle subtitle={t('new.chooseIntro')}>{t('new.title')}</PageTitle>
      {groups.isPending && <LoadingState />}
      {groups.isError && <ErrorState error={groups.error} onRetry={() => void groups.refetch()} />}
      {groups.isSuccess &&
        (groups.data.length === 0 ? (
          <Typography color="text.secondary">{t('new.noGroups')}</Typography>
        ) : (
          <SessionTargetPicker
            groupId={chosenGroup}
            subGroupId={subGroupId}
            onSubGroupChange={setSubGroupId}
            onContinue={(subGroupName) => {
              if (chosenGroup === null) return;
              const state: SessionTargetState = { subGroupId, subGroupName };
              void navigate(pathTo(paths.groupSessionNew, { id: chosenGroup }), { state });
            }}
            onReset={() => {
              setGroupId(null);
              setSubGroupId(WHOLE_GROUP);
              void navigate(paths.groups);
            }}
          >
            <TextField
              select
              required
              label={t('new.group')}
              value={chosenGroup ?? ''}
              onChange={(event) => {
                setGroupId(Number(event.target.value));
                setSubGroupId(WHOLE_GROUP);
              }}
            >
              {groups.data.map((group) => (
                <MenuItem key={group.id} value={group.id} sx={{ minHeight: 48 }}>
                  {group.name}
                </MenuItem>
              ))}
            </TextField>
          </SessionTargetPicker>
        ))}
    </>
  );
}
