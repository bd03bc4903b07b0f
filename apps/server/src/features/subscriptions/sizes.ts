import type { Kysely } from 'kysely';
import { CACHE_MAX_AGE_MS, type DataChanges } from '../../db/data-changes.js';
import type { DB } from '../../db/types.js';
import { VersionedMemo } from '../../db/versioned-memo.js';
import type { Clock } from '../../lib/clock.js';
import { sizeOptions } from './repository.js';

interface SizeIds {
  shirt: ReadonlySet<number>;
  short: ReadonlySet<number>;
}

/**
 * The shirt and short sizes on file, read once and kept until a size table is written: every
 * family's submit checks its two choices against them, and sizes are reference data that
 * nothing else writes into.
 */
export class SizeCatalog {
  readonly #kept: VersionedMemo<SizeIds>;

  constructor(
    private readonly db: Kysely<DB>,
    changes: DataChanges,
    clock: Clock,
  ) {
    this.#kept = new VersionedMemo(changes, {
      maxEntries: 1,
      maxAgeMs: CACHE_MAX_AGE_MS,
      now: () => clock.now().getTime(),
      tables: ['shirt_sizes', 'short_sizes'],
    });
  }

  /** Whether the two sizes chosen are on file. */
  async onFile(shirtId: number, shortId: number): Promise<{ shirt: boolean; short: boolean }> {
    const ids = await this.#kept.get('ids', async () => {
      const [shirt, short] = await Promise.all([sizeOptions(this.db, 'shirt'), sizeOptions(this.db, 'short')]);
      return { shirt: new Set(shirt.map((s) => s.id)), short: new Set(short.map((s) => s.id)) };
    });
    return { shirt: ids.shirt.has(shirtId), short: ids.short.has(shortId) };
  }
}
