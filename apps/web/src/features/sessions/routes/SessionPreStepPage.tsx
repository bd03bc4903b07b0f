import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths, pathTo } from '@/config/paths';
import { PageTitle } from '@/components/PageTitle';
import { useMyGroups } from '@/features/reference';
import { recordIdOf } from '../components/groupIdParam';
import { WHOLE_GROUP, type SessionTargetState } from '../components/sessionTarget';
import { SessionTargetPicker } from '../components/SessionTargetPicker';

/** /group/{id}/subgroup/session/new: whole group or a sub-group, before the sheet (docs/product.md#screen-sessions). */
export function SessionPreStepPage() {
  const { t } = useTranslation('sessions');
  const navigate = useNavigate();
  const groupId = recordIdOf(useParams().id);
  const groups = useMyGroups();
  const [subGroupId, setSubGroupId] = useState(WHOLE_GROUP);
  if (groupId === null) return <Navigate to={paths.groups} replace />;
  const groupName = groups.data?.find((group) => group.id === groupId)?.name;

  return (
    <>
      <PageTitle subtitle={groupName === undefined ? undefined : t('target.subtitle', { group: groupName })}>{t('new.title')}</PageTitle>
      <SessionTargetPicker
        groupId={groupId}
        subGroupId={subGroupId}
        onSubGroupChange={setSubGroupId}
        onContinue={(subGroupName) => {
          const state: SessionTargetState = { subGroupId, subGroupName };
          void navigate(pathTo(paths.groupSessionNew, { id: groupId }), { state });
        }}
        onReset={() => {
          setSubGroupId(WHOLE_GROUP);
          void navigate(paths.groups);
        }}
      />
    </>
  );
}
