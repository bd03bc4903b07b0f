/**
 * Amounts of money on screen (docs/product.md#fees-and-payments). The API speaks integer cents;
 * people type and read euros. Both directions work on the digits as text, so no amount ever
 * passes through a float.
 */

/** "45", "45,5", "45,50", "45.50", "1 234,50 €": up to 7 digits of euros and 2 of cents. */
const EUROS_TEXT = /^(?<euros>\d{1,7})(?:[.,](?<cents>\d{1,2}))?$/;

/** Typed euros → integer cents; null when the text is not an amount (empty included). */
export const parseEuros = (text: string): number | null => {
  // Spaces (also the narrow no-break space French grouping uses) and the euro sign are decoration.
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '');
  const match = EUROS_TEXT.exec(compact);
  if (match?.groups?.euros === undefined) return null;
  const cents = (match.groups.cents ?? '').padEnd(2, '0');
  return Number(match.groups.euros) * 100 + Number(cents);
};

const splitCents = (cents: number): { sign: string; euros: number; rest: string } => {
  const whole = Math.abs(Math.trunc(cents));
  return { sign: cents < 0 ? '−' : '', euros: Math.floor(whole / 100), rest: String(whole % 100).padStart(2, '0') };
};

/** Cents → the euros a form shows for editing: 4550 → "45,50" in French, "45.50" in English; 4500 → "45". */
export const eurosInputText = (cents: number, language: string): string => {
  const { sign, euros, rest } = splitCents(cents);
  if (rest === '00') return `${sign === '' ? '' : '-'}${euros}`;
  return `${sign === '' ? '' : '-'}${euros}${language === 'fr' ? ',' : '.'}${rest}`;
};

/** Cents → "1 234,50 €" in French, "€1,234.50" in English; a negative amount keeps its minus sign. */
export const formatEuros = (cents: number, language: string): string => {
  const { sign, euros, rest } = splitCents(cents);
  const grouped = new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 0 }).format(euros);
  return language === 'fr' ? `${sign}${grouped},${rest}\u00a0€` : `${sign}€${grouped}.${rest}`;
};
