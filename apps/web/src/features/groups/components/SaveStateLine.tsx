import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/i18n/messages';
import type { SaveState } from './useNextYearAutosave';

interface SaveStateLineProps {
  state: SaveState | undefined;
  /** The student's name, for the retry button's label. */
  name: string;
  onRetry: () => void;
}

/** Under a next-year choice: saving, saved, or why it failed with a retry. Nothing before a choice is made. */
export function SaveStateLine({ state, name, onRetry }: SaveStateLineProps) {
  const { t } = useTranslation('groups');
  const errorText = useErrorText();
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
            {t('next.notSaved', { reason: errorText(state.error) })}
          </Typography>
          <Button size="small" color="error" onClick={onRetry} aria-label={t('next.retryOf', { name })}>
            {t('next.retry')}
          </Button>
        </>
      )}
    </Stack>
  );
}
