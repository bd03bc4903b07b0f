import type { Executor } from '../../../db/executor.js';
import { compiledPerExecutor, compiledPerListLength } from '../../../db/compiled-query.js';

/**
 * The members attached to an address (docs/product.md#family-space), not anonymised: those whose
 * subscription link the club mails there (`familyAddresses`): their guardian's main or secondary
 * e-mail, their second contact's, or their own contact e-mail (an adult's, or the one given at a
 * minor's try-out, before any guardian is on record). Every key compared is lower-cased and indexed
 * (migrations 005, 008 and 018), and each is looked up on its own. Eldest first. With the last
 * valid day of their medical certificate (docs/product.md#health-rules).
 */
const membersOfAddressQuery = (db: Executor, emailKey: string) =>
  db
    .selectFrom('members as m')
    .leftJoin('guardians as g', 'g.id', 'm.guardian_id')
    .select([
      'm.id',
      'm.first_name',
      'm.last_name',
      'm.language',
      'm.certificate_expires_on',
      'g.language as guardian_language',
      'g.email_key as guardian_email_key',
      'g.secondary_email_key as guardian_secondary_email_key',
    ])
    .where('m.anonymised_at', 'is', null)
    // One indexed look-up per key, put together: an `or` of them reads every member on PostgreSQL.
    .where('m.id', 'in', (eb) =>
      eb
        .selectFrom('members as gm')
        .innerJoin('guardians as gg', 'gg.id', 'gm.guardian_id')
        .select('gm.id')
        .where((inner) => inner.or([inner('gg.email_key', '=', emailKey), inner('gg.secondary_email_key', '=', emailKey)]))
        .union(eb.selectFrom('members as sm').select('sm.id').where('sm.second_guardian_email_key', '=', emailKey))
        .union(eb.selectFrom('members as om').select('om.id').where('om.email_key', '=', emailKey)),
    )
    .orderBy('m.birth_date')
    .orderBy('m.id');

export type AddressMember = Awaited<ReturnType<ReturnType<typeof membersOfAddressQuery>['execute']>>[number];

/** Compiled once per database (or transaction): every read of the family space starts with it. */
const membersOfAddressByKey = compiledPerExecutor(['emailKey'], (db: Executor, p: { emailKey: string }) =>
  membersOfAddressQuery(db, p.emailKey),
);

export const membersOfAddress = (db: Executor, emailKey: string): Promise<AddressMember[]> => membersOfAddressByKey(db, { emailKey });

/** The current season's subscription of each of these members that has one. */
export const currentSubscriptionIds = compiledPerListLength((db: Executor, memberIds) =>
  db
    .selectFrom('subscriptions as s')
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .select(['s.id', 's.member_id'])
    .where('se.is_current', '=', 1)
    .where('s.member_id', 'in', [...memberIds]),
);
