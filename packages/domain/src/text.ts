import { z } from 'zod';
import { EMAIL, NAME_LIKE, NO_CONTROL_CHARS, ORG_NAME, PHONE } from './patterns.js';

/** Building blocks for schemas: each attaches the SPEC §5 message key it fails with. */
export const nameLike = (message: string, max = 100) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: message })
    .regex(NAME_LIKE, { error: message });

export const orgName = (message: string, max = 60) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: message })
    .regex(ORG_NAME, { error: message });

export const email = (message: string) =>
  z.string({ error: message }).trim().max(254, { error: message }).regex(EMAIL, { error: message });

export const phone = (message: string) =>
  z
    .string({ error: message })
    .transform((value) => value.replace(/[\s.]/g, ''))
    .pipe(z.string().regex(PHONE, { error: message }));

/** Free text such as a mail subject: bounded, no control characters. */
export const plainLine = (message: string, max: number) =>
  z.string({ error: message }).max(max, { error: message }).regex(NO_CONTROL_CHARS, { error: message });

/** A positive integer id, in a path or a body. */
export const id = z.coerce.number().int().positive().max(2_147_483_647);

/** A reference to a record in a JSON body: a number (forms send numbers), bounded like `id`. */
export const refId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

/** Removes accents and case, to compare names the way people read them. */
export const foldName = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
