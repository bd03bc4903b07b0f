import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as validationConfig } from 'zod/v4/core';
import { App } from './app/App';
import { initI18n } from './i18n';
import { readLanguageCookie } from './lib/language';

// Under the CSP (no 'unsafe-eval') zod's compiled validators cannot run, and merely probing
// for them files a violation report: validate without them from the start.
validationConfig({ jitless: true });

const language = readLanguageCookie();
// Translations load in parallel with the first render; screens suspend until ready.
void initI18n(language);

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App language={language} />
  </StrictMode>,
);
