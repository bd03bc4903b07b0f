import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };

/**
 * Country and nationality lists (docs/product.md#validation) from i18n-iso-countries, kept up to
 * date by its maintainers. Only its French and English name lists are read, not the
 * library's entry point, which carries every code table and an accent-folding library the
 * public form has no use for. Values travel and are stored as ISO 3166-1 alpha-2 codes;
 * names are for display only.
 */
export type CountryLanguage = 'fr' | 'en';
export interface CountryOption {
  code: string;
  name: string;
}

/** A name, or the official name first and its usual aliases after. */
type NameEntry = string | readonly string[];
const NAMES: Record<CountryLanguage, Record<string, NameEntry>> = { fr: fr.countries, en: en.countries };

const officialName = (entry: NameEntry): string => (typeof entry === 'string' ? entry : (entry[0] ?? ''));

const cache = new Map<CountryLanguage, CountryOption[]>();

/** Every country, sorted by its name in the language (accents ignored). */
export const countries = (lang: CountryLanguage): CountryOption[] => {
  const cached = cache.get(lang);
  if (cached !== undefined) return cached;
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  const list = Object.entries(NAMES[lang])
    .map(([code, entry]) => ({ code, name: officialName(entry) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(lang, list);
  return list;
};

/** An upper-case ISO 3166-1 alpha-2 code the library knows. */
export const isCountryCode = (value: string): boolean => /^[A-Z]{2}$/.test(value) && Object.hasOwn(NAMES.en, value);

/** The country's name in the language; the code itself when unknown. */
export const countryName = (code: string | null | undefined, lang: CountryLanguage): string => {
  if (code === null || code === undefined || code === '') return '';
  const entry = NAMES[lang][code];
  return entry === undefined ? code : officialName(entry);
};
