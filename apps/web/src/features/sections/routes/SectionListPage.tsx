import AddIcon from '@mui/icons-material/Add';
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
import { useSections } from '@/features/reference';
import { SectionCard } from '../components/SectionCard';
import { sectionCardPermissions } from '../components/sectionPermissions';
import { useDeleteSectionAction } from '../components/useDeleteSectionAction';

/** /section/ (docs/product.md#screen-sections): the sections as cards. */
export function SectionListPage() {
  const { t } = useTranslation('sections');
  const session = useSession();
  const sections = useSections();
  const deleteSection = useDeleteSectionAction();

  return (
    <>
      <PageTitle
        actions={
          accessRules.manageSections(session) ? (
            <Button component={Link} to={paths.sectionCreate} variant="contained" startIcon={<AddIcon />}>
              {t('create.title')}
            </Button>
          ) : undefined
        }
      >
        {t('list.title')}
      </PageTitle>
      {sections.isPending && <LoadingState />}
      {sections.isError && <ErrorState error={sections.error} onRetry={() => void sections.refetch()} />}
      {sections.isSuccess && sections.data.length === 0 && <Typography color="text.secondary">{t('list.empty')}</Typography>}
      {sections.isSuccess && (
        <Grid container spacing={2}>
          {sections.data.map((section) => (
            <Grid key={section.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <SectionCard
                section={section}
                permissions={sectionCardPermissions(session, section)}
                onDelete={(target) => void deleteSection(target)}
              />
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
