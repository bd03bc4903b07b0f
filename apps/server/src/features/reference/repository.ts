import type { Executor } from '../../db/executor.js';

export type SizeKind = 'shirt' | 'short';

export const listTypes = (db: Executor) => db.selectFrom('types').selectAll().orderBy('id').execute();

export const listPacks = (db: Executor) => db.selectFrom('packs').selectAll().orderBy('id').execute();

/** Sizes in their display order (`sort_order`), smallest first. */
export const listSizes = (db: Executor, kind: SizeKind) =>
  db
    .selectFrom(kind === 'shirt' ? 'shirt_sizes' : 'short_sizes')
    .select(['id', 'label'])
    .orderBy('sort_order')
    .execute();
