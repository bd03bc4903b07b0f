import type { Kysely } from 'kysely';
import { CACHE_MAX_AGE_MS, type DataChanges } from '../../db/data-changes.js';
import type { DB } from '../../db/types.js';
import { VersionedMemo } from '../../db/versioned-memo.js';
import type { Clock } from '../../lib/clock.js';
import { sizeOptions } from './repositories/sizes.js';

type SizeOption = { id: number; label: string };

interface Sizes {
  shirt: readonly SizeOption[];
  short: readonly SizeOption[];
  shirtIds: ReadonlySet<number>;
  shortIds: ReadonlySet<number>;
}

/**
 * The shirt and short sizes on file, read once and kept until a size table is written: every
 * family's form lists them and every submit checks its two choices against them, and sizes
 * are reference data that nothing else writes into.
 */
export class SizeCatalog {
  readonly #kept: VersionedMemo<Sizes>;

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

  /** Both lists, in their display order. */
  options(): Promise<Sizes> {
    return this.#kept.get('sizes', async () => {
      const [shirt, short] = await Promise.all([sizeOptions(this.db, 'shirt'), sizeOptions(this.db, 'short')]);
      return { shirt, short, shirtIds: new Set(shirt.map((s) => s.id)), shortIds: new Set(short.map((s) => s.id)) };
    });
  }

  /** Whether the two sizes chosen are on file. */
  async onFile(shirtId: number, shortId: number): Promise<{ shirt: boolean; short: boolean }> {
    const sizes = await this.options();
    return { shirt: sizes.shirtIds.has(shirtId), short: sizes.shortIds.has(shortId) };
  }
}
