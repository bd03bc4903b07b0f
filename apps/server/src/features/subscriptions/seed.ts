import type { Kysely } from 'kysely';
import { newOpaqueToken } from '../../auth/tokens.js';
import type { DB } from '../../db/types.js';
import { subscriptionLinkUrl, tokenExpiry } from './links.js';

/**
 * For the demo seed: gives subscriptions of the current season a link token without mailing
 * it, and returns the links so the seed can print a few (the tokens are not stored in clear).
 * Only subscriptions without a token, or those listed, get a new one.
 */
export const seedSubscriptionLinks = async (
  db: Kysely<DB>,
  publicUrl: string,
  options: { subscriptionIds?: number[] } = {},
): Promise<{ subscriptionId: number; memberId: number; token: string; url: string }[]> =>
  db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('subscriptions as s')
      .innerJoin('seasons as se', 'se.id', 's.season_id')
      .select(['s.id', 's.member_id', 'se.end_date'])
      .where('se.is_current', '=', 1);
    query =
      options.subscriptionIds === undefined
        ? query.where('s.token_hash', 'is', null)
        : options.subscriptionIds.length === 0
          ? query.where('s.id', '=', -1)
          : query.where('s.id', 'in', options.subscriptionIds);
    const rows = await query.orderBy('s.id').execute();
    const links = [];
    for (const row of rows) {
      const { token, hash } = newOpaqueToken();
      await trx
        .updateTable('subscriptions')
        .set({ token_hash: hash, token_expires_at: tokenExpiry(row.end_date) })
        .where('id', '=', row.id)
        .execute();
      links.push({ subscriptionId: row.id, memberId: row.member_id, token, url: subscriptionLinkUrl(publicUrl, token) });
    }
    return links;
  });
