import type { Block, Inline } from '@club/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
const HEADING_TAGS: readonly HeadingTag[] = ['h2', 'h3', 'h4', 'h5', 'h6'];
const HEADING_VARIANTS = { 1: 'subtitle1', 2: 'subtitle2', 3: 'body2' } as const;

/** A run's text, each `\n` (a hard line break of the source) drawn as a line break. */
const lines = (text: string): ReactNode =>
  text.split('\n').map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));

function Run({ inline }: { inline: Inline }) {
  let content = lines(inline.text);
  if (inline.em === true) content = <em>{content}</em>;
  if (inline.strong === true) content = <strong>{content}</strong>;
  // Only http(s) and mailto targets reach a block (docs/architecture.md, "Legal texts"); a text opens them beside the form.
  if (inline.href !== undefined) {
    content = (
      <a href={inline.href} target="_blank" rel="noopener noreferrer">
        {content}
      </a>
    );
  }
  return content;
}

const runs = (inlines: readonly Inline[]): ReactNode => inlines.map((inline, i) => <Run key={i} inline={inline} />);

interface TextBlocksProps {
  blocks: readonly Block[];
  /** The tag of a level-1 heading of the text, below the heading of the view that shows it. */
  topHeading?: HeadingTag;
  /** Secondary colour for paragraphs, as a notice inside a form reads. */
  muted?: boolean;
}

/**
 * Draws a legal text's blocks (`markdownBlocks` of `@club/domain/club`, parsed on the server
 * for the family's form, in the club screen's preview): React elements only, so a text's
 * content is always shown as text, never run as markup. Kept free of the Markdown parser: the
 * family's form loads this file.
 */
export function TextBlocks({ blocks, topHeading = 'h3', muted = false }: TextBlocksProps) {
  const color = muted ? 'text.secondary' : 'text.primary';
  const top = HEADING_TAGS.indexOf(topHeading);
  return (
    <Box sx={{ '& a': { color: 'primary.main', overflowWrap: 'anywhere' }, '& > :last-child': { mb: 0 } }}>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'heading':
            return (
              <Typography
                key={i}
                component={HEADING_TAGS[Math.min(top + block.level - 1, HEADING_TAGS.length - 1)] ?? 'h6'}
                variant={HEADING_VARIANTS[block.level]}
                sx={{ fontWeight: 600, mt: i === 0 ? 0 : 2, mb: 1 }}
              >
                {runs(block.inlines)}
              </Typography>
            );
          case 'paragraph':
            return (
              <Typography key={i} variant="body2" color={color} sx={{ mb: 1 }}>
                {runs(block.inlines)}
              </Typography>
            );
          case 'quote':
            return (
              <Typography
                key={i}
                component="blockquote"
                variant="body2"
                color={color}
                sx={{ m: 0, mb: 1, pl: 1.5, borderLeft: 3, borderColor: 'divider', fontStyle: 'italic' }}
              >
                {runs(block.inlines)}
              </Typography>
            );
          case 'list': {
            const items = block.items.map((item, j) => <li key={j}>{runs(item)}</li>);
            return (
              <Typography
                key={i}
                component="div"
                variant="body2"
                color={color}
                sx={{ mb: 1, '& ol, & ul': { m: 0, pl: 3 }, '& li + li': { mt: 0.5 } }}
              >
                {block.ordered ? <ol start={block.start}>{items}</ol> : <ul>{items}</ul>}
              </Typography>
            );
          }
          case 'rule':
            return <Box key={i} component="hr" sx={{ border: 0, borderTop: 1, borderColor: 'divider', my: 2 }} />;
        }
      })}
    </Box>
  );
}
