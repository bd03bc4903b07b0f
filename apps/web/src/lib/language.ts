/** The two languages of the product (docs/product.md#languages-and-formats); French is the default. */
export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/** Read by the server too: it picks reference-data labels and PDFs by this cookie. */
export const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const isLanguage = (value: unknown): value is Language => value === 'fr' || value === 'en';

/** The language kept in the cookie, else French. */
export const readLanguageCookie = (cookies: string = document.cookie): Language => {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return DEFAULT_LANGUAGE;
};

export const writeLanguageCookie = (language: Language): void => {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
};

/** The choice is stored in a cookie and the page reloads in that language (docs/product.md#languages-and-formats). */
export const switchLanguage = (language: Language): void => {
  writeLanguageCookie(language);
  window.location.reload();
};
