/** Text patterns (docs/product.md#validation), shared by the server and the forms. */

/** Letters (Latin script, accents included), digits, space, hyphen, apostrophes, period, parentheses, comma. */
export const NAME_LIKE = /^[\p{Script=Latin}\d .,'’()-]+$/u;

/** Group and section names: letters (accented included), digits, hyphen, space, apostrophes. */
export const ORG_NAME = /^[\p{Script=Latin}\d '’-]+$/u;

export const ZIP_CODE = /^\d{5}$/;

/** One @, no @ or ! on either side, a dot, a lowercase top-level part of 2 to 64 letters (no control characters). */
export const EMAIL = /^[^@!\s\p{Cc}]+@[^@!\s\p{Cc}]+\.[a-z]{2,64}$/u;

/** Optional prefix 0, 00 or +, then 8 to 20 digits. */
export const PHONE = /^(?:\+|00|0)?\d{8,20}$/;

/**
 * Printable text without control characters (no CR/LF header tricks): none of C0 (U+0000–U+001F),
 * DEL (U+007F) or C1 (U+0080–U+009F), which `\p{Cc}` is exactly, and no lone surrogate half
 * (`\p{Cs}`), which is not text and would be stored as U+FFFD. PostgreSQL cannot store a NUL at all.
 */
export const NO_CONTROL_CHARS = /^[^\p{Cc}\p{Cs}]*$/u;

/** A control character or a lone surrogate half, except tab, line feed and a carriage return before a line feed. */
export const CONTROL_CHAR_BUT_LINE_BREAKS = /(?![\t\n\r])[\p{Cc}\p{Cs}]|\r(?!\n)/u;
