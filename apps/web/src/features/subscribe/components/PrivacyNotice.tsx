import { PRIVACY_NOTICE } from '@club/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Language } from '@/lib/language';

interface PrivacyNoticeProps {
  language: Language;
  id: string;
  versionLabel: string;
}

/** The versioned notice of the domain (Monaco law n° 1.565, which replaced law n° 1.165), shown in full before the tick. */
export function PrivacyNotice({ language, id, versionLabel }: PrivacyNoticeProps) {
  const notice = PRIVACY_NOTICE[language];
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{ bgcolor: '#eef5fb', border: 1, borderColor: '#d5e3ef', borderRadius: 2, p: { xs: 2, sm: 2.5 } }}
    >
      <Typography id={`${id}-title`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {notice.title}
      </Typography>
      {notice.paragraphs.map((paragraph) => (
        <Typography key={paragraph} variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
          {paragraph}
        </Typography>
      ))}
      <Typography variant="caption" color="text.secondary">
        {versionLabel}
      </Typography>
    </Box>
  );
}
