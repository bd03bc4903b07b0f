import { groupsBySection, sortByName, type GroupListItemDto } from '@club/domain';
import AddIcon from '@mui/icons-material/Add';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, pathTo } from '@/config/paths';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { useErrorText } from '@/i18n/messages';
import { useGroups, useSubGroups } from '@/features/reference';

/**
 * The sub-groups menu's list (docs/product.md#menu): every group under its section with its
 * sub-groups, each group leading to its own sub-group screen (/group/{id}/subgroups/).
 */
export function SubGroupListPage() {
  const { t } = useTranslation('subgroups');
  const groups = useGroups();

  return (
    <>
      <PageTitle
        subtitle={t('list.intro')}
        actions={
          <Button component={Link} to={paths.subgroupCreate} variant="contained" startIcon={<AddIcon />}>
            {t('create.title')}
          </Button>
        }
      >
        {t('list.title')}
      </PageTitle>
      {groups.isPending && <LoadingState />}
      {groups.isError && <ErrorState error={groups.error} onRetry={() => void groups.refetch()} />}
      {groups.isSuccess && groups.data.length === 0 && <Typography color="text.secondary">{t('list.noGroup')}</Typography>}
      {groups.isSuccess &&
        groupsBySection(groups.data).map((section) => (
          <Box component="section" key={section.id} aria-labelledby={`subgroup-section-${section.id}`} sx={{ mb: 4 }}>
            <Typography id={`subgroup-section-${section.id}`} variant="h5" component="h2" sx={{ mb: 1.5 }}>
              {section.name}
            </Typography>
            <Grid container spacing={2}>
              {section.groups.map((group) => (
                <Grid key={group.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <GroupSubGroups group={group} />
                </Grid>
              ))}
            </Grid>
          </Box>
        ))}
    </>
  );
}

/** One group and its sub-groups, each group asked for its own: the list shows as the answers come. */
function GroupSubGroups({ group }: { group: GroupListItemDto }) {
  const { t } = useTranslation('subgroups');
  const errorText = useErrorText();
  const subGroups = useSubGroups(group.id);
  return (
    <Paper component="article" variant="outlined" aria-label={group.name} sx={{ p: 2, height: '100%' }}>
      <Stack spacing={1.5} sx={{ height: '100%' }}>
        <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {group.name}
        </Typography>
        <Box sx={{ flexGrow: 1 }}>
          {subGroups.isPending && <CircularProgress size={20} aria-label={t('list.loading', { name: group.name })} />}
          {subGroups.isError && (
            <Typography variant="body2" color="error">
              {errorText(subGroups.error)}
            </Typography>
          )}
          {subGroups.isSuccess && subGroups.data.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('list.none')}
            </Typography>
          )}
          {subGroups.isSuccess && subGroups.data.length > 0 && (
            <Stack
              component="ul"
              direction="row"
              useFlexGap
              spacing={1}
              aria-label={t('titleOf', { name: group.name })}
              sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
            >
              {sortByName(subGroups.data).map((subGroup) => (
                <li key={subGroup.id}>
                  <Chip label={subGroup.name} size="small" />
                </li>
              ))}
            </Stack>
          )}
        </Box>
        <Box>
          <Button
            component={Link}
            to={pathTo(paths.groupSubgroups, { id: group.id })}
            size="small"
            startIcon={<WorkspacesIcon />}
            aria-label={t('list.manageOf', { name: group.name })}
          >
            {t('list.manage')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
