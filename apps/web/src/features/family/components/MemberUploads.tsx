import type { FamilySubscriptionDto, FamilyUploadDto } from '@club/domain';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatBirthDate, formatClubDate } from '@/lib/clubTime';
import { uploadedFileUrl } from '../api/uploadedFile';
import { useItemName } from './healthDocument';

/** Where an upload stands, in the family's words and the colour of its icon. */
const useStatus = () => {
  const { t } = useTranslation('family');
  return (upload: FamilyUploadDto) => {
    switch (upload.status) {
      case 'PENDING':
        return { text: t('uploads.pending'), color: 'text.secondary', Icon: HourglassEmpty };
      case 'APPROVED':
        return {
          // A day (YYYY-MM-DD), not an instant: shown as it is, whatever the device's time zone.
          text: upload.expiresOn === null ? t('uploads.approved') : t('uploads.approvedUntil', { date: formatBirthDate(upload.expiresOn) }),
          color: 'success.main',
          Icon: CheckCircleOutline,
        };
      case 'REJECTED':
        return {
          text: upload.rejectionReason === null ? t('uploads.rejectedNoReason') : t('uploads.rejected', { reason: upload.rejectionReason }),
          color: 'error.main',
          Icon: ErrorOutline,
        };
    }
  };
};

interface MemberUploadsProps {
  uploads: readonly FamilyUploadDto[];
  /** What the medical certificate item stands for under the club's rule. */
  healthDocument: FamilySubscriptionDto['healthDocument'];
  /** The id of the card's heading, prefix of the list's own id. */
  headingId: string;
}

/** On a member's card: the files sent this season, newest first, where each stands, and a link to see it again. */
export function MemberUploads({ uploads, healthDocument, headingId }: MemberUploadsProps) {
  const { t } = useTranslation(['family', 'subscriptions']);
  const itemName = useItemName({ healthDocument });
  const statusOf = useStatus();
  if (uploads.length === 0) return null;
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography id={`${headingId}-uploads`} sx={{ fontWeight: 600 }}>
        {t('uploads.sentTitle')}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={`${headingId}-uploads`}
        sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        {uploads.map((upload) => {
          const name = itemName(upload.kind);
          const date = formatClubDate(upload.uploadedAt);
          const { text, color, Icon } = statusOf(upload);
          return (
            <Box component="li" key={upload.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                <Typography>{name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('uploads.sentOn', { date })}
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, color }}>
                  <Icon aria-hidden fontSize="small" sx={{ mt: '2px' }} />
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                    {text}
                  </Typography>
                </Box>
              </Box>
              <Button
                variant="text"
                href={uploadedFileUrl(upload.id)}
                target="_blank"
                rel="noopener"
                aria-label={t('uploads.viewOf', { name, date })}
              >
                {t('uploads.view')}
              </Button>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
