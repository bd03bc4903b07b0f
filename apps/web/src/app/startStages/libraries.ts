// The first stage of a page's code (app/loadPageCode.ts): React, its DOM renderer, the texts' and the queries' libraries.
export { hydrateRoot } from 'react-dom/client';
export { createInstance } from 'i18next';
export { initReactI18next } from 'react-i18next';
export { QueryClient } from '@tanstack/react-query';
