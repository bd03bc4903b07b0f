import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import i18n, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@/lib/language';
import { registerFormatters } from './formatters';
import { namespaceLoader, SHELL_NAMESPACES, type Resources } from './namespaces';

export { SHELL_NAMESPACES } from './namespaces';

/** Loads a namespace's JSON chunk only when a screen asks for it. */
const lazyNamespaces: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = namespaceLoader(language, namespace);
    if (load === undefined) {
      callback(new Error(`No ${language} translations for namespace "${namespace}"`), false);
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Starts i18next in the language of the cookie; dates and `<html lang>` follow. Texts given in
 * `bundled` (language → namespace → texts) are ready at once; other namespaces load on demand.
 */
export const initI18n = async (
  language: Language,
  namespaces: readonly string[] = SHELL_NAMESPACES,
  bundled?: Readonly<Record<string, Record<string, Resources>>>,
): Promise<I18n> => {
  dayjs.locale(language);
  document.documentElement.lang = language;
  const ready = i18n
    .use(lazyNamespaces)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      // Both languages are complete (a test compares them), so no second language is loaded.
      fallbackLng: false,
      ns: [...namespaces],
      defaultNS: 'common',
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      showSupportNotice: false,
      ...(bundled?.[language] === undefined
        ? {}
        : // Synchronous: the first render already has its texts and does not suspend.
          { resources: { [language]: bundled[language] }, partialBundledLanguages: true, initAsync: false }),
    });
  // The services exist as soon as init() is called; texts are only read once it resolves.
  registerFormatters(i18n);
  await ready;
  return i18n;
};

export { i18n };
