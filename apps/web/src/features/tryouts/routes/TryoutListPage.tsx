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
import { useTryouts } from '@/features/reference';
import { TryoutCard } from '../components/TryoutCard';
import { useDeleteTryoutAction } from '../components/useDeleteTryoutAction';

/** /test/ (docs/product.md#screen-tests): every test as a card, by date. */
export function TryoutListPage() {
  const { t } = useTranslation('tryouts');
  const tryouts = useTryouts();
  const deleteTryout = useDeleteTryoutAction();
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
      {tryouts.isPending && <LoadingState />}
      {tryouts.isError && <ErrorState error={tryouts.error} onRetry={() => void tryouts.refetch()} />}
      {tryouts.isSuccess && tryouts.data.length === 0 && <Typography color="text.secondary">{t('list.empty')}</Typography>}
      {tryouts.isSuccess &&
        [
          { key: 'open', title: t('list.open'), items: tryouts.data.filter((tryout) => !tryout.completed) },
          // The most recent results first.
          { key: 'completed', title: t('list.completed'), items: tryouts.data.filter((tryout) => tryout.completed).reverse() },
        ]
          .filter((part) => part.items.length > 0)
          .map((part) => (
            <Box component="section" key={part.key} aria-label={part.title} sx={{ mb: 4 }}>
              <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
                {part.title}
              </Typography>
              <Grid container spacing={2}>
                {part.items.map((tryout) => (
                  <Grid key={tryout.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                    <TryoutCard tryout={tryout} onDelete={(target) => void deleteTryout(target)} />
                  </Grid>
                ))}
              </Grid>
            </Box>
          ))}
    </>
  );
}
