import type { ReadableText } from '@club/domain/club';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TextBlocks } from '@/components/TextBlocks';

interface PrivacyNoticeProps {
  /** The notice in force, parsed by the server in the form's language. */
  notice: ReadableText;
  id: string;
  versionLabel: string;
}

/**
 * The privacy notice the club publishes (docs/product.md, "Legal texts"), shown in full before
 * the tick. Only the type comes from `@club/domain/club`: the Markdown parser stays on the server.
 */
export function PrivacyNotice({ notice, id, versionLabel }: PrivacyNoticeProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{ bgcolor: '#eef5fb', border: 1, borderColor: '#d5e3ef', borderRadius: 2, p: { xs: 2, sm: 2.5 }, overflowWrap: 'anywhere' }}
    >
      <Typography id={`${id}-title`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {notice.title}
      </Typography>
      {/* The title above is the text's own opening heading (`titledBlocks`): its sections come under it. */}
      <TextBlocks blocks={notice.blocks} topHeading="h3" muted />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {versionLabel}
      </Typography>
    </Box>
  );
}
