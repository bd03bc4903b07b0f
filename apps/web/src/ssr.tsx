import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createInstance } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { pageDataElement } from './app/pageData';
import { LOGIN_NAMESPACES, loginQueryClient, PublicLoginApp, type LoginPageData } from './features/auth/PublicLoginApp';
import { registerFormatters } from './i18n/formatters';
import { loginTexts } from './i18n/loginTexts';
import type { Language } from './lib/language';

/**
 * The server's side of the login page (docs/architecture.md#server-rendered-login): built by
 * `vite build --ssr` into dist-ssr/, imported by the API server, which calls it for a first visit
 * to /login. The page arrives painted, with its styles, and login.tsx hydrates it.
 */

/** Emotion's key for MUI's styles: the browser's default cache takes over the same tags. */
const EMOTION_KEY = 'css';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);

/**
 * The style elements of what was rendered, in the form Emotion's browser cache recognises: the
 * rules of class names in one element (`css <ids>`), each global style in its own (`css-global <ids>`),
 * so the browser inserts none of them again.
 */
const styleElements = (cache: EmotionCache): string => {
  const classes: string[] = [];
  const classRules: string[] = [];
  const globals: string[] = [];
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${EMOTION_KEY}-${id}`] === undefined) {
      globals.push(`<style data-emotion="${EMOTION_KEY}-global ${id}">${rules}</style>`);
    } else {
      classes.push(id);
      classRules.push(rules);
    }
  }
  return `${globals.join('')}<style data-emotion="${EMOTION_KEY} ${classes.join(' ')}">${classRules.join('')}</style>`;
};

const i18nFor = (language: Language) => {
  const i18n = createInstance();
  // Synchronous: the texts are bundled, nothing is fetched.
  void i18n.init({
    lng: language,
    fallbackLng: false,
    ns: [...LOGIN_NAMESPACES],
    defaultNS: 'common',
    resources: { [language]: loginTexts[language] ?? {} },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  registerFormatters(i18n);
  return i18n;
};

export interface LoginPageInput extends Pick<LoginPageData, 'clubHeading'> {
  language: Language;
}

/** login.html, as the build wrote it, with the rendered page, its styles, title and data in it. */
export const renderLoginPage = (template: string, { language, clubHeading }: LoginPageInput): string => {
  const i18n = i18nFor(language);
  const cache = createCache({ key: EMOTION_KEY });
  // Emotion then keeps each rule in `cache.inserted` instead of writing style elements into the markup.
  cache.compat = true;
  const data: LoginPageData = { clubHeading, texts: { [language]: loginTexts[language] ?? {} } };
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <I18nextProvider i18n={i18n}>
          <PublicLoginApp queryClient={loginQueryClient(data)} language={language} />
        </I18nextProvider>
      </CacheProvider>
    </StrictMode>,
  );
  const title = `${i18n.t('auth:login.title')} · ${i18n.t('common:appName')}`;
  return template
    .replace(/<html lang="[a-z]+">/, `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('<!--server-head-->', () => styleElements(cache) + pageDataElement(data))
    .replace('<!--server-html-->', () => html);
};
