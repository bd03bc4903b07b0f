import { z } from 'zod';
import { CONTROL_CHAR_BUT_LINE_BREAKS, EMAIL, NAME_LIKE, NO_CONTROL_CHARS, ORG_NAME, PHONE } from './patterns.js';

/**
 * Every text input of the API starts here: a string without control characters (C0, DEL, C1)
 * or lone surrogate halves, refused before any trimming so that `"Jean\n"` is an error rather
 * than silently cut, then put in Unicode NFC so that `e` + U+0301 is stored and compared as `é`.
 * `normalize` keeps the schema a string schema (input and output types alike, for the forms).
 */
export const textInput = (message: string) => z.string({ error: message }).regex(NO_CONTROL_CHARS, { error: message }).normalize('NFC');

/** Multi-line text (a mail body, a comment): tab, line feed and CRLF allowed, no other control character. */
export const multilineInput = (message: string) =>
  z
    .string({ error: message })
    .refine((value) => !CONTROL_CHAR_BUT_LINE_BREAKS.test(value), { error: message })
    .normalize('NFC');

/**
 * Building blocks for schemas: each attaches the message key it fails with
 * (docs/product.md#validation).
 */
export const nameLike = (message: string, max = 100) =>
  textInput(message).trim().min(1, { error: message }).max(max, { error: message }).regex(NAME_LIKE, { error: message });

export const orgName = (message: string, max = 60) =>
  textInput(message).trim().min(1, { error: message }).max(max, { error: message }).regex(ORG_NAME, { error: message });

export const email = (message: string) => textInput(message).trim().max(254, { error: message }).regex(EMAIL, { error: message });

export const phone = (message: string) =>
  textInput(message)
    .transform((value) => value.replace(/[\s.]/g, ''))
    .pipe(z.string().regex(PHONE, { error: message }));

/** Free text such as a mail subject: bounded, no control characters. */
export const plainLine = (message: string, max: number) => textInput(message).max(max, { error: message });

/** A positive integer id, in a path or a body. */
export const id = z.coerce.number().int().positive().max(2_147_483_647);

/** The `{ id }` path parameters of every `/…/:id` route. */
export const idParams = z.object({ id });

/** A reference to a record in a JSON body: a number (forms send numbers), bounded like `id`. */
export const refId = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, { error: message });

/**
 * Removes accents, case and width, to compare names the way people read them: compatibility
 * forms fold too (NFKD), so `Ａｕｃｕｎ` reads as `aucun` and `ǅ` as `dž` before its caron goes.
 */
export const foldName = (value: string): string =>
  value
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/** A list's search filter (`?lastName=…`): text like any other input, at most 100 characters. */
export const searchFilter = () => textInput('INVALID_VALUE').trim().max(100, { error: 'INVALID_VALUE' }).optional();
