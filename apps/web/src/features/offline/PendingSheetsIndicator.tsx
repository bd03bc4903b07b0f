import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isErrorCode } from '@club/domain';
import { useErrorText, useValidationText } from '@/i18n/messages';
import { ApiError } from '@/lib/api';
import type { SheetQueue, SheetQueueSnapshot } from './queue';
import type { PendingSheet } from './store';

/** How long "All sheets sent" stays in the app bar. */
export const ALL_SENT_SHOWN_MS = 4000;

interface PendingSheetsIndicatorViewProps {
  snapshot: SheetQueueSnapshot;
  queue: Pick<SheetQueue, 'flush' | 'discard'>;
}

/** The same words the sheet would have shown: each field's message, else the catalogue's message for the code. */
const useRefusalText = (): ((sheet: PendingSheet) => string) => {
  const errorText = useErrorText();
  const validationText = useValidationText();
  return (sheet) => {
    const refusal = sheet.refused;
    if (refusal === null) return '';
    const keys = [...new Set(Object.values(refusal.fields))];
    if (keys.length > 0) return keys.map(validationText).join(' · ');
    const code = isErrorCode(refusal.code) ? refusal.code : 'UNKNOWN_ERROR';
    return errorText(new ApiError(refusal.status, code, refusal.message));
  };
};

/**
 * The app bar's count of attendance sheets waiting to be sent (docs/product.md#offline-attendance), with
 * the list of them, each refused one with its reason; "All sheets sent" shows a moment after the last goes.
 */
export function PendingSheetsIndicatorView({ snapshot, queue }: PendingSheetsIndicatorViewProps) {
  const { t, i18n } = useTranslation('offline');
  const refusalText = useRefusalText();
  const listId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const [allSentShown, setAllSentShown] = useState(false);
  const count = snapshot.sheets.length;
  const refused = snapshot.sheets.filter((sheet) => sheet.refused !== null).length;

  useEffect(() => {
    if (snapshot.allSentCount === 0) return;
    setAllSentShown(true);
    const timer = window.setTimeout(() => setAllSentShown(false), ALL_SENT_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [snapshot.allSentCount]);
  useEffect(() => {
    if (count === 0) setAnchor(null);
  }, [count]);

  if (count === 0) {
    return allSentShown ? (
      <Chip
        role="status"
        icon={<CloudDoneIcon />}
        label={t('allSent')}
        size="small"
        // On a phone the words wrap on two lines: the app bar keeps its language buttons in view.
        sx={{
          color: 'inherit',
          bgcolor: 'rgba(255,255,255,0.16)',
          maxWidth: { xs: 150, sm: 'none' },
          height: 'auto',
          '& .MuiChip-icon': { color: 'inherit' },
          '& .MuiChip-label': { whiteSpace: { xs: 'normal', sm: 'nowrap' }, lineHeight: 1.2, py: 0.25 },
        }}
      />
    ) : null;
  }

  const dateText = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Monaco' }).format(new Date(iso));
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('waiting', { count })}
        title={t('waiting', { count })}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 48, minHeight: 48 }}
      >
        <Badge badgeContent={count} color={refused > 0 ? 'error' : 'secondary'}>
          {refused > 0 ? <ErrorOutlineIcon /> : <CloudUploadIcon />}
        </Badge>
      </IconButton>
      <Popover
        id={listId}
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 'min(360px, calc(100vw - 16px))', p: 1.5 } } }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('waiting', { count })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('listHint')}
        </Typography>
        <List dense aria-label={t('listLabel')}>
          {snapshot.sheets.map((sheet) => (
            <ListItem
              key={sheet.clientKey}
              disableGutters
              secondaryAction={
                sheet.refused !== null ? (
                  <Button size="small" color="error" onClick={() => void queue.discard(sheet.clientKey)} sx={{ minHeight: 40 }}>
                    {t('discard')}
                  </Button>
                ) : undefined
              }
            >
              <ListItemText
                primary={sheet.subGroupName === null ? sheet.groupName : `${sheet.groupName} · ${sheet.subGroupName}`}
                secondary={
                  sheet.refused === null
                    ? t('takenAt', { date: dateText(sheet.date) })
                    : t('refused', { date: dateText(sheet.date), reason: refusalText(sheet) })
                }
                slotProps={{ secondary: { color: sheet.refused === null ? 'text.secondary' : 'error' } }}
              />
            </ListItem>
          ))}
        </List>
        <Button fullWidth variant="contained" onClick={() => void queue.flush()} sx={{ minHeight: 44 }}>
          {t('sendNow')}
        </Button>
      </Popover>
    </>
  );
}
