import type { i18n as I18n } from 'i18next';

/** A name starting with a vowel sound takes the elided article in French: « d’Élodie », « de Jean ». */
const STARTS_WITH_VOWEL_SOUND = /^[aeiouàâäéèêëîïôöùûüœæh]/i;

export const frenchOf = (name: string): string => (STARTS_WITH_VOWEL_SOUND.test(name) ? `d’${name}` : `de ${name}`);

/**
 * Formatters usable in translations as `{{value, name}}`:
 * `of` writes « de Jean » / « d’Élodie » in French (English texts simply write "of {{name}}").
 */
export const registerFormatters = (i18n: I18n): void => {
  i18n.services.formatter?.add('of', (value: unknown, language) =>
    language === 'fr' ? frenchOf(String(value)) : `of ${String(value)}`,
  );
};
