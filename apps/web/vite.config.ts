import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
// vitest/config's defineConfig is vite's, plus the typed `test` block the root vitest
// workspace reads from this file.
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleBudget } from './build/bundleBudget.ts';
import { staffShellPreload } from './build/staffShellPreload.ts';

/** The API server in development (`npm run dev` at the root). */
const DEV_API_TARGET = 'http://localhost:3000';

/**
 * Public screens (no staff shell) reached inside the staff app, checked against the 250 KB budget
 * (docs/architecture.md#quality-performance) on top of its first load; each page (index.html, subscribe.html, family.html) is checked too.
 * The family space has no screen in the staff app: /family is always its own page.
 */
const PUBLIC_SCREENS: string[] = ['src/features/subscribe/routes/SubscribePage.tsx'];
const MAX_GZIP_BYTES = 250 * 1024;
/**
 * The code of the pages whose entry is small (docs/architecture.md#server-rendered-login): loaded
 * once the server's page is painted (hydrate…), or at once when the server did not render it (mount…).
 */
const PAGE_CODE: string[] = [
  'src/hydrateLogin.tsx',
  'src/hydrateSubscribe.tsx',
  'src/mountSubscribe.tsx',
  'src/hydrateFamily.tsx',
  'src/mountFamily.tsx',
];

const FIRST_LOAD_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|@tanstack[\\/](?:react-query|query-core))[\\/]/;
/** The staff app's router: the public form's page has none, so it is a chunk of its own. */
const ROUTER = /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/;

/** Libraries change less often than the app: their own chunks stay cached across deployments. */
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;

const libraryChunk = (id: string): string | undefined => {
  if (ROUTER.test(id)) return 'router';
  // zod, then its settings before any schema is built (src/app/validation.ts).
  if (ZOD.test(id) || id.endsWith('/src/app/validation.ts')) return 'zod';
  return FIRST_LOAD_LIBRARIES.test(id) ? 'vendor' : undefined;
};

/**
 * In development, /family (and /absence, a mail's absence link) is the family space's own page, as
 * the API server makes it in production (src/spa.ts).
 */
const familyPageInDev = (): Plugin => ({
  name: 'club-family-page',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      const page = request.url === undefined ? undefined : /^\/(?:family|absence)(?=$|[?#])/.exec(request.url)?.[0];
      if (request.url !== undefined && page !== undefined) request.url = `/family.html${request.url.slice(page.length)}`;
      next();
    });
  },
});

/**
 * The staff app installs on a phone and opens without a network at the pool (docs/architecture.md#offline,
 * docs/product.md#offline-attendance): src/sw.ts precaches the staff app's files (not the families' pages,
 * which never work offline) and relays Background Sync to the open pages. The page registers it lazily
 * (features/offline/serviceWorker.ts), so nothing is injected into the HTML; the manifest is public/.
 */
const staffServiceWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    registerType: 'autoUpdate',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
      globIgnores: [
        'family.html',
        'subscribe.html',
        'login.html',
        'assets/family-*',
        'assets/subscribe-*',
        'assets/login-*',
        '**/*.{br,gz}',
      ],
    },
  });

/** The code that hydrates a page the server rendered (src/hydrate…tsx). */
const isHydrationCode = (chunkFile: string): boolean => /(?:^|\/)hydrate[A-Z]\w*-[\w-]+\.js$/.test(chunkFile);

/**
 * `vite build --ssr src/ssr.tsx` (the build script's second step): the login page's server render,
 * one ES module in dist-ssr/, outside what the server publishes, with every package inside it so
 * the API server imports it as it is (docs/architecture.md#server-rendered-login).
 */
const serverRenderBuild = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  sourcemap: false,
  target: 'node20',
  rollupOptions: { output: { entryFileNames: '[name].js' } },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        familyPageInDev(),
        bundleBudget({ maxGzipBytes: MAX_GZIP_BYTES, publicScreens: PUBLIC_SCREENS, pageCode: PAGE_CODE }),
        staffShellPreload(['src/app/layout/StaffLayout.tsx', 'src/features/offline/PoolsideStatus.tsx']),
        // Brotli and gzip copies beside each file: the server sends them as they are
        // (no compression work per request, and brotli's best level, too slow on the fly).
        compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json)$/, threshold: 1024 }),
        staffServiceWorker(),
      ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': { target: DEV_API_TARGET, changeOrigin: false } },
  },
  // Only in the server render's build: under Vitest, inlining every package would load some twice.
  ssr: isSsrBuild ? { noExternal: true } : {},
  // React and MUI in their production form on the server too: the same class names as the browser's, and a faster render.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  // The icons and manifest are the browser's: the server render has no use for them.
  publicDir: isSsrBuild ? false : 'public',
  build: isSsrBuild
    ? serverRenderBuild
    : {
        // A page the server renders loads its code after the paint (src/login.tsx) without announcing
        // its chunks first: Vite's helper would add a preload for each of them, about 50 for the login
        // page, in one long task that counts as blocking time (docs/bench.md#phones). The browser finds
        // them as the code imports them.
        // Without the polyfill for browsers that ignore modulepreload (Safari before 17): they fetch
        // the same chunks, one import after the other; every page's first load is 0.4 KB lighter.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (file: string, deps: string[]) => (isHydrationCode(file) ? [] : deps),
        },
        outDir: 'dist',
        emptyOutDir: true,
        // Source maps are not published: the server serves dist/ as it is.
        sourcemap: false,
        rollupOptions: {
          // The staff app, and two pages of the families' on their own (served by the server for
          // /subscribe and /family), whose HTML names every chunk they need so they load at once.
          input: {
            main: fileURLToPath(new URL('./index.html', import.meta.url)),
            subscribe: fileURLToPath(new URL('./subscribe.html', import.meta.url)),
            // The family space (/family): sign-in by mailed link, the members' state, the devices.
            family: fileURLToPath(new URL('./family.html', import.meta.url)),
            // A first visit to /login, rendered by the server (src/ssr.tsx) and hydrated.
            login: fileURLToPath(new URL('./login.html', import.meta.url)),
          },
          output: { manualChunks: libraryChunk },
        },
      },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    css: false,
    // Rendering the whole app with MUI is slow on a busy 2-core machine.
    testTimeout: 30_000,
  },
}));
