import type { PendingUploadDto } from '@club/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatBirthDate, formatClubDateTime } from '@/lib/clubTime';

/** Who the upload is for and where it came from, so the reviewer can tell it belongs to this child. */
export function UploadFacts({ upload }: { upload: PendingUploadDto }) {
  const { t } = useTranslation('uploads');
  const facts: [string, string][] = [
    [t('panel.birthDate'), formatBirthDate(upload.birthDate)],
    [t('panel.group'), upload.groupName ?? t('list.noGroup')],
    [t('panel.section'), upload.sectionName ?? t('list.noSection')],
    [t('panel.received'), formatClubDateTime(upload.uploadedAt)],
    [t('panel.from'), upload.uploadedBy],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 0.5 }, m: 0 }}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
