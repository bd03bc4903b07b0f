import { CLUB_TEXT_KEYS, type ClubAdmin, type ClubTextSummary, type Place } from '@club/domain/club';

/** The steps of the admin’s checklist: who the club is, what families accept, where it swims. */
export const CLUB_SETUP_STEPS = ['identity', 'texts', 'places'] as const;
export type ClubSetupStep = (typeof CLUB_SETUP_STEPS)[number];

/**
 * The identity is set up with a name, a postal address (a line, the postal code, the city) and
 * a contact e-mail. The answer always carries a name (MAIL_FROM's until one is saved), but the
 * address and e-mail are saved only by the identity form, which always sends the name too.
 */
export const identityDone = (club: ClubAdmin | undefined): boolean =>
  club !== undefined &&
  club.name.trim() !== '' &&
  club.address.lines.length > 0 &&
  club.address.postalCode !== null &&
  club.address.city !== null &&
  club.email !== null;

/** Every legal text has a published version: none is left to the shipped draft (docs/product.md, "Legal texts"). */
export const textsDone = (texts: readonly ClubTextSummary[] | undefined): boolean =>
  texts !== undefined && CLUB_TEXT_KEYS.every((key) => texts.some((text) => text.key === key && text.version !== null && !text.draft));

export const placesDone = (places: readonly Place[] | undefined): boolean => places !== undefined && places.length > 0;

/**
 * Which steps are done. What could not be read (undefined) counts as not done: the checklist
 * then points at the step rather than failing the home screen.
 */
export const clubSetupState = (read: {
  club: ClubAdmin | undefined;
  texts: readonly ClubTextSummary[] | undefined;
  places: readonly Place[] | undefined;
}): Record<ClubSetupStep, boolean> => ({
  identity: identityDone(read.club),
  texts: textsDone(read.texts),
  places: placesDone(read.places),
});
