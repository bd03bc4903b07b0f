// The two modules alone: the domain's index would bring its schemas, and zod, to a page that needs neither.
import { MSG } from '@club/domain/messages';
import { EMAIL } from '@club/domain/patterns';
import type { Resolver, ResolverResult } from 'react-hook-form';

export interface SignInValues {
  email: string;
}

/** The longest address the server takes (the domain's `email` rule). */
const MAX_EMAIL_LENGTH = 254;

/**
 * The address checked as the server checks it (trimmed and lower-cased, the domain's pattern and length), so a
 * typing mistake is said on the field at once rather than after a round trip.
 */
export const signInResolver: Resolver<SignInValues> = (values): ResolverResult<SignInValues> => {
  const email = values.email.trim().toLowerCase();
  if (email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email)) return { values: { email }, errors: {} };
  return { values: {}, errors: { email: { type: 'pattern', message: MSG.email } } };
};
