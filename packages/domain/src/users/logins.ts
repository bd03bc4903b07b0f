/** Latin letters that no Unicode decomposition turns into ASCII, spelt the way they are read. */
const LETTERS_WITHOUT_DECOMPOSITION: Readonly<Record<string, string>> = {
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
};
const UNDECOMPOSED_LETTER = new RegExp(`[${Object.keys(LETTERS_WITHOUT_DECOMPOSITION).join('')}]`, 'gu');

/**
 * Folds a name to what a login may hold, `[a-z0-9]`: lower case, then compatibility decomposition
 * (NFKD: `ǆ` → `dž`, fullwidth `ｊ` → `j`, `ﬁ` → `fi`), combining marks (accents) removed, the
 * letters without decomposition spelt out (`ß` → `ss`), then anything else (spaces, punctuation) dropped.
 */
export const foldForLogin = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(UNDECOMPOSED_LETTER, (letter) => LETTERS_WITHOUT_DECOMPOSITION[letter] ?? '')
    .replace(/[^a-z0-9]/g, '');

/**
 * docs/product.md#login-and-passwords: first letter of the first name + the last name (`jdupont`),
 * both folded by `foldForLogin`, so `Ǆemal Zz` gives `dzz` and `Ｊｅａｎ Ｄｕｐｏｎｔ` gives `jdupont`.
 */
export const baseLogin = (firstName: string, lastName: string): string => {
  const base = `${foldForLogin(firstName).slice(0, 1)}${foldForLogin(lastName)}`;
  return base.length > 0 ? base.slice(0, 56) : 'user';
};

/** A number appended on a clash: `jdupont`, `jdupont2`, `jdupont3`… */
export const uniqueLogin = (base: string, taken: ReadonlySet<string>): string => {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}${n}`;
    if (!taken.has(candidate)) return candidate;
  }
};

/** docs/product.md#login-and-passwords: last name followed by first name, as typed, without spaces (`DupontJean`). */
export const defaultPassword = (firstName: string, lastName: string): string => `${lastName}${firstName}`.replace(/\s+/g, '');
