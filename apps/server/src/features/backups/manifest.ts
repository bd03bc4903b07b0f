import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MANIFEST_FILE } from './folder-names.js';

/** `manifest.json` of a backup folder: what it holds, for a person and for `npm run restore`. */
export interface BackupManifest {
  format: 1;
  /** The version of the app (root package.json) that took it. */
  appVersion: string;
  kind: string;
  createdAt: string;
  /** The newest migration applied: a restore refuses a schema newer than its own. */
  lastMigration: string | null;
  rowCounts: Record<string, number>;
  sizes: {
    databaseBytes: number;
    uploadsBytes: number;
    uploadsFiles: number;
    keyBytes: number;
    totalBytes: number;
  };
  /** The key files copied from the data folder (never their content). */
  keyFiles: string[];
  /** Set when JWT_SECRET came from the environment: the key is then not in the backup. */
  jwtSecretFromEnvironment: boolean;
}

let cachedVersion: string | undefined;

/**
 * The root package.json is found by walking up from this file, which works both from the
 * sources (tsx) and from the bundle in apps/server/dist.
 */
export const appVersion = (): string => {
  if (cachedVersion !== undefined) return cachedVersion;
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const file = join(folder, 'package.json');
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { version?: string; workspaces?: unknown };
      if (manifest.workspaces !== undefined) return (cachedVersion = manifest.version ?? 'unknown');
    }
    const parent = dirname(folder);
    if (parent === folder) return (cachedVersion = process.env.npm_package_version ?? 'unknown');
    folder = parent;
  }
};

export const readManifest = (folder: string): BackupManifest | undefined => {
  const file = join(folder, MANIFEST_FILE);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
};
