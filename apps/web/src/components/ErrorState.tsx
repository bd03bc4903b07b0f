import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/i18n/messages';
import { isRightsError, isWorthRetrying } from './rightsError';
import { useRefusalText } from './useRefusalText';

interface ErrorStateProps {
  /** The failure to explain; its code picks the message (docs/product.md#errors). */
  error: unknown;
  /** Offered as a "try again" button when given, unless the server refused the call (403). */
  onRetry?: () => void;
}

/** A screen section that could not load its data. */
export function ErrorState({ error, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const refusal = useRefusalText(error);
  const refused = isRightsError(error) ? refusal : null;
  return (
    <Alert
      severity={refused === null ? 'error' : 'warning'}
      sx={{ my: 2, alignItems: 'center' }}
      action={
        onRetry === undefined || !isWorthRetrying(error) ? undefined : (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )
      }
    >
      {refused !== null && <AlertTitle>{t('forbidden.actionTitle')}</AlertTitle>}
      {refused ?? errorText(error)}
    </Alert>
  );
}
