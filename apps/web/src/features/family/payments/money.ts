import { formatEuros } from '@/lib/money';

/** Integer cents as euros in the page's language: 123450 → « 1 234,50 € » / "€1,234.50" (`lib/money.ts`, no float on the way). */
export const formatCents = formatEuros;

const ENGLISH_ORDINALS = new Intl.PluralRules('en', { type: 'ordinal' });
const ENGLISH_SUFFIXES: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd' };

/** A child's rank in the family: « 2e » / "2nd". */
export const formatRank = (rank: number, language: string): string =>
  language === 'en' ? `${rank}${ENGLISH_SUFFIXES[ENGLISH_ORDINALS.select(rank)] ?? 'th'}` : rank === 1 ? '1er' : `${rank}e`;
