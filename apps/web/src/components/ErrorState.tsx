import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/i18n/messages';

interface ErrorStateProps {
  /** The failure to explain; its code picks the message (SPEC §8). */
  error: unknown;
  /** Offered as a "try again" button when given. */
  onRetry?: () => void;
}

/** A screen section that could not load its data. */
export function ErrorState({ error, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Alert
      severity="error"
      sx={{ my: 2, alignItems: 'center' }}
      action={
        onRetry === undefined ? undefined : (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )
      }
    >
      {errorText(error)}
    </Alert>
  );
}
