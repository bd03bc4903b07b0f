import { markdownBlocks } from '@club/domain/club';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextBlocks } from '@/components/TextBlocks';

interface TextPreviewProps {
  source: string;
  /** Accessible name of the preview's region. */
  label: string;
}

/**
 * A Markdown source as families will read it: parsed by the domain's one parser into the blocks
 * the form and the PDFs draw. Parsing waits for typing to pause (deferred value), so a long
 * text never slows the keyboard down.
 */
export function TextPreview({ source, label }: TextPreviewProps) {
  const { t } = useTranslation('club');
  const deferred = useDeferredValue(source);
  const blocks = useMemo(() => markdownBlocks(deferred), [deferred]);
  return (
    <Box role="region" aria-label={label} aria-busy={deferred !== source} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      {blocks.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('texts.editor.previewEmpty')}
        </Typography>
      ) : (
        <TextBlocks blocks={blocks} topHeading="h3" />
      )}
    </Box>
  );
}
