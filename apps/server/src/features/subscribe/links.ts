import type { Transaction } from 'kysely';
import { hashToken, newOpaqueToken } from '../../auth/tokens.js';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { asLanguage, type Language } from '../../lib/language.js';
import type { Outbox } from '../../mail/outbox.js';
import type { ClubIdentity } from '../club/identity.js';
import { findSubscriptionContext } from '../subscriptions/repositories/context.js';
import { currentSeasonId } from '../subscriptions/repositories/seasons.js';
import { recordStateChange } from '../subscriptions/repositories/state.js';
import { linkMail } from './mails.js';
import {
  findSeasonSubscriptionOfMember,
  findSubscriptionByTokenHash,
  insertScheduledSubscription,
  rescheduleSubscription,
  setSubscriptionToken,
} from './repositories/links.js';

export interface LinkDeps {
  config: Pick<Config, 'publicUrl'>;
  club: ClubIdentity;
  outbox: Outbox;
  clock: Clock;
}

/** A link lives until the end of the subscription's season (docs/product.md, "Subscription links"). */
export const tokenExpiry = (seasonEndDate: string): string => `${seasonEndDate}T23:59:59.999Z`;

export const subscriptionLinkUrl = (publicUrl: string, token: string): string =>
  `${publicUrl}/subscribe?token=${encodeURIComponent(token)}`;

export type TokenLookup<Row> = { status: 'valid'; row: Row; expiresAt: string } | { status: 'expired' } | { status: 'unknown' };

type TokenRow = { token_expires_at: string | null };

/**
 * Finds the subscription of a link token by its hash (the token itself is never stored);
 * `find` reads as much of the subscription as the caller needs.
 */
export const lookUpToken = async <Row extends TokenRow>(
  token: string,
  now: Date,
  find: (tokenHash: string) => Promise<Row | undefined>,
): Promise<TokenLookup<Row>> => {
  if (token.length < 20 || token.length > 200) return { status: 'unknown' };
  const row = await find(hashToken(token));
  if (row === undefined) return { status: 'unknown' };
  if (row.token_expires_at === null || row.token_expires_at <= now.toISOString()) return { status: 'expired' };
  return { status: 'valid', row, expiresAt: row.token_expires_at };
};

/** The subscription and member ids of a link token, and the subscription's state. */
export const lookUpSubscriptionToken = async (
  db: Executor,
  token: string,
  now: Date,
): Promise<
  | { status: 'valid'; subscriptionId: number; memberId: number; state: string; expiresAt: string }
  | { status: 'expired' }
  | { status: 'unknown' }
> => {
  const found = await lookUpToken(token, now, (tokenHash) => findSubscriptionByTokenHash(db, tokenHash));
  return found.status === 'valid'
    ? { status: 'valid', subscriptionId: found.row.id, memberId: found.row.member_id, state: found.row.state, expiresAt: found.expiresAt }
    : found;
};

/** The addresses the family is reached at: guardian, secondary, the member's own, the second contact. */
export const familyAddresses = (row: {
  gu_email: string | null;
  gu_secondary_email: string | null;
  m_email: string | null;
  m_second_guardian_email: string | null;
}): string[] => {
  const all = [row.gu_email, row.gu_secondary_email, row.m_email, row.m_second_guardian_email]
    .filter((v): v is string => v !== null && v.trim() !== '')
    .map((v) => v.trim());
  const seen = new Set<string>();
  return all.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

export interface IssuedLink {
  token: string;
  url: string;
  expiresAt: string;
  /** Who the link was mailed to; empty when nobody could be reached (staff resend it later). */
  recipients: string[];
}

/**
 * Subscription links (docs/product.md, "Subscription links"): one 256-bit token per subscription, only its hash
 * stored, a new one revoking the old, expired at the season's end. Reusable inside any
 * transaction: the try-out tests feature calls `issueSubscriptionLink` when it places a child.
 */
export class SubscriptionLinks {
  constructor(private readonly deps: LinkDeps) {}

  /**
   * Gives the subscription a new link (the previous one stops working) and queues the
   * bilingual link mail in the same transaction, to `to` or else the family's addresses.
   */
  async issueSubscriptionLink(
    trx: Transaction<DB>,
    subscriptionId: number,
    language?: Language,
    options: { to?: string[]; isNew?: boolean } = {},
  ): Promise<IssuedLink> {
    const row = await findSubscriptionContext(trx, subscriptionId);
    if (row === undefined) throw new Error(`Subscription ${subscriptionId} not found`);
    const { token, hash } = newOpaqueToken();
    const expiresAt = tokenExpiry(row.season_end);
    await setSubscriptionToken(trx, subscriptionId, hash, expiresAt, this.deps.clock.now().toISOString());
    const url = subscriptionLinkUrl(this.deps.config.publicUrl, token);
    const recipients = options.to ?? familyAddresses(row);
    if (recipients.length > 0) {
      const lang = language ?? asLanguage(row.m_language ?? row.gu_language);
      const mail = linkMail({
        language: lang,
        firstName: row.m_first_name,
        lastName: row.m_last_name,
        seasonLabel: row.season_label,
        groupName: row.group_name,
        url,
        expiresAt,
        isNew: options.isNew ?? row.is_new === 1,
        clubName: await this.deps.club.name(trx),
      });
      await this.deps.outbox.queue(trx, {
        kind: 'SUBSCRIPTION_LINK',
        to: recipients,
        subject: mail.subject,
        text: mail.text,
        language: lang,
        memberId: row.member_id,
        link: url,
        // One mail per token, even if a caller retries inside the same transaction.
        dedupeKey: `subscription-link:${hash}`,
      });
    }
    return { token, url, expiresAt, recipients };
  }

  /**
   * Creates a SCHEDULED subscription of a member in a group for a season (the current one
   * by default), records it in the history, and mails the link. Returns the new id.
   */
  async openSubscription(
    trx: Transaction<DB>,
    input: {
      memberId: number;
      groupId: number;
      seasonId?: number;
      isNew: boolean;
      actorId: number | null;
      source: 'STAFF' | 'RENEWAL' | 'SYSTEM';
      language?: Language;
      sendMail?: boolean;
    },
  ): Promise<{ subscriptionId: number; link: IssuedLink | null }> {
    const now = this.deps.clock.now().toISOString();
    const seasonId = input.seasonId ?? (await currentSeasonId(trx));
    // A member holds one subscription a season: placing one who already has it (a child
    // re-tested to change group, say) moves that subscription instead of adding another.
    const existing = await findSeasonSubscriptionOfMember(trx, input.memberId, seasonId);
    let id: number;
    if (existing === undefined) {
      id = await insertScheduledSubscription(trx, {
        memberId: input.memberId,
        seasonId,
        groupId: input.groupId,
        isNew: input.isNew,
        at: now,
      });
    } else {
      id = existing.id;
      await rescheduleSubscription(trx, id, { groupId: input.groupId, isNew: input.isNew, at: now });
    }
    if (existing?.state !== 'SCHEDULED') {
      await recordStateChange(trx, {
        subscriptionId: id,
        from: existing?.state ?? null,
        to: 'SCHEDULED',
        by: input.actorId,
        at: now,
        source: input.source,
      });
    }
    const link = input.sendMail === false ? null : await this.issueSubscriptionLink(trx, id, input.language);
    return { subscriptionId: id, link };
  }
}
