import {
  documentsToBring,
  isSubscriptionState,
  type CorrectionDto,
  type FamilyHomeDto,
  type FamilyMemberDto,
  type FamilySubscriptionDto,
} from '@club/domain';
import type { ClubTextKey, HealthDocumentRule } from '@club/domain/club';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { readHealthRules } from '../club/health-rules/repository.js';
import { healthDocumentOf } from '../club/health-rules/service.js';
import { clubTextsOf } from '../club/texts/current.js';
import { latestCorrectionsOf } from '../corrections/dto.js';
import { documentFlags, documentsOf } from '../subscriptions/context.js';
import { findSubscriptionContext } from '../subscriptions/repositories/context.js';
import { familyUploadDtoOf } from '../uploads/dto.js';
import { uploadsOfSubscriptions, type UploadListRow } from '../uploads/repositories/uploads.js';
import { acknowledgementsOf, type AcknowledgementRow } from './repositories/acknowledgements.js';
import { currentSubscriptionIds, membersOfAddress } from './repositories/members.js';
import { acknowledgementDtoOf, textsToSign } from './signable.js';

/** What the family home shows of its subscriptions, each read once for all of them. */
interface AttachedToSubscriptions {
  signed: ReadonlyMap<number, AcknowledgementRow[]>;
  uploads: ReadonlyMap<number, UploadListRow[]>;
  corrections: ReadonlyMap<number, CorrectionDto>;
}

const bySubscription = <Row extends { subscription_id: number | null }>(rows: readonly Row[]): Map<number, Row[]> => {
  const grouped = new Map<number, Row[]>();
  for (const row of rows) {
    if (row.subscription_id === null) continue;
    const list = grouped.get(row.subscription_id) ?? [];
    list.push(row);
    grouped.set(row.subscription_id, list);
  }
  return grouped;
};

/**
 * The signatures, uploads and corrections of these subscriptions in three statements, whatever
 * the number of children: the family home is the page a family opens most (docs/bench.md).
 */
const attachedTo = async (db: Kysely<DB>, subscriptionIds: readonly number[]): Promise<AttachedToSubscriptions> => ({
  signed: bySubscription(await acknowledgementsOf(db, subscriptionIds)),
  uploads: bySubscription(await uploadsOfSubscriptions(db, subscriptionIds)),
  corrections: await latestCorrectionsOf(db, subscriptionIds),
});

/**
 * This season's subscription as the family sees it. Its required items are the staff checklist's
 * (`documentsOf`, the domain's `requiredDocuments` on the same row), and what is missing is what
 * the family's form lists to bring: the required items not ticked, nothing once DONE. With the
 * texts still to sign online and those signed (docs/product.md#family-signatures), the
 * documents uploaded, and which health document the club's rule asks of the member
 * (docs/product.md#health-rules).
 */
const subscriptionOf = async (
  db: Kysely<DB>,
  subscriptionId: number,
  today: Date,
  labelsInForce: ReadonlyMap<ClubTextKey, string>,
  healthRule: HealthDocumentRule,
  attached: AttachedToSubscriptions,
): Promise<FamilySubscriptionDto | null> => {
  const row = await findSubscriptionContext(db, subscriptionId);
  if (row === undefined) return null;
  if (!isSubscriptionState(row.state)) throw new Error(`Subscription ${row.id} has an unknown state`);
  const { checklist } = documentsOf(row, today);
  const signed = attached.signed.get(row.id) ?? [];
  return {
    id: row.id,
    state: row.state,
    season: row.season_label,
    missing: documentsToBring(checklist, documentFlags(row), row.state),
    toSign: textsToSign(row, checklist, labelsInForce, signed),
    acknowledgements: signed.map(acknowledgementDtoOf),
    // Documents uploaded for it (docs/product.md#family-uploads), newest first.
    uploads: (attached.uploads.get(row.id) ?? []).map(familyUploadDtoOf),
    // The family's latest correction (docs/product.md#family-corrections).
    correction: attached.corrections.get(row.id) ?? null,
    healthDocument: healthDocumentOf(
      healthRule,
      { birthDate: row.m_birth_date, seasonStart: row.season_start, seasonEnd: row.season_end },
      today,
    ),
  };
};

/** The family page (docs/product.md#family-space): every member attached to the address, eldest first. */
export const familyHome = async (db: Kysely<DB>, emailKey: string, today: Date): Promise<FamilyHomeDto> => {
  const members = await membersOfAddress(db, emailKey);
  const subscriptions = new Map(
    (
      await currentSubscriptionIds(
        db,
        members.map((m) => m.id),
      )
    ).map((s) => [s.member_id, s.id]),
  );
  const labelsInForce = new Map([...(await clubTextsOf(db).inForce())].map(([key, text]) => [key, text.label]));
  const { healthDocument: healthRule } = await readHealthRules(db);
  const attached = await attachedTo(db, [...subscriptions.values()]);
  const dtos: FamilyMemberDto[] = [];
  for (const member of members) {
    const subscriptionId = subscriptions.get(member.id);
    dtos.push({
      id: member.id,
      firstName: member.first_name,
      lastName: member.last_name,
      certificateExpiresOn: member.certificate_expires_on,
      subscription:
        subscriptionId === undefined ? null : await subscriptionOf(db, subscriptionId, today, labelsInForce, healthRule, attached),
    });
  }
  return { email: emailKey, members: dtos };
};
