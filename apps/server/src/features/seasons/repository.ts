import type { Executor } from '../../db/executor.js';

const seasonColumns = ['id', 'label', 'start_date', 'end_date', 'is_current'] as const;

export const listSeasons = (db: Executor) => db.selectFrom('seasons').select(seasonColumns).orderBy('start_date').execute();

export const findCurrentSeason = (db: Executor) =>
  db.selectFrom('seasons').select(seasonColumns).where('is_current', '=', 1).executeTakeFirst();

export const findSeasonByLabel = (db: Executor, label: string) =>
  db.selectFrom('seasons').select(seasonColumns).where('label', '=', label).executeTakeFirst();

export const insertSeasonIfMissing = async (db: Executor, season: { label: string; start_date: string; end_date: string }) => {
  await db
    .insertInto('seasons')
    .values({ ...season, is_current: 0 })
    .onConflict((oc) => oc.column('label').doNothing())
    .execute();
  return db.selectFrom('seasons').select(seasonColumns).where('label', '=', season.label).executeTakeFirstOrThrow();
};

/**
 * Members who get a renewal (docs/product.md, "Seasons and renewals"): a next-year group that is an ordinary group
 * ("Aucune" is stored as none; the system groups are never a destination), still in the club,
 * and no subscription yet in that season.
 */
const renewable = (db: Executor) =>
  db
    .selectFrom('members as m')
    .innerJoin('groups as g', 'g.id', 'm.next_year_group_id')
    .where('m.left_at', 'is', null)
    .where('g.system_role', 'is', null);

export const renewalCandidates = (db: Executor, seasonId: number) =>
  renewable(db)
    .leftJoin('guardians as gu', 'gu.id', 'm.guardian_id')
    .select([
      'm.id as member_id',
      'm.first_name',
      'm.last_name',
      'm.email as m_email',
      'm.second_guardian_email as m_second_guardian_email',
      'm.language as m_language',
      'g.id as group_id',
      'g.name as group_name',
      'g.should_receive_sub_mail',
      'gu.email as gu_email',
      'gu.secondary_email as gu_secondary_email',
      'gu.language as gu_language',
    ])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('subscriptions as s').select('s.id').whereRef('s.member_id', '=', 'm.id').where('s.season_id', '=', seasonId))),
    )
    .orderBy('m.id')
    .execute();

export const countAlreadyRenewed = async (db: Executor, seasonId: number): Promise<number> => {
  const row = await renewable(db)
    .innerJoin('subscriptions as s', (join) => join.onRef('s.member_id', '=', 'm.id').on('s.season_id', '=', seasonId))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** Members a renewal would reach that have no subscription in the season yet. */
export const countRenewalsPending = async (db: Executor, seasonId: number | null): Promise<number> => {
  let query = renewable(db).select((eb) => eb.fn.countAll<number>().as('n'));
  if (seasonId !== null) {
    query = query.where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('subscriptions as s').select('s.id').whereRef('s.member_id', '=', 'm.id').where('s.season_id', '=', seasonId))),
    );
  }
  return Number((await query.executeTakeFirstOrThrow()).n);
};

/** The season's subscriptions, as the database keeps them counted on the season (migration 005). */
export const countSubscriptions = async (db: Executor, seasonId: number): Promise<number> => {
  const row = await db.selectFrom('seasons').select('subscription_count as n').where('id', '=', seasonId).executeTakeFirst();
  return Number(row?.n ?? 0);
};

export interface NewRenewal {
  memberId: number;
  groupId: number;
  /** Set when the family gets the link by mail. */
  tokenHash: string | null;
  tokenExpiresAt: string | null;
}

/**
 * Renewal subscriptions (SCHEDULED, not new) with the state change that records who opened them
 * (docs/product.md, "Seasons and renewals"). Returns each new subscription's id and member.
 */
export const insertRenewals = async (
  trx: Executor,
  renewal: { seasonId: number; actorId: number; at: string; rows: readonly NewRenewal[] },
): Promise<{ id: number; member_id: number }[]> => {
  const inserted = await trx
    .insertInto('subscriptions')
    .values(
      renewal.rows.map((row) => ({
        member_id: row.memberId,
        season_id: renewal.seasonId,
        group_id: row.groupId,
        state: 'SCHEDULED',
        is_new: 0,
        token_hash: row.tokenHash,
        token_expires_at: row.tokenExpiresAt,
        // The renewal's link is made now: the automatic reminders count from it (docs/product.md#health-rules).
        link_sent_at: row.tokenHash === null ? null : renewal.at,
        created_at: renewal.at,
        updated_at: renewal.at,
      })),
    )
    .returning(['id', 'member_id'])
    .execute();
  await trx
    .insertInto('subscription_state_changes')
    .values(
      inserted.map((r) => ({
        subscription_id: r.id,
        from_state: null,
        to_state: 'SCHEDULED',
        changed_by: renewal.actorId,
        changed_at: renewal.at,
        source: 'RENEWAL',
      })),
    )
    .execute();
  return inserted;
};
