import HomeIcon from '@mui/icons-material/Home';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { isRightsError } from '@/components/rightsError';
import { useRefusalText } from '@/components/useRefusalText';
import { paths } from '@/config/paths';

/**
 * A screen that failed to render or to load (often a chunk gone after a deployment): a reload
 * fetches the current build. A refusal for the user's role is no failure a reload could cure:
 * it says so and leads home.
 *
 * It takes the error as a prop and links home with a plain link, so the family's form can show it
 * without loading the router (its first-load budget, docs/bench.md); `RoutedErrorPage` reads the
 * error from the router for the staff app.
 */
export function RouteErrorPage({ error }: { error?: unknown }) {
  const { t } = useTranslation();
  const refusal = useRefusalText(error);
  const refused = isRightsError(error);
  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100dvh', p: 2 }}>
      <Alert
        severity={refused ? 'warning' : 'error'}
        sx={{ maxWidth: 520 }}
        action={
          refused ? (
            <Button color="inherit" href={paths.home} startIcon={<HomeIcon />}>
              {t('forbidden.backHome')}
            </Button>
          ) : (
            <Button color="inherit" onClick={() => window.location.reload()}>
              {t('actions.reload')}
            </Button>
          )
        }
      >
        <AlertTitle>{refused ? t('forbidden.actionTitle') : t('errorPage.title')}</AlertTitle>
        {refused ? refusal : t('errorPage.body')}
      </Alert>
    </Box>
  );
}
