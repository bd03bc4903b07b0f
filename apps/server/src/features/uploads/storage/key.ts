import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../../config.js';

/** The key file in the data folder: backed up with the data like `jwt-secret` (features/backups/data-files.ts). */
export const UPLOADS_KEY_FILE = 'uploads.key';
const KEY_BYTES = 32;

const decoded = (base64: string, where: string): Buffer => {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${where} does not hold the base64 of ${KEY_BYTES} bytes`);
  return key;
};

export class MissingUploadsKeyError extends Error {}

/**
 * The key of uploaded files (docs/operations.md#keys): UPLOADS_KEY, or else the file
 * `DATA_DIR/uploads.key`, generated (readable by the server's account only) the first time a file
 * is stored or read, as `jwt-secret` is. Never in the database: a copy of the database alone
 * opens no family's document. Read once, then kept in memory.
 */
export class UploadsKey {
  private key: Buffer | undefined;

  constructor(private readonly config: Pick<Readonly<Config>, 'uploadsKey' | 'dataDir'>) {}

  /** The version stored beside each file, so a later change of key can still name the one it was sealed with. */
  readonly version = 1;

  /** The key to seal a new file with, generated into the data folder when there is none yet. */
  get(): Buffer {
    this.key ??= this.load(true);
    return this.key;
  }

  /**
   * The key to open a stored file with. It is never generated here: a server started without
   * its key file (a new host, another data folder) must not seal new files under a key the
   * stored ones were not sealed with; it says the key is missing instead.
   */
  existing(): Buffer {
    this.key ??= this.load(false);
    return this.key;
  }

  private load(create: boolean): Buffer {
    if (this.config.uploadsKey !== undefined) return decoded(this.config.uploadsKey, 'UPLOADS_KEY');
    const file = join(this.config.dataDir, UPLOADS_KEY_FILE);
    if (existsSync(file)) return decoded(readFileSync(file, 'utf8'), file);
    if (!create) throw new MissingUploadsKeyError(`${file} is missing and UPLOADS_KEY is not set: restore the file from a backup`);
    mkdirSync(this.config.dataDir, { recursive: true });
    const key = randomBytes(KEY_BYTES);
    // `wx`: two servers starting on one folder at once never overwrite each other's key.
    try {
      writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return decoded(readFileSync(file, 'utf8'), file);
      throw error;
    }
    return key;
  }
}
