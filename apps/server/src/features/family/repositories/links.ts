import type { Executor } from '../../../db/executor.js';

export interface NewFamilyLink {
  hash: string;
  emailKey: string;
  createdAt: string;
  expiresAt: string;
}

/** Stores sign-in links (their tokens' hashes only), in one statement. */
export const insertFamilyLinks = (db: Executor, links: readonly NewFamilyLink[]) =>
  db
    .insertInto('family_sign_in_links')
    .values(
      links.map((link) => ({
        token_hash: link.hash,
        email_key: link.emailKey,
        created_at: link.createdAt,
        expires_at: link.expiresAt,
        used_at: null,
      })),
    )
    .execute();

export const insertFamilyLink = (db: Executor, link: NewFamilyLink) => insertFamilyLinks(db, [link]);

/**
 * Uses a sign-in link, in one statement: of two requests with the same token, one gets its
 * address and the other nothing, on SQLite (one writer) as on PostgreSQL (the row's lock, then
 * the condition checked again).
 */
export const consumeFamilyLink = async (db: Executor, hash: string, now: string): Promise<string | undefined> => {
  const row = await db
    .updateTable('family_sign_in_links')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('email_key')
    .executeTakeFirst();
  return row?.email_key;
};

/** Links used or past their 30 minutes are worth nothing: their hashes go. */
export const purgeDeadFamilyLinks = async (db: Executor, now: string): Promise<number> => {
  const result = await db
    .deleteFrom('family_sign_in_links')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};
