import { paths } from '@/config/paths';
import type { FeatureRoute } from '@/config/routeTypes';
import { i18n, SHELL_NAMESPACES } from '@/i18n';
import { namespaceLoader, preloadNamespaces } from '@/i18n/namespaces';
import { readLanguageCookie } from '@/lib/language';
import { prefetchResume } from '../api/resume';

/** i18next is started by main.tsx after the router, which may already be loading this route. */
const i18nStarted = (): Promise<void> =>
  i18n.isInitialized ? Promise.resolve() : new Promise((resolve) => i18n.on('initialized', () => resolve()));

/** The form's texts, fetched now rather than when the screen first asks for them. */
const loadTexts = async (): Promise<void> => {
  const language = readLanguageCookie();
  // The shared texts too: i18next asks for them only once the page's code has run.
  preloadNamespaces(language, SHELL_NAMESPACES);
  const load = namespaceLoader(language, 'subscribe');
  if (load === undefined) return;
  const [texts] = await Promise.all([load(), i18nStarted()]);
  if (!i18n.hasResourceBundle(language, 'subscribe')) i18n.addResourceBundle(language, 'subscribe', texts, true, true);
};

/**
 * The public form: outside the session gate and the staff shell (its chunk carries neither).
 * On a phone every round trip counts: the family's data and the texts are asked for while the
 * screen's code downloads, not one after the other.
 */
export const subscribeRoutes: FeatureRoute[] = [
  {
    kind: 'public',
    path: paths.subscribe,
    screen: async () => {
      const token = new URLSearchParams(window.location.search).get('token');
      if (token !== null && token.trim() !== '') prefetchResume(token);
      const [screen] = await Promise.all([import('./SubscribePage'), loadTexts()]);
      return screen.SubscribePage;
    },
  },
];
