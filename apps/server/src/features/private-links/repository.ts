import type { Executor } from '../../db/executor.js';

export const findLiveLink = (db: Executor, kind: string, subject: string) =>
  db
    .selectFrom('private_links')
    .select(['id'])
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();

/** Inserts a live link; a concurrent one for the same subject wins (unique live index), and nothing is inserted. */
export const insertLinkOnce = async (
  db: Executor,
  row: { id: string; kind: string; subject: string; createdAt: string },
): Promise<void> => {
  await db
    .insertInto('private_links')
    .values({ id: row.id, kind: row.kind, subject: row.subject, created_at: row.createdAt, revoked_at: null })
    .onConflict((oc) => oc.columns(['kind', 'subject']).where('revoked_at', 'is', null).doNothing())
    .execute();
};

/** The subject of a live link of this kind, or undefined (unknown or revoked). */
export const liveSubjectOf = async (db: Executor, kind: string, id: string): Promise<string | undefined> =>
  (
    await db
      .selectFrom('private_links')
      .select(['subject'])
      .where('id', '=', id)
      .where('kind', '=', kind)
      .where('revoked_at', 'is', null)
      .executeTakeFirst()
  )?.subject;

export const revokeLinks = async (db: Executor, kind: string, subject: string, at: string): Promise<number> => {
  const result = await db
    .updateTable('private_links')
    .set({ revoked_at: at })
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};

/** Every link of these subjects goes, revoked or not: erasure of a family or a coach. */
export const deleteLinksOf = async (db: Executor, kind: string, subjects: readonly string[]): Promise<void> => {
  if (subjects.length === 0) return;
  await db.deleteFrom('private_links').where('kind', '=', kind).where('subject', 'in', subjects).execute();
};
