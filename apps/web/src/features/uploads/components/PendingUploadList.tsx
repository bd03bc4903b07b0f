import type { PendingUploadDto } from '@club/domain';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { formatBirthDate, formatClubDateTime } from '@/lib/clubTime';
import { useUploadNaming } from './uploadText';

interface PendingUploadListProps {
  uploads: readonly PendingUploadDto[];
  selectedId: number | null;
  onSelect: (upload: PendingUploadDto) => void;
}

/** The uploads waiting, oldest first as the server sends them: each opens its review. */
export function PendingUploadList({ uploads, selectedId, onSelect }: PendingUploadListProps) {
  const { t } = useTranslation('uploads');
  const naming = useUploadNaming();
  return (
    <List aria-label={t('list.label')} disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {uploads.map((upload, index) => {
        const { document, name } = naming(upload);
        const place = [upload.groupName ?? t('list.noGroup'), upload.sectionName].filter((part) => part !== null).join(' · ');
        return (
          <ListItem key={upload.id} disablePadding divider={index < uploads.length - 1}>
            <ListItemButton
              selected={upload.id === selectedId}
              aria-current={upload.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(upload)}
              sx={{ alignItems: 'flex-start' }}
            >
              <ListItemText
                primary={`${name} — ${document}`}
                slotProps={{ primary: { sx: { fontWeight: 500, wordBreak: 'break-word' } }, secondary: { component: 'div' } }}
                secondary={
                  <>
                    <span>
                      {t('list.bornOn', { date: formatBirthDate(upload.birthDate) })} · {place}
                    </span>
                    <br />
                    <span style={{ wordBreak: 'break-word' }}>
                      {t('list.received', { date: formatClubDateTime(upload.uploadedAt), address: upload.uploadedBy })}
                    </span>
                  </>
                }
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
