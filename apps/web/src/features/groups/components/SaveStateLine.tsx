import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isRightsError, isWorthRetrying } from '@/components/rightsError';
import { useRefusalText } from '@/components/useRefusalText';
import { useErrorText } from '@/i18n/messages';
import type { SaveState } from './useNextYearAutosave';

interface SaveStateLineProps {
  state: SaveState | undefined;
  /** The student's name, for the retry button's label. */
  name: string;
  onRetry: () => void;
}

/**
 * Under a next-year choice: saving, saved, or why it failed, with a retry unless the server
 * refused it for the user's role. Nothing before a choice is made.
 */
export function SaveStateLine({ state, name, onRetry }: SaveStateLineProps) {
  const { t } = useTranslation('groups');
  const errorText = useErrorText();
  const failure = state?.status === 'error' ? state.error : null;
  const refusal = useRefusalText(failure);
  return (
    // Announced as it changes; empty until the first choice.
    <Stack role="status" direction="row" spacing={0.75} sx={{ alignItems: 'center', minHeight: 24, mt: 0.5 }}>
      {state?.status === 'pending' && (
        <>
          <CircularProgress size={14} aria-hidden />
          <Typography variant="body2" color="text.secondary">
            {t('next.saving')}
          </Typography>
        </>
      )}
      {state?.status === 'saved' && (
        <>
          <CheckCircleOutlineIcon color="success" sx={{ fontSize: 18 }} aria-hidden />
          <Typography variant="body2" color="success.main">
            {t('next.choiceSaved')}
          </Typography>
        </>
      )}
      {state?.status === 'error' && (
        <>
          <ErrorOutlineIcon color="error" sx={{ fontSize: 18 }} aria-hidden />
          <Typography variant="body2" color="error" sx={{ flex: 1, minWidth: 0 }}>
            {t('next.notSaved', { reason: isRightsError(state.error) ? refusal : errorText(state.error) })}
          </Typography>
          {isWorthRetrying(state.error) && (
            <Button size="small" color="error" onClick={onRetry} aria-label={t('next.retryOf', { name })}>
              {t('next.retry')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
