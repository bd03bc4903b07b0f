import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/**
 * A screen that failed to render or to load (often a chunk gone after a
 * deployment): a reload fetches the current build.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100dvh', p: 2 }}>
      <Alert
        severity="error"
        sx={{ maxWidth: 520 }}
        action={
          <Button color="inherit" onClick={() => window.location.reload()}>
            {t('actions.reload')}
          </Button>
        }
      >
        <AlertTitle>{t('errorPage.title')}</AlertTitle>
        {t('errorPage.body')}
      </Alert>
    </Box>
  );
}
