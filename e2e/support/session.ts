import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './env.js';
import { words, type Lang } from './i18n.js';

/**
 * A fresh browser context in a language (the app keeps it in the `lang` cookie). The staff app's
 * service worker precaches the whole app (2 MB) in every new context: walks that do not test it
 * block it, so their timing is the screens' own (docs/product.md#offline-attendance).
 */
export const newContext = async (
  browser: Browser,
  lang: Lang,
  viewport = { width: 1280, height: 800 },
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<BrowserContext> => {
  const context = await browser.newContext({ viewport, locale: lang === 'fr' ? 'fr-FR' : 'en-GB', serviceWorkers });
  await context.addCookies([{ name: 'lang', value: lang, url: E2E_BASE_URL }]);
  return context;
};

/** Logs in through the login screen. */
export const logIn = async (page: Page, lang: Lang, login: string, password: string): Promise<void> => {
  const w = words[lang];
  await page.goto('/login');
  await page.getByLabel(w.username).fill(login);
  await page.getByLabel(w.password, { exact: true }).fill(password);
  await page.getByLabel(w.password, { exact: true }).press('Enter');
};

/**
 * On the staff app's home, its session restored: the login page opens the staff app by a page
 * load, which renews the session from its cookie (docs/architecture.md#server-rendered-login).
 * A person sees the home before going on; a walk going elsewhere at once would cut that renewal
 * short, and the page after it would find the old cookie spent.
 */
export const expectHome = async (page: Page): Promise<void> => {
  await expect(page).toHaveURL(/\/home$/);
  await page.waitForLoadState('networkidle');
};
