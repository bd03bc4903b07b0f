import countriesLib from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };

/**
 * Country and nationality lists (SPEC §3 "Countries") from i18n-iso-countries, kept up to
 * date by its maintainers. Only the French and English locales are registered so the web
 * bundle carries two name lists, not eighty. Values travel and are stored as ISO 3166-1
 * alpha-2 codes; names are for display only.
 */
countriesLib.registerLocale(fr);
countriesLib.registerLocale(en);

export type CountryLanguage = 'fr' | 'en';
export interface CountryOption {
  code: string;
  name: string;
}

const cache = new Map<CountryLanguage, CountryOption[]>();

/** Every country, sorted by its name in the language (accents ignored). */
export const countries = (lang: CountryLanguage): CountryOption[] => {
  const cached = cache.get(lang);
  if (cached !== undefined) return cached;
  const names = countriesLib.getNames(lang, { select: 'official' });
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  const list = Object.entries(names)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(lang, list);
  return list;
};

/** An upper-case ISO 3166-1 alpha-2 code the library knows. */
export const isCountryCode = (value: string): boolean =>
  /^[A-Z]{2}$/.test(value) && countriesLib.isValid(value);

/** The country's name in the language; the code itself when unknown. */
export const countryName = (code: string | null | undefined, lang: CountryLanguage): string => {
  if (code === null || code === undefined || code === '') return '';
  return countriesLib.getName(code, lang, { select: 'official' }) ?? code;
};
