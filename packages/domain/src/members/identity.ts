import { foldName } from '../text.js';

/**
 * Who a member is, for telling a new record from one already on file: the names as people
 * read them and the birth date. Twins differ by first name, so two records with the same
 * folded names and birth date are almost always one child typed twice.
 */
export interface PersonIdentity {
  firstName: string;
  lastName: string;
  birthDate: string;
}

/**
 * How a name typed now matches one on file: EXACT (the same text), SIMILAR (only accents,
 * case, width, hyphens or spacing differ: "Ines" / "INÈS", "Jean-Marc" / "Jean Marc") or
 * SWAPPED (first and last name typed the other way round).
 */
export const MEMBER_MATCHES = ['EXACT', 'SIMILAR', 'SWAPPED'] as const;
export type MemberMatch = (typeof MEMBER_MATCHES)[number];

/** `foldName`, then hyphens, apostrophes, periods and runs of spaces read as one space. */
export const foldIdentityName = (value: string): string =>
  foldName(value)
    .replace(/[\s'’.,()-]+/gu, ' ')
    .trim();

/**
 * The same key for every way of typing one person: birth date and the two folded names in
 * a fixed order (so a swap gives the same key). Records sharing a key are one person, or
 * homonyms born the same day that staff confirmed by hand.
 */
export const identityKey = (person: PersonIdentity): string =>
  [person.birthDate, ...[foldIdentityName(person.firstName), foldIdentityName(person.lastName)].sort()].join('|');

/** How `typed` matches `onFile`, or null when they are two people. */
export const matchMember = (typed: PersonIdentity, onFile: PersonIdentity): MemberMatch | null => {
  if (typed.birthDate !== onFile.birthDate) return null;
  if (typed.firstName.trim() === onFile.firstName.trim() && typed.lastName.trim() === onFile.lastName.trim()) return 'EXACT';
  const first = foldIdentityName(typed.firstName);
  const last = foldIdentityName(typed.lastName);
  if (first === foldIdentityName(onFile.firstName) && last === foldIdentityName(onFile.lastName)) return 'SIMILAR';
  if (first === foldIdentityName(onFile.lastName) && last === foldIdentityName(onFile.firstName)) return 'SWAPPED';
  return null;
};
