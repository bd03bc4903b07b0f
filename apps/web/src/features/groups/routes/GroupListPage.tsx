import { groupsBySection } from '@club/domain';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { accessRules, useSession } from '@/lib/session';
import { useGroups } from '@/features/reference';
import { GroupCard } from '../components/GroupCard';
import { groupCardPermissions } from '../components/groupPermissions';
import { useDeleteGroupAction } from '../components/useDeleteGroupAction';

/** /group/ (docs/product.md#screen-groups): cards grouped by section; coaches see only their groups, read-only. */
export function GroupListPage() {
  const { t } = useTranslation('groups');
  const session = useSession();
  const groups = useGroups();
  const deleteGroup = useDeleteGroupAction();

  return (
    <>
      <PageTitle
        actions={
          accessRules.writeGroups(session) ? (
            <Button component={Link} to={paths.groupCreate} variant="contained" startIcon={<AddIcon />}>
              {t('create.title')}
            </Button>
          ) : undefined
        }
      >
        {t('list.title')}
      </PageTitle>
      {groups.isPending && <LoadingState />}
      {groups.isError && <ErrorState error={groups.error} onRetry={() => void groups.refetch()} />}
      {groups.isSuccess && groups.data.length === 0 && (
        <Typography color="text.secondary">{accessRules.seeAllGroups(session) ? t('list.empty') : t('list.noOwnGroup')}</Typography>
      )}
      {groups.isSuccess &&
        groupsBySection(groups.data).map((section) => (
          <Box component="section" key={section.id} aria-labelledby={`section-${section.id}`} sx={{ mb: 4 }}>
            <Typography id={`section-${section.id}`} variant="h5" component="h2" sx={{ mb: 1.5 }}>
              {section.name}
            </Typography>
            <Grid container spacing={2}>
              {section.groups.map((group) => (
                <Grid key={group.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <GroupCard
                    group={group}
                    permissions={groupCardPermissions(session, group)}
                    onDelete={(target) => void deleteGroup(target)}
                  />
                </Grid>
              ))}
            </Grid>
          </Box>
        ))}
    </>
  );
}
