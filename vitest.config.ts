import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** One `vitest run` for the domain rules, the API and the web components. */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single one on the 2-core CI machine,
    // where the files then ran one after the other (37 minutes, against 12.5 with two workers).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      'apps/web/vite.config.ts',
      {
        // The web build's own plugins (chunk budgets, the staff shell's preloads).
        test: { name: 'web-build', root: 'apps/web', include: ['build/**/*.test.ts'], environment: 'node' },
      },
      {
        // The Lighthouse runner's own arithmetic (the browser walks themselves run with Playwright).
        test: { name: 'tools', root: 'e2e', include: ['lighthouse/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
