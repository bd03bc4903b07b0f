import { formatDate } from '@club/domain';
import { markdownBlocks, type ClubTextKey } from '@club/domain/club';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { TextBlocks } from '@/components/TextBlocks';
import type { Language } from '@/lib/language';
import { useClubTextVersion } from '../api/getClubTextVersion';
import { TextLanguageTabs, textLanguagePanel } from './TextLanguageTabs';

export interface TextVersionDialogProps {
  textKey: ClubTextKey;
  /** A published version's number. */
  version: number;
  /** The language shown first (the family's, for what a family accepted); the other is a tab away. */
  language: Language;
  onClose: () => void;
}

function VersionBody({ source }: { source: string }) {
  const blocks = useMemo(() => markdownBlocks(source), [source]);
  return <TextBlocks blocks={blocks} topHeading="h3" />;
}

/** A published version of a legal text, read-only, in both languages: what a family accepted. */
export function TextVersionDialog({ textKey, version, language, onClose }: TextVersionDialogProps) {
  const { t } = useTranslation('club');
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const idPrefix = useId();
  const [shown, setShown] = useState<Language>(language);
  const text = useClubTextVersion(textKey, version);
  const name = t(`texts.names.${textKey}`);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={onPhone} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
        {t('texts.reader.title', { name, version })}
      </DialogTitle>
      <DialogContent>
        {text.isPending && <LoadingState />}
        {text.isError && <ErrorState error={text.error} onRetry={() => void text.refetch()} />}
        {text.isSuccess && (
          <>
            {text.data.publishedAt !== null && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {text.data.publishedBy === null
                  ? t('texts.reader.publishedByNoOne', { date: formatDate(text.data.publishedAt) })
                  : t('texts.reader.published', { date: formatDate(text.data.publishedAt), login: text.data.publishedBy })}
              </Typography>
            )}
            <TextLanguageTabs value={shown} onChange={setShown} idPrefix={idPrefix} label={t('texts.reader.languages')} />
            <Box {...textLanguagePanel(idPrefix, shown, shown)} lang={shown} sx={{ pt: 2, overflowWrap: 'anywhere' }}>
              <VersionBody source={text.data[shown]} />
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained">
          {t('common:actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
