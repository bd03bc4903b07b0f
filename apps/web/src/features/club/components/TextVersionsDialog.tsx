import type { ClubTextKey } from '@club/domain/club';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { isLanguage } from '@/lib/language';
import { useClubTextVersions } from '../api/getClubTextVersions';
import { TextVersionDialog } from './TextVersionDialog';
import { textStateLabel } from './textState';

interface TextVersionsDialogProps {
  textKey: ClubTextKey;
  onClose: () => void;
}

/** Every published version of a text, newest first, each readable as it was published. */
export function TextVersionsDialog({ textKey, onClose }: TextVersionsDialogProps) {
  const { t, i18n } = useTranslation(['club', 'common']);
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const versions = useClubTextVersions(textKey);
  const [reading, setReading] = useState<number | null>(null);
  const name = t(`club:texts.names.${textKey}`);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={onPhone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('club:texts.versionsOf', { name })}</DialogTitle>
      <DialogContent>
        {versions.isPending && <LoadingState />}
        {versions.isError && <ErrorState error={versions.error} onRetry={() => void versions.refetch()} />}
        {versions.isSuccess && versions.data.length === 0 && (
          <Typography color="text.secondary">{t('club:texts.history.empty')}</Typography>
        )}
        {versions.isSuccess && versions.data.length > 0 && (
          <Stack component="ul" spacing={1} aria-label={t('club:texts.history.listLabel')} sx={{ p: 0, m: 0 }}>
            {versions.data.map((summary, index) => (
              <Paper key={summary.version} component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {textStateLabel(t, summary)}
                    </Typography>
                    {index === 0 && <Chip size="small" color="primary" label={t('club:texts.history.current')} />}
                  </Stack>
                  {summary.version !== null && (
                    <Button
                      size="small"
                      variant="outlined"
                      sx={{ flexShrink: 0 }}
                      aria-label={t('club:texts.history.readOf', { version: summary.version })}
                      onClick={() => setReading(summary.version)}
                    >
                      {t('club:texts.history.read')}
                    </Button>
                  )}
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
      {reading !== null && (
        <TextVersionDialog
          textKey={textKey}
          version={reading}
          language={isLanguage(i18n.language) ? i18n.language : 'fr'}
          onClose={() => setReading(null)}
        />
      )}
    </Dialog>
  );
}
