import { foldName } from '@club/domain';

/** Two people have the same names when they match without case and accents (a form may type "CLAIRE" or "Claire"). */
export const sameNames = (a: { first: string; last: string }, b: { first: string; last: string }): boolean =>
  foldName(a.first) === foldName(b.first) && foldName(a.last) === foldName(b.last);
