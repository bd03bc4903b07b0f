import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { allNamespaces } from '@/i18n/namespaces';
import { resetSession } from '@/lib/session';

// Screens are lazy chunks: the first visit of one in a run waits for vite to transform it.
configure({ asyncUtilTimeout: 5000 });

// Every namespace up front, in French (the default language): screens never suspend in tests.
await initI18n('fr', allNamespaces());

afterEach(() => {
  cleanup();
  resetSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
