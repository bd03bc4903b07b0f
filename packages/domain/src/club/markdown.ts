import { Lexer, type Token, type Tokens } from 'marked';
import type { Block, Inline } from '../markdown/blocks.js';

/** A legal text is short: a source longer than this is refused before it is parsed. */
export const MARKDOWN_MAX_LENGTH = 50_000;

const SAFE_LINK = /^(?:https?:\/\/|mailto:)/i;

/** Entities marked leaves in a text (`&amp;` for `&`…): the blocks hold the characters themselves. */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (text: string): string => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

interface Style {
  strong?: boolean;
  em?: boolean;
  href?: string;
}

const styled = (text: string, style: Style): Inline => ({ text, ...style });

/** Flattens marked's inline tokens into runs of text with their style. */
const inlinesOf = (tokens: readonly Token[] | undefined, style: Style = {}): Inline[] => {
  const out: Inline[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        out.push(...inlinesOf((token as Tokens.Strong).tokens, { ...style, strong: true }));
        break;
      case 'em':
        out.push(...inlinesOf((token as Tokens.Em).tokens, { ...style, em: true }));
        break;
      case 'del':
        out.push(...inlinesOf((token as Tokens.Del).tokens, style));
        break;
      case 'link': {
        const link = token as Tokens.Link;
        out.push(...inlinesOf(link.tokens, SAFE_LINK.test(link.href) ? { ...style, href: link.href } : style));
        break;
      }
      case 'br':
        out.push(styled('\n', style));
        break;
      case 'text': {
        const text = token as Tokens.Text;
        if (text.tokens !== undefined && text.tokens.length > 0) out.push(...inlinesOf(text.tokens, style));
        else out.push(styled(decode(text.text), style));
        break;
      }
      case 'image':
        // Images are not drawn: their description stands in for them.
        out.push(styled((token as Tokens.Image).text, style));
        break;
      default:
        // Code spans, escapes and inline HTML are shown as the text they hold, never as markup.
        out.push(styled(decode('text' in token && typeof token.text === 'string' ? token.text : token.raw), style));
    }
  }
  // Adjacent runs of one style are one run.
  return out.reduce<Inline[]>((runs, inline) => {
    const last = runs.at(-1);
    if (last !== undefined && last.strong === inline.strong && last.em === inline.em && last.href === inline.href) last.text += inline.text;
    else runs.push({ ...inline });
    return runs;
  }, []);
};

const headingLevel = (depth: number): 1 | 2 | 3 => (depth <= 1 ? 1 : depth === 2 ? 2 : 3);

const blocksOf = (tokens: readonly Token[]): Block[] => {
  const out: Block[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'space':
        break;
      case 'heading': {
        const heading = token as Tokens.Heading;
        out.push({ type: 'heading', level: headingLevel(heading.depth), inlines: inlinesOf(heading.tokens) });
        break;
      }
      case 'paragraph':
        out.push({ type: 'paragraph', inlines: inlinesOf((token as Tokens.Paragraph).tokens) });
        break;
      case 'blockquote':
        // A quote's own blocks become one quoted run each.
        for (const inner of blocksOf((token as Tokens.Blockquote).tokens)) {
          if (inner.type === 'paragraph' || inner.type === 'heading' || inner.type === 'quote')
            out.push({ type: 'quote', inlines: inner.inlines });
          else out.push(inner);
        }
        break;
      case 'list': {
        const list = token as Tokens.List;
        out.push({
          type: 'list',
          ordered: list.ordered,
          start: typeof list.start === 'number' ? list.start : 1,
          // A nested list is read as the lines of its item: legal texts need no deeper outline.
          items: list.items.map((item) => inlinesOf(item.tokens.flatMap((inner) => (inner.type === 'list' ? [] : [inner])))),
        });
        for (const item of list.items) {
          for (const inner of item.tokens) if (inner.type === 'list') out.push(...blocksOf([inner]));
        }
        break;
      }
      case 'hr':
        out.push({ type: 'rule' });
        break;
      case 'table': {
        // A table is read row by row, its cells separated by a dash.
        const table = token as Tokens.Table;
        for (const row of [table.header, ...table.rows]) {
          out.push({
            type: 'paragraph',
            inlines: row.flatMap((cell, i) => [...(i === 0 ? [] : [{ text: ' – ' }]), ...inlinesOf(cell.tokens)]),
          });
        }
        break;
      }
      default: {
        // Code blocks and raw HTML: their text, as a paragraph.
        const text = 'text' in token && typeof token.text === 'string' ? token.text : token.raw;
        if (text.trim() !== '') out.push({ type: 'paragraph', inlines: [{ text: decode(text.trim()) }] });
      }
    }
  }
  return out;
};

/**
 * Parses a legal text's Markdown (CommonMark and GitHub's tables, with marked) into the blocks
 * every reading view draws: the PDF layout on the server, the form and the editor's preview
 * on the web.
 */
export const markdownBlocks = (source: string): Block[] => blocksOf(Lexer.lex(source.slice(0, MARKDOWN_MAX_LENGTH), { gfm: true }));
