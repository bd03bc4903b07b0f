import type { Kysely } from 'kysely';
import { newOpaqueToken } from '../../auth/tokens.js';
import type { DB } from '../../db/types.js';
import { subscriptionLinkUrl, tokenExpiry } from './links.js';
import { currentSubscriptionsToLink, setSubscriptionToken } from './repositories/links.js';

/**
 * For the demo seed: gives subscriptions of the current season a link token without mailing
 * it, and returns the links so the seed can print a few (the tokens are not stored in clear).
 * Only subscriptions without a token, or those listed, get a new one, made `at` (now by default).
 */
export const seedSubscriptionLinks = async (
  db: Kysely<DB>,
  publicUrl: string,
  options: { subscriptionIds?: number[]; at?: string } = {},
): Promise<{ subscriptionId: number; memberId: number; token: string; url: string }[]> =>
  db.transaction().execute(async (trx) => {
    const rows = await currentSubscriptionsToLink(trx, options.subscriptionIds);
    const at = options.at ?? new Date().toISOString();
    const links = [];
    for (const row of rows) {
      const { token, hash } = newOpaqueToken();
      await setSubscriptionToken(trx, row.id, hash, tokenExpiry(row.end_date), at);
      links.push({ subscriptionId: row.id, memberId: row.member_id, token, url: subscriptionLinkUrl(publicUrl, token) });
    }
    return links;
  });
