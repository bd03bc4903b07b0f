import { z } from 'zod';
import { blockSchema, plainText, type Block } from '../markdown/blocks.js';
import { PRIVACY_NOTICE_VERSION } from '../subscriptions/privacy.js';
import { MARKDOWN_MAX_LENGTH, markdownBlocks } from './markdown.js';
import { CLUB_MSG } from './messages.js';

/**
 * The club's legal texts, each written in French and English as Markdown and published in
 * numbered versions (docs/product.md, "Legal texts"). The general form is the checklist's
 * `asmPdf` document.
 */
export const CLUB_TEXT_KEYS = ['rules', 'codeOfConduct', 'guardianCodeOfConduct', 'privacy', 'generalForm'] as const;
export const clubTextKeySchema = z.enum(CLUB_TEXT_KEYS);
export type ClubTextKey = (typeof CLUB_TEXT_KEYS)[number];

const markdownField = z
  .string({ error: CLUB_MSG.textMarkdown })
  .trim()
  .min(1, { error: CLUB_MSG.textMarkdown })
  .max(MARKDOWN_MAX_LENGTH, { error: CLUB_MSG.textTooLong });

/** PUT /api/club/texts/:key: publishes both languages as the text's next version. */
export const publishClubTextSchema = z.object({ fr: markdownField, en: markdownField });
export type PublishClubTextInput = z.input<typeof publishClubTextSchema>;
export type PublishClubText = z.infer<typeof publishClubTextSchema>;

/**
 * GET /api/club/texts/:key, and each published version. Until an admin publishes a text,
 * the club uses the draft shipped with the application: `version` and `publishedAt` are null
 * and `draft` is true.
 */
export const clubTextSchema = z.object({
  key: clubTextKeySchema,
  version: z.number().nullable(),
  publishedAt: z.string().nullable(),
  /** Login of the admin who published it; null for the shipped draft or a deleted account. */
  publishedBy: z.string().nullable(),
  draft: z.boolean(),
  fr: z.string(),
  en: z.string(),
});
export type ClubText = z.infer<typeof clubTextSchema>;

/** GET /api/club/texts: where each text stands, for the club screen and the admin's checklist. */
export const clubTextSummarySchema = clubTextSchema.omit({ fr: true, en: true });
export type ClubTextSummary = z.infer<typeof clubTextSummarySchema>;

/**
 * The label an acceptance stores for the version it accepted: the version number once
 * published; before, the shipped draft's own label (subscriptions made before texts could be
 * published keep the label they stored then).
 */
export const textVersionLabel = (version: number | null, draftLabel: string): string => (version === null ? draftLabel : String(version));

/** A published version number read back from a stored label; null for a shipped draft's label. */
export const publishedVersionOf = (label: string): number | null => (/^[1-9]\d{0,8}$/.test(label) ? Number(label) : null);

/** A text as the family's form reads it: parsed, in one language. */
export const readableTextSchema = z.object({
  key: clubTextKeySchema,
  /** The label an acceptance of this text stores (`textVersionLabel`). */
  versionLabel: z.string(),
  title: z.string(),
  blocks: z.array(blockSchema),
});
export type ReadableText = z.infer<typeof readableTextSchema>;

/**
 * The label an acceptance of a text's shipped draft stores: the privacy notice keeps the label
 * its acceptances stored before texts could be published, so they still name it.
 */
export const draftLabelOf = (key: ClubTextKey): string => (key === 'privacy' ? PRIVACY_NOTICE_VERSION : 'draft');

/**
 * A text's title and body: the heading it opens with is its title; a text that does not open
 * with a heading is titled by the document's own name.
 */
export const titledBlocks = (blocks: readonly Block[], fallbackTitle: string): { title: string; blocks: Block[] } => {
  const [first, ...rest] = blocks;
  if (first?.type === 'heading') {
    const title = plainText(first.inlines).trim();
    if (title !== '') return { title, blocks: rest };
  }
  return { title: fallbackTitle, blocks: [...blocks] };
};

/** A text's Markdown as the reading views take it (`readableTextSchema`). */
export const readableText = (key: ClubTextKey, versionLabel: string, source: string, fallbackTitle: string): ReadableText => ({
  key,
  versionLabel,
  ...titledBlocks(markdownBlocks(source), fallbackTitle),
});

/**
 * The privacy notice on the public form's data (GET /api/subscription/resume): the label its
 * acceptance will store, and the current version in both languages.
 */
export const formPrivacySchema = z.object({
  version: z.string(),
  texts: z.object({ fr: readableTextSchema, en: readableTextSchema }),
});
export type FormPrivacy = z.infer<typeof formPrivacySchema>;

/** The texts a renewal accepts on the form besides the privacy notice (docs/product.md, "Legal texts"). */
export const ACCEPTED_TEXT_KEYS = ['rules', 'codeOfConduct', 'guardianCodeOfConduct'] as const satisfies readonly ClubTextKey[];
export type AcceptedTextKey = (typeof ACCEPTED_TEXT_KEYS)[number];

/** One acceptance on the staff's subscription screen: which version, by whom, when. */
export const textAcceptanceSchema = z.object({
  /** The stored label: a version number, or the shipped draft's label. */
  version: z.string(),
  /** The published version it names (`publishedVersionOf`); null for a shipped draft. */
  published: z.number().nullable(),
  acceptedAt: z.string().nullable(),
  acceptedBy: z.string().nullable(),
  /** Whether it is the version the family would accept today. */
  current: z.boolean(),
});
export type TextAcceptance = z.infer<typeof textAcceptanceSchema>;

/** The rules and codes a renewal accepted on the form; null for a text it did not have to accept. */
export const textAcceptancesSchema = z.object({
  rules: textAcceptanceSchema.nullable(),
  codeOfConduct: textAcceptanceSchema.nullable(),
  guardianCodeOfConduct: textAcceptanceSchema.nullable(),
});
export type TextAcceptances = z.infer<typeof textAcceptancesSchema>;
