import { StrictMode, startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Language } from '@/lib/language';
import { mount, startPage } from './mount';

/**
 * Starts a page the server rendered (login.html, subscribe.html): its texts must be given, for the first render
 * to be the server's, and React then takes over the markup instead of building it again
 * (docs/architecture.md#server-rendered-login). A page that arrives empty (the server could not
 * render it) is rendered here as any other.
 */
export const hydrate = (
  render: (language: Language) => ReactNode,
  namespaces: readonly string[],
  bundledTexts: Parameters<typeof mount>[2],
): void => {
  if (document.getElementById('root')?.firstElementChild == null) {
    mount(render, namespaces, bundledTexts);
    return;
  }
  const { language, container } = startPage(namespaces, bundledTexts);
  // In a transition, as mount's first render: React hydrates in slices that yield to the browser.
  startTransition(() => {
    hydrateRoot(container, <StrictMode>{render(language)}</StrictMode>);
  });
};
