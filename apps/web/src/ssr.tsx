import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createInstance } from 'i18next';
import type { ResumeDto } from '@club/domain';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { pageDataElement } from './app/pageData';
import { FAMILY_NAMESPACES, PublicFamilyApp } from './features/family/PublicFamilyApp';
import type { FamilyPageData } from './features/family/serverPage';
import { familyQueryClient } from './features/family/serverPageQueryClient';
import { LOGIN_NAMESPACES, loginQueryClient, PublicLoginApp, type LoginPageData } from './features/auth/PublicLoginApp';
import { PUBLIC_NAMESPACES, PublicSubscribeApp } from './features/subscribe/PublicSubscribeApp';
import type { SubscribePageData } from './features/subscribe/serverPage';
import { subscribeQueryClient } from './features/subscribe/serverPageQueryClient';
import type { BundledTexts } from './i18n/bundleTexts';
import { registerFormatters } from './i18n/formatters';
import { familyTexts } from './i18n/familyTexts';
import { loginTexts } from './i18n/loginTexts';
import { publicTexts } from './i18n/publicTexts';
import type { ClubHeading } from './lib/clubHeading';
import type { Language } from './lib/language';

/**
 * The server's side of the pages it renders (docs/architecture.md#server-rendered-login): built by
 * `vite build --ssr` into dist-ssr/, imported by the API server, which calls it for a first visit
 * to /login, for a family's link to its form and for a signed-in family's home. The page arrives painted, with its styles, and
 * its entry (login.tsx, subscribe.tsx) hydrates it.
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

const i18nFor = (language: Language, namespaces: readonly string[], texts: BundledTexts) => {
  const i18n = createInstance();
  // Synchronous: the texts are bundled, nothing is fetched.
  void i18n.init({
    lng: language,
    fallbackLng: false,
    ns: [...namespaces],
    defaultNS: 'common',
    resources: { [language]: texts[language] ?? {} },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  registerFormatters(i18n);
  return i18n;
};

interface Page {
  language: Language;
  namespaces: readonly string[];
  /** Both languages' texts: the page gets its language's. */
  texts: BundledTexts;
  /** The browser tab's name, from the page's texts. */
  title?: (t: ReturnType<typeof createInstance>['t']) => string;
  app: ReactNode;
  /** What the browser's first render needs beside the texts. */
  data: Record<string, unknown>;
}

/** The page's tree, with the texts and the style cache it renders with. */
const prepare = (page: Page) => {
  const i18n = i18nFor(page.language, page.namespaces, page.texts);
  const cache = createCache({ key: EMOTION_KEY });
  // Emotion then keeps each rule in `cache.inserted` instead of writing style elements into the markup.
  cache.compat = true;
  const tree = (
    <StrictMode>
      <CacheProvider value={cache}>
        <I18nextProvider i18n={i18n}>{page.app}</I18nextProvider>
      </CacheProvider>
    </StrictMode>
  );
  return { i18n, cache, tree };
};

/** The page's shell as the build wrote it, with the rendered markup. */
const renderPage = (template: string, page: Page): string => {
  const prepared = prepare(page);
  return assemble(template, page, prepared, renderToString(prepared.tree));
};

/** What renderToString leaves where a part was not ready: its fallback, for the browser to render. */
const CLIENT_RENDERED_PART = '<!--$!-->';

/**
 * The same, for a page with parts its code loads apart (React's `lazy`). The first time, a part's
 * code is not loaded yet and renderToString leaves its fallback: React's prerender, which waits
 * for every part, loads them, and the page is rendered again, whole, as on every later visit.
 * (Prerender's own markup completes such parts with inline scripts, which the CSP refuses.)
 */
const renderPageWithItsParts = async (template: string, page: Page): Promise<string> => {
  const prepared = prepare(page);
  const html = renderToString(prepared.tree);
  if (!html.includes(CLIENT_RENDERED_PART)) return assemble(template, page, prepared, html);
  await prerender(prepare(page).tree);
  const again = prepare(page);
  const whole = renderToString(again.tree);
  if (whole.includes(CLIENT_RENDERED_PART)) throw new Error('A part of the page was still loading after its second render');
  return assemble(template, page, again, whole);
};

/** The shell with the markup, its styles, its title and its data in it. */
const assemble = (template: string, page: Page, { i18n, cache }: ReturnType<typeof prepare>, html: string): string => {
  const data = { ...page.data, texts: { [page.language]: page.texts[page.language] ?? {} } };
  const withTitle =
    page.title === undefined ? template : template.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title(i18n.t))}</title>`);
  return withTitle
    .replace(/<html lang="[a-z]+">/, `<html lang="${page.language}">`)
    .replace('<!--server-head-->', () => styleElements(cache) + pageDataElement(data))
    .replace('<!--server-html-->', () => html);
};

export interface LoginPageInput extends Pick<LoginPageData, 'clubHeading'> {
  language: Language;
}

/** login.html with the login page in it. */
export const renderLoginPage = (template: string, { language, clubHeading }: LoginPageInput): string =>
  renderPage(template, {
    language,
    namespaces: LOGIN_NAMESPACES,
    texts: loginTexts,
    title: (t) => `${t('auth:login.title')} · ${t('common:appName')}`,
    app: <PublicLoginApp queryClient={loginQueryClient({ clubHeading })} language={language} />,
    data: { clubHeading },
  });

export interface SubscribePageInput {
  language: Language;
  token: string;
  clubHeading: ClubHeading;
  resume: ResumeDto;
}

/**
 * subscribe.html with the family's form in it, filled with what the club knows. The title is
 * the app's until the browser's code names the child in it.
 */
export const renderSubscribePage = (template: string, { language, token, clubHeading, resume }: SubscribePageInput): string => {
  const data: Omit<SubscribePageData, 'texts'> = { clubHeading, resume };
  return renderPage(template, {
    language,
    namespaces: PUBLIC_NAMESPACES,
    texts: publicTexts,
    app: <PublicSubscribeApp token={token} language={language} queryClient={subscribeQueryClient(token, data)} />,
    data,
  });
};

export interface FamilyPageInput extends Omit<FamilyPageData, 'texts'> {
  language: Language;
}

/** family.html with a signed-in family's home in it, from the answers of the home's first calls. */
export const renderFamilyPage = (template: string, { language, ...data }: FamilyPageInput): Promise<string> =>
  renderPageWithItsParts(template, {
    language,
    namespaces: FAMILY_NAMESPACES,
    texts: familyTexts,
    // As PublicLayout names the tab once the club's heading is known.
    title: (t) => `${t('family:pageTitle')} · ${data.clubHeading.name}`,
    app: <PublicFamilyApp token={null} forgetToken={() => undefined} language={language} queryClient={familyQueryClient(data)} />,
    data,
  });
