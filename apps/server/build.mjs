// Bundles the server into one ES module; npm packages stay external, the domain package is inlined.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts', 'src/cli/backup.ts', 'src/cli/migrate.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20.19', // engines: import attributes (JSON country names) are kept as written
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: { '@club/domain/club': '../../packages/domain/src/club/index.ts', '@club/domain': '../../packages/domain/src/index.ts' },
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  logLevel: 'warning',
});
