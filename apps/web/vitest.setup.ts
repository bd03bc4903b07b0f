import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { allNamespaces } from '@/i18n/namespaces';
import { resetSession } from '@/lib/session';
import { computedStylesKept } from '@/testing/computedStyles';

// Screens are lazy chunks: the first visit of one in a run waits for vite to transform it.
configure({ asyncUtilTimeout: 5000 });

/** A file run in Node instead (`@vitest-environment node`: the server's render, src/ssr.test.tsx) has no page. */
const hasDocument = typeof document !== 'undefined';

// Every namespace up front, in French (the default language): screens never suspend in tests.
if (hasDocument) await initI18n('fr', allNamespaces());

afterEach(() => {
  if (hasDocument) cleanup();
  resetSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Emotion's style tags stay out of the document unless the file keeps them (src/testing/computedStyles.ts).
if (hasDocument) {
  const insertBefore = Node.prototype.insertBefore;
  Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
    if (!computedStylesKept() && node instanceof HTMLStyleElement && node.hasAttribute('data-emotion')) return node;
    return insertBefore.call(this, node, child) as T;
  };
}
