import type { Executor } from '../../../db/executor.js';

/** The shirt or short sizes on file, in the club's order. */
export const sizeOptions = (db: Executor, kind: 'shirt' | 'short') =>
  db
    .selectFrom(kind === 'shirt' ? 'shirt_sizes' : 'short_sizes')
    .select(['id', 'label'])
    .orderBy('sort_order')
    .execute();
