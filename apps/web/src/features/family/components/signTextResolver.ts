// The two modules alone: the domain's index would bring its schemas, and zod, to a page that needs neither.
import { MSG } from '@club/domain/messages';
import { NAME_LIKE } from '@club/domain/patterns';
import type { Resolver, ResolverResult } from 'react-hook-form';

export interface SignTextValues {
  signedName: string;
  accepted: boolean;
}

/** The bounds of the domain's `acknowledgementSchema` for the signer's name. */
const MIN_NAME_LENGTH = 3;
const MAX_NAME_LENGTH = 200;

/**
 * The signer's name checked as the server checks it (trimmed, the domain's name pattern and bounds), so a
 * typing mistake is said on the field at once; the box must be ticked.
 */
export const signTextResolver: Resolver<SignTextValues> = (values): ResolverResult<SignTextValues> => {
  const signedName = values.signedName.trim();
  const nameFits = signedName.length >= MIN_NAME_LENGTH && signedName.length <= MAX_NAME_LENGTH && NAME_LIKE.test(signedName);
  if (nameFits && values.accepted) return { values: { signedName, accepted: true }, errors: {} };
  return {
    values: {},
    errors: {
      ...(nameFits ? {} : { signedName: { type: 'pattern', message: MSG.signedName } }),
      ...(values.accepted ? {} : { accepted: { type: 'required', message: MSG.required } }),
    },
  };
};
