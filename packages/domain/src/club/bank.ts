import { electronicFormatIBAN, friendlyFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

/** `fr76 3000 6000…` → `FR7630006000…`: the form people type, as banks exchange it. */
export const compactIban = (value: string): string => electronicFormatIBAN(value) ?? '';

/** An IBAN whose country format and check digits are right (ibantools). */
export const isIban = (value: string): boolean => isValidIBAN(compactIban(value));

/** `bnpa frpp` → `BNPAFRPP`. */
export const compactBic = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** A BIC of 8 or 11 characters with a known country (ibantools). */
export const isBic = (value: string): boolean => isValidBIC(compactBic(value));

/** `FR7630006000011234567890189` → `FR76 3000 6000 0112 3456 7890 189`, for reading. */
export const readableIban = (iban: string): string => friendlyFormatIBAN(iban) ?? iban;

/**
 * What a record of a change may show of an IBAN: its country, check digits and last four
 * characters (`FR76…0189`), enough to tell two accounts apart, never the account itself.
 */
export const maskIban = (iban: string | null): string | null => {
  if (iban === null) return null;
  const compact = compactIban(iban);
  return compact.length <= 8 ? '…' : `${compact.slice(0, 4)}…${compact.slice(-4)}`;
};

/** The bank's code and country of a BIC (`BNPAFR…`), its branch left out. */
export const maskBic = (bic: string | null): string | null => (bic === null ? null : `${compactBic(bic).slice(0, 6)}…`);
