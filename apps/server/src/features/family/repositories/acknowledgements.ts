import type { Insertable } from 'kysely';
import type { Executor } from '../../../db/executor.js';
import type { AcknowledgementTable } from '../../../db/types.js';
import { compiledPerListLength } from '../../../db/compiled-query.js';

const COLUMNS = [
  'id',
  'subscription_id',
  'member_id',
  'text_key',
  'version',
  'signed_name',
  'signed_at',
  'email_key',
  'ip_address',
] as const;

/**
 * Records a signature; undefined when this subscription already has one of this text's version
 * (the UNIQUE constraint of migration 019 decides, for two requests at once as well).
 */
export const insertAcknowledgement = (db: Executor, row: Insertable<AcknowledgementTable>) =>
  db
    .insertInto('acknowledgements')
    .values(row)
    .onConflict((oc) => oc.columns(['subscription_id', 'text_key', 'version']).doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();

export const findAcknowledgement = (db: Executor, subscriptionId: number, key: string, version: string) =>
  db
    .selectFrom('acknowledgements')
    .select(COLUMNS)
    .where('subscription_id', '=', subscriptionId)
    .where('text_key', '=', key)
    .where('version', '=', version)
    .executeTakeFirst();

export type AcknowledgementRow = NonNullable<Awaited<ReturnType<typeof findAcknowledgement>>>;

/** The signatures of these subscriptions, oldest first. */
export const acknowledgementsOf: (db: Executor, subscriptionIds: readonly number[]) => Promise<AcknowledgementRow[]> =
  compiledPerListLength((db: Executor, subscriptionIds) =>
    db
      .selectFrom('acknowledgements')
      .select(COLUMNS)
      .where('subscription_id', 'in', [...subscriptionIds])
      .orderBy('signed_at')
      .orderBy('id'),
  );

/** One signature with what its PDF names: the member and the season. */
export const findAcknowledgementForPdf = (db: Executor, id: number) =>
  db
    .selectFrom('acknowledgements as a')
    .innerJoin('subscriptions as s', 's.id', 'a.subscription_id')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .select([
      'a.id',
      'a.subscription_id',
      'a.member_id',
      'a.text_key',
      'a.version',
      'a.signed_name',
      'a.signed_at',
      'a.email_key',
      'a.ip_address',
      'm.first_name',
      'm.last_name',
      'm.language',
      'se.label as season_label',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();

export type AcknowledgementForPdf = NonNullable<Awaited<ReturnType<typeof findAcknowledgementForPdf>>>;

export const subscriptionExists = async (db: Executor, subscriptionId: number): Promise<boolean> =>
  (await db.selectFrom('subscriptions').select('id').where('id', '=', subscriptionId).executeTakeFirst()) !== undefined;

/** Erasure and anonymisation (docs/product.md#privacy): the signatures name the signer, their address and IP. */
export const deleteAcknowledgementsOfMembers = async (db: Executor, memberIds: readonly number[]): Promise<number> => {
  if (memberIds.length === 0) return 0;
  const result = await db
    .deleteFrom('acknowledgements')
    .where((eb) =>
      eb.or([
        eb('member_id', 'in', [...memberIds]),
        eb(
          'subscription_id',
          'in',
          eb
            .selectFrom('subscriptions')
            .select('id')
            .where('member_id', 'in', [...memberIds]),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};
