import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
// vitest/config's defineConfig is vite's, plus the typed `test` block the root vitest
// workspace reads from this file.
import { defineConfig } from 'vitest/config';

/** The API server in development (`npm run dev` at the root). */
const DEV_API_TARGET = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': { target: DEV_API_TARGET, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Source maps are not published: the server serves dist/ as it is.
    sourcemap: false,
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    css: false,
    testTimeout: 15_000,
  },
});
