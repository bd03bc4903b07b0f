/** The family space's cache entries; signing out clears everything under `all`. */
export const familyKeys = {
  all: ['family'] as const,
  home: () => [...familyKeys.all, 'home'] as const,
  sessions: () => [...familyKeys.all, 'sessions'] as const,
  payments: () => [...familyKeys.all, 'payments'] as const,
  /** A text to sign, in force in a language: switching the language reads it again. */
  text: (key: string, language: string) => [...familyKeys.all, 'text', key, language] as const,
  /** A mailed link's exchange, by its token: kept for the page's life, so it runs once. */
  link: (token: string) => [...familyKeys.all, 'link', token] as const,
};
