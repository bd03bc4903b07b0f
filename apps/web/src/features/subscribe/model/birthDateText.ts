/**
 * The birth date input: a light DD/MM/YYYY mask on a numeric keyboard
 * (docs/product.md#languages-and-formats), instead of a date picker that would weigh on a phone.
 * The form keeps `YYYY-MM-DD` once the date is whole (the domain schema's format), otherwise the
 * text as typed, which the schema refuses with "Invalid birth date".
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MAX_LENGTHS = [2, 2, 4] as const;

/** The text to show for the form's value. */
export const birthDateText = (value: string): string => {
  const iso = ISO_DATE.exec(value);
  return iso === null ? value : `${iso[3]}/${iso[2]}/${iso[1]}`;
};

/**
 * The form's value for what was typed: digits fill day, month then year; a separator after a
 * single digit pads it (`1/5/2010` → 01/05/2010). A pasted or autofilled ISO date is kept.
 */
export const birthDateValue = (typed: string): string => {
  const text = typed.trim();
  if (ISO_DATE.test(text)) return text;
  const parts = ['', '', ''];
  let index = 0;
  for (const character of text) {
    if (index > 2) break;
    if (/\d/.test(character)) {
      if (parts[index]!.length === MAX_LENGTHS[index]!) {
        if (index === 2) break;
        index += 1;
      }
      parts[index] += character;
    } else if (parts[index] !== '' && index < 2) {
      parts[index] = parts[index]!.padStart(2, '0');
      index += 1;
    }
  }
  const [day, month, year] = parts as [string, string, string];
  if (day.length === 2 && month.length === 2 && year.length === 4) return `${year}-${month}-${day}`;
  let shown = day;
  if (index >= 1) shown += `/${month}`;
  if (index >= 2) shown += `/${year}`;
  return shown;
};
