import { z } from 'zod';

/**
 * A legal text as the reading views draw it: the blocks a Markdown source parses into
 * (`markdownBlocks` in `@club/domain/club`). The PDF layout and the web both draw these blocks,
 * so a text reads the same on paper and on screen, and no HTML from a text ever reaches a page.
 * See docs/architecture.md#legal-texts.
 */
export const inlineSchema = z.object({
  text: z.string(),
  strong: z.boolean().optional(),
  em: z.boolean().optional(),
  /** Only http(s) and mailto links are kept; any other target reads as plain text. */
  href: z.string().optional(),
});
export type Inline = z.infer<typeof inlineSchema>;

export const blockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), level: z.union([z.literal(1), z.literal(2), z.literal(3)]), inlines: z.array(inlineSchema) }),
  z.object({ type: z.literal('paragraph'), inlines: z.array(inlineSchema) }),
  z.object({ type: z.literal('quote'), inlines: z.array(inlineSchema) }),
  z.object({ type: z.literal('list'), ordered: z.boolean(), start: z.number(), items: z.array(z.array(inlineSchema)) }),
  z.object({ type: z.literal('rule') }),
]);
export type Block = z.infer<typeof blockSchema>;

/** The plain text of a run of inlines (titles of PDFs, search, tests). */
export const plainText = (inlines: readonly Inline[]): string => inlines.map((inline) => inline.text).join('');
