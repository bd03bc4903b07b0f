import type { Kysely } from 'kysely';
import { newOpaqueToken } from '../../auth/tokens.js';
import type { DB } from '../../db/types.js';
import { tokenExpiry } from '../../features/subscribe/links.js';
import { buildGroup, type GroupValues } from './organisation.js';
import { buildMember, type MemberValues } from './people.js';
import { FACTORY_NOW, nextNumber } from './sequence.js';

export const currentSeasonId = async (db: Kysely<DB>): Promise<number> =>
  (await db.selectFrom('seasons').select('id').where('is_current', '=', 1).executeTakeFirstOrThrow()).id;

/** A season of its own (label `2031-2032`), not the current one: a test then counts its records from zero. */
export const buildSeason = async (db: Kysely<DB>, label: string): Promise<number> => {
  const start = Number(label.slice(0, 4));
  const row = await db
    .insertInto('seasons')
    .values({ label, start_date: `${start}-09-01`, end_date: `${start + 1}-08-31`, is_current: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** A subscription of the current season for a member, with its first state recorded. */
export const buildSubscription = async (
  db: Kysely<DB>,
  memberId: number,
  values: { groupId?: number | null; state?: string } = {},
): Promise<number> => {
  const seasonId = await currentSeasonId(db);
  const row = await db
    .insertInto('subscriptions')
    .values({
      member_id: memberId,
      season_id: seasonId,
      group_id: values.groupId ?? null,
      state: values.state ?? 'SCHEDULED',
      created_at: FACTORY_NOW,
      updated_at: FACTORY_NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('subscription_state_changes')
    .values({ subscription_id: row.id, from_state: null, to_state: values.state ?? 'SCHEDULED', changed_by: null, changed_at: FACTORY_NOW })
    .execute();
  return row.id;
};

export interface LinkedSubscription {
  subscriptionId: number;
  memberId: number;
  groupId: number;
  token: string;
}

export type LinkedSubscriptionValues = MemberValues & { isNew?: boolean; state?: string; group?: GroupValues; seasonId?: number };

/**
 * A family's subscription as the form sees it: a member with an e-mail and a phone in a group
 * (a new one unless `groupId` is given), a SCHEDULED (or given state) subscription of the
 * current season (or `seasonId`) and the live link token the family's mail carries.
 */
export const buildLinkedSubscription = async (db: Kysely<DB>, values: LinkedSubscriptionValues = {}): Promise<LinkedSubscription> => {
  const groupId = values.groupId ?? (await buildGroup(db, values.group));
  const memberId = await buildMember(db, {
    ...values,
    email: values.email === undefined ? `family${nextNumber()}@example.org` : values.email,
    phoneNumber: values.phoneNumber === undefined ? '0612345678' : values.phoneNumber,
    groupId,
  });
  const seasonId = values.seasonId ?? (await currentSeasonId(db));
  const season = await db.selectFrom('seasons').select('end_date').where('id', '=', seasonId).executeTakeFirstOrThrow();
  const { token, hash } = newOpaqueToken();
  const row = await db
    .insertInto('subscriptions')
    .values({
      member_id: memberId,
      season_id: seasonId,
      group_id: groupId,
      state: values.state ?? 'SCHEDULED',
      is_new: values.isNew === false ? 0 : 1,
      token_hash: hash,
      token_expires_at: tokenExpiry(season.end_date),
      created_at: FACTORY_NOW,
      updated_at: FACTORY_NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { subscriptionId: row.id, memberId, groupId, token };
};

/** A linked subscription whose payment staff recorded (by cheque on 12/09/2026 unless told otherwise). */
export const buildPaidSubscription = async (
  db: Kysely<DB>,
  values: LinkedSubscriptionValues & { method?: string | null; paidOn?: string } = {},
): Promise<LinkedSubscription> => {
  const s = await buildLinkedSubscription(db, values);
  await db
    .updateTable('subscriptions')
    .set({ payment: 1, payment_method: values.method === undefined ? 'CHEQUE' : values.method, paid_on: values.paidOn ?? '2026-09-12' })
    .where('id', '=', s.subscriptionId)
    .execute();
  return s;
};
