import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { exportBatch, type ExportPosition, type ExportRow } from './repositories/export.js';
import type { ListFilters } from './repositories/list.js';

export type { ExportRow } from './repositories/export.js';

const BATCH = 500;

/** What the list shows: its season and its filters (docs/product.md#exports: export what I see). */
export type ExportSelection = ListFilters;

/**
 * The rows in the list's order (name keys, then id), read in batches after the last one seen
 * (keyset), so memory and each batch's cost stay flat.
 */
export async function* exportRows(db: Kysely<DB>, selection: ExportSelection): AsyncGenerator<ExportRow> {
  let after: ExportPosition | null = null;
  for (;;) {
    const rows = await exportBatch(db, selection, after, BATCH);
    for (const row of rows) yield row;
    const last = rows[rows.length - 1];
    if (last === undefined || rows.length < BATCH) return;
    after = { lastName: last.last_name_key, firstName: last.first_name_key, memberId: last.member_id };
  }
}
