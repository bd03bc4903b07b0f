import {
  isMinor,
  MSG,
  stateAfterChecklist,
  type AcknowledgementDto,
  type AcknowledgementInput,
  type ChecklistItem,
  type SignableTextKey,
  type SubscriptionState,
} from '@club/domain';
import type { ReadableText } from '@club/domain/club';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { FamilyCaller } from '../../auth/access.js';
import type { DialectName } from '../../db/dialect.js';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Language } from '../../lib/language.js';
import { clubTextsOf } from '../club/texts/current.js';
import { documentFlags, documentsOf, FLAG_COLUMNS } from '../subscriptions/context.js';
import { findSubscriptionContext, type SubscriptionContext } from '../subscriptions/repositories/context.js';
import { recordStateChange } from '../subscriptions/repositories/state.js';
import { findAcknowledgement, insertAcknowledgement, type AcknowledgementRow } from './repositories/acknowledgements.js';
import { currentSubscriptionIds, membersOfAddress } from './repositories/members.js';
import { acknowledgementDtoOf, signableTextsOf } from './signable.js';
import { lockSubscription, updateSubscription } from '../subscriptions/repositories/state.js';

interface Deps {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** The states the checklist moves (docs/product.md#subscription-states); a SCHEDULED one waits for the form. */
const MOVED_BY_CHECKLIST: readonly string[] = ['STARTED', 'MISSING_DOC', 'DONE'];

export interface Signature {
  /** False when this version was already signed for the subscription: the answer is that record. */
  created: boolean;
  acknowledgement: AcknowledgementDto;
}

/** Another address's member and an unknown one are one answer. */
const noSuchMember = () => notFound('No such member');

/** Signing club texts online from the family space (docs/product.md#family-signatures). */
export class SigningService {
  constructor(private readonly deps: Deps) {}

  /** The version in force of a signable text, parsed as the family's form reads its texts. */
  async text(key: SignableTextKey, language: Language): Promise<ReadableText> {
    const texts = clubTextsOf(this.deps.db);
    return texts.readable(await texts.current(key), language);
  }

  /**
   * Records a signature of this season's subscription of one of the address's members, and in
   * the same transaction what it stands for: the checklist's tick (and the state staff ticking
   * would give), or the privacy acceptance. Under the subscription's lock, so a second request
   * for the same version, even at the same moment, finds the first one's record.
   */
  async sign(caller: FamilyCaller, memberId: number, input: AcknowledgementInput, ipAddress: string): Promise<Signature> {
    const { db, clock, dialect } = this.deps;
    const members = await membersOfAddress(db, caller.emailKey);
    if (!members.some((m) => m.id === memberId)) throw noSuchMember();
    const [subscription] = await currentSubscriptionIds(db, [memberId]);
    if (subscription === undefined) throw notFound('No subscription this season');
    const inForce = await clubTextsOf(db).current(input.key);
    const now = clock.now();

    const outcome = await db.transaction().execute(async (trx) => {
      await lockSubscription(trx, subscription.id, dialect);
      const existing = await findAcknowledgement(trx, subscription.id, input.key, input.version);
      if (existing !== undefined) return { created: false, row: existing };
      const row = await findSubscriptionContext(trx, subscription.id);
      if (row === undefined) throw notFound('No subscription this season');
      if (row.state === 'CANCELLED') throw conflict('This subscription is cancelled');
      const { checklist } = documentsOf(row, now);
      if (!signableTextsOf(checklist).includes(input.key)) {
        throw badRequest({ key: MSG.invalid }, 'This subscription does not need this text');
      }
      if (input.version !== inForce.label) throw conflict('The text has changed since it was read: read it again');
      const inserted = await insertAcknowledgement(trx, {
        subscription_id: row.id,
        member_id: row.member_id,
        text_key: input.key,
        version: input.version,
        signed_name: input.signedName,
        signed_at: now.toISOString(),
        email_key: caller.emailKey,
        ip_address: ipAddress,
      });
      if (inserted === undefined) {
        return { created: false, row: await findAcknowledgement(trx, row.id, input.key, input.version) };
      }
      await applySignature(trx, row, checklist, input.key, inserted, now);
      return { created: true, row: inserted };
    });
    if (outcome.row === undefined) throw new Error('A signature conflicted with a record that is gone');
    if (outcome.created) {
      this.deps.log.info(
        {
          event: 'text_signed',
          subscriptionId: subscription.id,
          key: input.key,
          version: input.version,
          acknowledgementId: outcome.row.id,
        },
        'club text signed online',
      );
    }
    return { created: outcome.created, acknowledgement: acknowledgementDtoOf(outcome.row) };
  }
}

/** The validation date as the staff checklist sets it: when the subscription becomes DONE. */
const processDateAfter = (row: SubscriptionContext, next: SubscriptionState, now: string): string | null => {
  if (next !== 'DONE') return null;
  return row.state === 'DONE' ? row.process_date : now;
};

/**
 * What a signature stands for on its subscription. The privacy notice is accepted as on the
 * form (`privacy_version`, by whom, when). A checklist text is ticked; a subscription the
 * checklist already moves then takes the state staff ticking gives (`stateAfterChecklist`),
 * recorded in its history as the family's.
 */
const applySignature = async (
  db: Executor,
  row: SubscriptionContext,
  checklist: readonly ChecklistItem[],
  key: SignableTextKey,
  signature: AcknowledgementRow,
  today: Date,
): Promise<void> => {
  const now = today.toISOString();
  if (key === 'privacy') {
    const signer = isMinor(row.m_birth_date, today) ? 'GUARDIAN' : 'MEMBER';
    await updateSubscription(db, row.id, {
      privacy_version: signature.version,
      privacy_accepted_by: `${signer} ${signature.signed_name}`,
      privacy_accepted_at: now,
      updated_at: now,
    });
    return;
  }
  const flags = documentFlags(row);
  if (flags[key]) return;
  const current = row.state as SubscriptionState;
  const ticked = new Set((Object.keys(flags) as ChecklistItem[]).filter((item) => flags[item] || item === key));
  const next = MOVED_BY_CHECKLIST.includes(current) ? stateAfterChecklist(checklist, ticked) : current;
  await updateSubscription(db, row.id, {
    [FLAG_COLUMNS[key]]: 1,
    state: next,
    ...(MOVED_BY_CHECKLIST.includes(current) ? { process_date: processDateAfter(row, next, now) } : {}),
    updated_at: now,
  });
  if (next !== current) {
    await recordStateChange(db, { subscriptionId: row.id, from: current, to: next, by: null, at: now, source: 'FAMILY' });
  }
};
