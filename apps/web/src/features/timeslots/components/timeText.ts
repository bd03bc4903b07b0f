const digits = (text: string): string => text.replace(/\D/g, '');

/**
 * What the time field keeps while typing: digits with the colon put in for the user
 * ("1830" → "18:30"), since a phone's numeric keypad often has no colon. A typed colon
 * is respected ("9:15" stays "9:15" and becomes "09:15" on leaving the field).
 */
export const typingTime = (raw: string): string => {
  if (raw.includes(':')) {
    const [hours = '', ...rest] = raw.split(':');
    return `${digits(hours).slice(-2)}:${digits(rest.join('')).slice(0, 2)}`;
  }
  const typed = digits(raw).slice(0, 4);
  return typed.length <= 2 ? typed : `${typed.slice(0, 2)}:${typed.slice(2)}`;
};

/** On leaving the field: "9:15" → "09:15"; anything else stays for the schema to judge. */
export const settledTime = (value: string): string => (/^\d:\d{2}$/.test(value) ? `0${value}` : value);
