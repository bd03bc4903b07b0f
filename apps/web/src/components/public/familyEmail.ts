/**
 * The address a family came with, handed from the subscription page to the family space's
 * sign-in (docs/product.md#family-space). Kept in this tab's session storage only: never in the
 * address bar, where it would reach the server's logs and the browser's history.
 */
const KEY = 'club.familyEmail';

export const rememberFamilyEmail = (email: string): void => {
  try {
    if (email.trim() !== '') sessionStorage.setItem(KEY, email.trim());
  } catch {
    // Storage refused (private mode): the family types its address.
  }
};

/** The address handed over, or empty. */
export const handedFamilyEmail = (): string => {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
};
