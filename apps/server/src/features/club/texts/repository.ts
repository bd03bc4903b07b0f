import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/types.js';

export type Executor = Kysely<DB> | Transaction<DB>;

/** What a version is, without its words (lists). */
const summaryColumns = ['t.key', 't.version', 't.published_at', 't.published_by', 'u.login as published_by_login'] as const;

/** The last published version of every text that has one, with its words. */
export const latestTextVersions = (db: Executor) =>
  db
    .selectFrom('club_texts as t')
    .leftJoin('users as u', 'u.id', 't.published_by')
    .select([...summaryColumns, 't.fr', 't.en'])
    .where('t.version', '=', (eb) =>
      eb
        .selectFrom('club_texts as l')
        .select((s) => s.fn.max('l.version').as('v'))
        .whereRef('l.key', '=', 't.key'),
    )
    .execute();

export type TextVersionRow = Awaited<ReturnType<typeof latestTextVersions>>[number];

/** One published version of a text; undefined when it has no such version. */
export const findTextVersion = (db: Executor, key: string, version: number) =>
  db
    .selectFrom('club_texts as t')
    .leftJoin('users as u', 'u.id', 't.published_by')
    .select([...summaryColumns, 't.fr', 't.en'])
    .where('t.key', '=', key)
    .where('t.version', '=', version)
    .executeTakeFirst();

/** Every published version of a text, newest first, without their words. */
export const listTextVersions = (db: Executor, key: string) =>
  db
    .selectFrom('club_texts as t')
    .leftJoin('users as u', 'u.id', 't.published_by')
    .select([...summaryColumns])
    .where('t.key', '=', key)
    .orderBy('t.version', 'desc')
    .execute();

/** The number of the text's last published version; 0 before the first. */
export const lastTextVersion = async (db: Executor, key: string): Promise<number> => {
  const row = await db
    .selectFrom('club_texts')
    .select((eb) => eb.fn.max('version').as('last'))
    .where('key', '=', key)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
};

/** Stores a version; the unique (key, version) refuses a number already given. */
export const insertTextVersion = (
  db: Executor,
  row: { key: string; version: number; fr: string; en: string; publishedAt: string; publishedBy: number },
) =>
  db
    .insertInto('club_texts')
    .values({ key: row.key, version: row.version, fr: row.fr, en: row.en, published_at: row.publishedAt, published_by: row.publishedBy })
    .execute();
