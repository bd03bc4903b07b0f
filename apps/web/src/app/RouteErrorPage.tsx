import HomeIcon from '@mui/icons-material/Home';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { isRightsError } from '@/components/rightsError';
import { useRefusalText } from '@/components/useRefusalText';
import { paths } from './paths';

/**
 * A screen that failed to render or to load (often a chunk gone after a deployment): a reload
 * fetches the current build. A refusal for the user's role is no failure a reload could cure:
 * it says so and leads home.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const refusal = useRefusalText(error);
  const refused = isRightsError(error);
  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100dvh', p: 2 }}>
      <Alert
        severity={refused ? 'warning' : 'error'}
        sx={{ maxWidth: 520 }}
        action={
          refused ? (
            <Button color="inherit" component={Link} to={paths.home} startIcon={<HomeIcon />}>
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
