import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, SHELL_NAMESPACES } from '@/i18n';
import { readLanguageCookie, type Language } from '@/lib/language';

/**
 * What every page does before its first render: the texts in the cookie's language, then the
 * element React renders into.
 */
export const startPage = (
  namespaces: readonly string[],
  bundledTexts: Parameters<typeof initI18n>[2],
): { language: Language; container: HTMLElement } => {
  const language = readLanguageCookie();
  // Translations load in parallel with the first render; screens suspend until ready.
  void initI18n(language, namespaces, bundledTexts);

  const container = document.getElementById('root');
  if (container === null) throw new Error('The page has no #root element');
  return { language, container };
};

/**
 * Starts a page (the staff app or the public form): the texts in the cookie's language, then
 * the React tree in #root. Pages import `./validation` before anything else.
 */
export const mount = (
  render: (language: Language) => ReactNode,
  namespaces: readonly string[] = SHELL_NAMESPACES,
  bundledTexts?: Parameters<typeof initI18n>[2],
): void => {
  const { language, container } = startPage(namespaces, bundledTexts);
  const root = createRoot(container);
  startTransition(() => root.render(<StrictMode>{render(language)}</StrictMode>));
};
