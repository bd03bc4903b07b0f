import { bundleTexts } from './bundleTexts';
import type { Resources } from './namespaces';

/**
 * The login page's texts in both languages, inside the server's render (src/ssr.tsx): it renders
 * the page with them and puts the page's language's into the page, for the browser's hydration
 * (docs/architecture.md#server-rendered-login).
 */
const files = import.meta.glob<Resources>(['./locales/*/{common,errors,validation}.json', '../features/auth/i18n/*.json'], {
  eager: true,
  import: 'default',
});

export const loginTexts = bundleTexts(files);
