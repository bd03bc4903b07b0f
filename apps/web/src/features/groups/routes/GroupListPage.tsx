import { isReservedName, type GroupListItemDto } from '@club/domain';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PageTitle } from '@/components/PageTitle';
import { groupWriters, useSession } from '@/lib/session';
import { useGroups } from '../api/getGroups';
import { GroupCard } from '../components/GroupCard';
import { groupCardPermissions } from '../components/groupPermissions';
import { useDeleteGroupAction } from '../components/useDeleteGroupAction';

interface SectionOfGroups {
  id: number;
  name: string;
  groups: GroupListItemDto[];
}

const byName = (a: { name: string }, b: { name: string }): number => a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' });

/**
 * The groups under their section: sections by name with "Aucune" last, groups by name
 * with the protected ones last. Sorted here because the database sorts by bytes,
 * which puts « École » after « Water-polo ».
 */
const bySection = (groups: readonly GroupListItemDto[]): SectionOfGroups[] => {
  const sections = new Map<number, SectionOfGroups>();
  for (const group of groups) {
    const section = sections.get(group.sectionId) ?? { id: group.sectionId, name: group.Section.name, groups: [] };
    section.groups.push(group);
    sections.set(group.sectionId, section);
  }
  for (const section of sections.values()) section.groups.sort((a, b) => Number(a.protected) - Number(b.protected) || byName(a, b));
  return [...sections.values()].sort((a, b) => Number(isReservedName(a.name)) - Number(isReservedName(b.name)) || byName(a, b));
};

/** SPEC §2 /group/: cards grouped by section; coaches see only their groups, read-only (SPEC §6). */
export function GroupListPage() {
  const { t } = useTranslation('groups');
  const session = useSession();
  const groups = useGroups();
  const deleteGroup = useDeleteGroupAction();

  return (
    <>
      <PageTitle
        actions={
          groupWriters(session) ? (
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
        <Typography color="text.secondary">{session.isCoach && !groupWriters(session) ? t('list.noOwnGroup') : t('list.empty')}</Typography>
      )}
      {groups.isSuccess &&
        bySection(groups.data).map((section) => (
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
