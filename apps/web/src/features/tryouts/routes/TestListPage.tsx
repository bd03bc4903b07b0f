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
import { useTests } from '../api/getTests';
import { TestCard } from '../components/TestCard';
import { useDeleteTestAction } from '../components/useDeleteTestAction';

/** SPEC §2 /test/: every test as a card, by date. */
export function TestListPage() {
  const { t } = useTranslation('tests');
  const tests = useTests();
  const deleteTest = useDeleteTestAction();
  return (
    <>
      <PageTitle
        actions={
          <Button component={Link} to={paths.testCreate} variant="contained" startIcon={<AddIcon />}>
            {t('create.title')}
          </Button>
        }
      >
        {t('list.title')}
      </PageTitle>
      {tests.isPending && <LoadingState />}
      {tests.isError && <ErrorState error={tests.error} onRetry={() => void tests.refetch()} />}
      {tests.isSuccess && tests.data.length === 0 && <Typography color="text.secondary">{t('list.empty')}</Typography>}
      {tests.isSuccess &&
        [
          { key: 'open', title: t('list.open'), items: tests.data.filter((test) => !test.completed) },
          // The most recent results first.
          { key: 'completed', title: t('list.completed'), items: tests.data.filter((test) => test.completed).reverse() },
        ]
          .filter((part) => part.items.length > 0)
          .map((part) => (
            <Box component="section" key={part.key} aria-label={part.title} sx={{ mb: 4 }}>
              <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
                {part.title}
              </Typography>
              <Grid container spacing={2}>
                {part.items.map((test) => (
                  <Grid key={test.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                    <TestCard test={test} onDelete={(target) => void deleteTest(target)} />
                  </Grid>
                ))}
              </Grid>
            </Box>
          ))}
    </>
  );
}
