import { frenchOf } from '@club/domain';
import type { i18n as I18n } from 'i18next';

/**
 * Formatters usable in translations as `{{value, name}}`: `of` writes « de Jean » / « d’Élodie »
 * in French, by the domain's rule that the server's mails use too (English texts write "of {{name}}").
 */
export const registerFormatters = (i18n: I18n): void => {
  i18n.services.formatter?.add('of', (value: unknown, language) => (language === 'fr' ? frenchOf(String(value)) : `of ${String(value)}`));
};
