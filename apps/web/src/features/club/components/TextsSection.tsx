import { CLUB_TEXT_KEYS, type ClubTextKey, type ClubTextSummary } from '@club/domain/club';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { useClubTexts } from '../api/getClubTexts';
import { TextEditorDialog } from './TextEditorDialog';
import { textStateLabel } from './textState';
import { TextVersionsDialog } from './TextVersionsDialog';

/** In the order the club thinks of them, whatever order the server lists them in. */
const inKeyOrder = (texts: readonly ClubTextSummary[]) =>
  [...texts].sort((a, b) => CLUB_TEXT_KEYS.indexOf(a.key) - CLUB_TEXT_KEYS.indexOf(b.key));

function TextItem({ text, onEdit, onVersions }: { text: ClubTextSummary; onEdit: () => void; onVersions: () => void }) {
  const { t } = useTranslation('club');
  const name = t(`texts.names.${text.key}`);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {text.draft && <Chip size="small" variant="outlined" color="warning" label={t('texts.draft')} />}
            {!text.draft && (
              <Typography variant="body2" color="text.secondary">
                {textStateLabel(t, text)}
              </Typography>
            )}
          </Stack>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, justifyContent: { xs: 'flex-end' } }}>
          <Button size="small" variant="outlined" onClick={onVersions} aria-label={t('texts.versionsOf', { name })}>
            {t('texts.versions')}
          </Button>
          <Button size="small" variant="contained" onClick={onEdit} aria-label={t('texts.editOf', { name })}>
            {t('texts.edit')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The club's legal texts: where each stands, its editor, and its published versions. */
export function TextsSection() {
  const { t } = useTranslation('club');
  const texts = useClubTexts();
  const [editing, setEditing] = useState<ClubTextKey | null>(null);
  const [versionsOf, setVersionsOf] = useState<ClubTextKey | null>(null);

  return (
    <Stack spacing={2}>
      {texts.isPending && <LoadingState />}
      {texts.isError && <ErrorState error={texts.error} onRetry={() => void texts.refetch()} />}
      {texts.isSuccess && (
        <Stack component="ul" spacing={1.5} aria-label={t('texts.listLabel')} sx={{ p: 0, m: 0 }}>
          {inKeyOrder(texts.data).map((text) => (
            <TextItem key={text.key} text={text} onEdit={() => setEditing(text.key)} onVersions={() => setVersionsOf(text.key)} />
          ))}
        </Stack>
      )}
      {editing !== null && <TextEditorDialog textKey={editing} onClose={() => setEditing(null)} />}
      {versionsOf !== null && <TextVersionsDialog textKey={versionsOf} onClose={() => setVersionsOf(null)} />}
    </Stack>
  );
}
