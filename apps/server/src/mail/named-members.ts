/**
 * Which names a mail's text holds, so that a mail naming a child (a coach's "bravo à Léa Martin",
 * a convocation) is linked to that child and found by the privacy summary, the export and the
 * erasure (docs/operations.md#personal-data-on-disk).
 *
 * A member is named when their first name and their last name each appear in the text as whole
 * words, anywhere and in any case: word-based, so that "Martine" does not name a "Martin" (whose
 * family would otherwise see another family's mail in its export). A name is a run of at most
 * `MAX_NAME_WORDS` words, a word being letters and digits; what separates the words of a name
 * (space, hyphen, apostrophe) must be in the text as in the name: "Le Goff", "N'Diaye",
 * "Dupont-Aignan", "de la Fontaine"; the straight and the typographic apostrophe are one.
 * Accents count ("Eloise" does not name "Éloïse"): the keys keep them. Runs of white space (a line break, a non-breaking space) read
 * as one space. A name that starts or ends with something else than a letter or digit ("Jr.")
 * is not found in a text; the members' names are letters separated by those marks.
 *
 * The spans are lower case the way the members' kept keys are (`last_name_key`,
 * `first_name_key`: migration 005, JavaScript's `toLowerCase` on SQLite, PostgreSQL's `lower`),
 * so the members a text names are read by the index on those keys, not by reading every member.
 */

/** The most words a first or a last name has ("de la Tour d'Auvergne" has five). */
export const MAX_NAME_WORDS = 5;

/** No stored name is longer (the forms allow 60 characters); longer spans are not looked up. */
export const MAX_NAME_LENGTH = 100;

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const APOSTROPHES = ["'", '’'] as const;
const APOSTROPHE = /['’]/u;
const ANY_APOSTROPHE = /['’]/gu;

/**
 * Every distinct run of 1 to `MAX_NAME_WORDS` consecutive words of the text, as the text writes
 * it between its first and last word, lower case: the strings a first or last name must equal.
 */
export const nameSpans = (text: string): Set<string> => {
  const flat = text.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ');
  const words = [...flat.matchAll(WORD)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  const spans = new Set<string>();
  for (let i = 0; i < words.length; i += 1) {
    const start = words[i]!.start;
    for (let j = i; j < Math.min(words.length, i + MAX_NAME_WORDS); j += 1) {
      if (words[j]!.end - start > MAX_NAME_LENGTH) break;
      const span = flat.slice(start, words[j]!.end);
      spans.add(span);
      // A phone types ’ where a name was registered with ' (or the other way): both are looked up.
      if (APOSTROPHE.test(span)) for (const mark of APOSTROPHES) spans.add(span.replace(ANY_APOSTROPHE, mark));
    }
  }
  return spans;
};

/** The text of a mail that may name someone: its subject and bodies. */
export const mailText = (mail: { subject: string; text_body: string; html_body: string | null }): string =>
  `${mail.subject}\n${mail.text_body}\n${mail.html_body ?? ''}`;
