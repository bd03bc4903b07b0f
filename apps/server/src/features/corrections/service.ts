import {
  MSG,
  sizeLabel,
  type CorrectableDetailsDto,
  type Correction,
  type CorrectableField,
  type CorrectionDto,
  type CorrectionsDto,
  type RejectCorrectionInput,
  type StudentEdit,
} from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { AuthUser, FamilyCaller } from '../../auth/access.js';
import type { DialectName } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { asLanguage, type Language } from '../../lib/language.js';
import type { Outbox } from '../../mail/outbox.js';
import type { ClubIdentity } from '../club/identity.js';
import { subscriptionExists } from '../family/repositories/acknowledgements.js';
import { currentSubscriptionIds, membersOfAddress } from '../family/repositories/members.js';
import { insertGuardian, updateGuardianDetails } from '../guardians/repository.js';
import { familyAddresses } from '../subscribe/links.js';
import { findSubscriptionContext, type SubscriptionContext } from '../subscriptions/repositories/context.js';
import { setMemberGuardian, updateMemberDetails } from '../subscriptions/repositories/members.js';
import { lockSubscription, updateSubscription } from '../subscriptions/repositories/state.js';
import type { SizeCatalog } from '../subscriptions/sizes.js';
import { correctionDtoOf } from './dto.js';
import { fieldsOf, GUARDIAN_FIELDS, parseFieldValues, sameValue, valuesOnFile, type FieldValue, type FieldValues } from './fields.js';
import { correctionRejectedMail } from './mails.js';
import {
  correctionsOfSubscription,
  findCorrection,
  insertCorrection,
  pendingCorrectionOf,
  reviewCorrection,
  supersedeCorrection,
  type CorrectionRow,
} from './repository.js';

interface Deps {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  log: FastifyBaseLogger;
  sizes: SizeCatalog;
  outbox: Outbox;
  club: ClubIdentity;
  publicUrl: string;
}

/** Another address's member, an unknown one and one without a subscription this season are one answer. */
const noSuchMember = () => notFound('No such member');
const noSuchCorrection = () => notFound('No such correction');
const alreadyReviewed = () => conflict('This correction is no longer waiting for review');

/**
 * Why a subscription takes no correction: only once its form is sent and until staff validate it
 * (docs/product.md#family-corrections); undefined when it does.
 */
const refusal = (state: string): string | undefined => {
  if (state === 'STARTED' || state === 'MISSING_DOC') return undefined;
  if (state === 'SCHEDULED') return 'This form is not sent yet: fill it in instead';
  if (state === 'DONE') return 'This subscription is validated: ask the club to change it';
  if (state === 'CANCELLED') return 'This subscription is cancelled';
  return 'This subscription takes no correction';
};

/** What a correction asks, stored as the fields' values: text, a size's id, or nothing. */
const askedValues = (changes: Correction['changes']): FieldValues => {
  const values: FieldValues = {};
  for (const [field, value] of Object.entries(changes) as [CorrectableField, FieldValue | undefined][]) {
    if (value !== undefined) values[field] = value;
  }
  return values;
};

const pick = (values: FieldValues, fields: readonly CorrectableField[]): FieldValues =>
  Object.fromEntries(fields.map((field) => [field, values[field] ?? null]));

const omit = (values: FieldValues, fields: readonly CorrectableField[]): FieldValues =>
  Object.fromEntries(Object.entries(values).filter(([field]) => !(fields as readonly string[]).includes(field)));

/**
 * Corrections a family sends from the family space, and staff's review of them
 * (docs/product.md#family-corrections): nothing is written over the file until staff apply one.
 */
export class CorrectionsService {
  constructor(private readonly deps: Deps) {}

  /**
   * Records what the family asks to change on this season's subscription of one of the address's
   * members, each field with the value on file. Under the subscription's lock: a correction
   * already waiting is marked SUPERSEDED and merged into the new one (the newer value winning),
   * so two sent at the same moment end as one waiting row holding both.
   */
  async send(caller: FamilyCaller, memberId: number, input: Correction): Promise<CorrectionDto> {
    const { db, dialect, clock, log } = this.deps;
    const members = await membersOfAddress(db, caller.emailKey);
    if (!members.some((m) => m.id === memberId)) throw noSuchMember();
    const [current] = await currentSubscriptionIds(db, [memberId]);
    if (current === undefined) throw noSuchMember();
    const asked = askedValues(input.changes);
    await this.checkSizes(asked);
    const now = clock.now().toISOString();

    const outcome = await db.transaction().execute(async (trx) => {
      await lockSubscription(trx, current.id, dialect);
      const row = await findSubscriptionContext(trx, current.id);
      if (row === undefined) throw noSuchMember();
      const refused = refusal(row.state);
      if (refused !== undefined) throw conflict(refused);
      const onFile = valuesOnFile(row);
      const pending = await pendingCorrectionOf(trx, row.id);
      const waiting = pending === undefined ? {} : parseFieldValues(pending.changes);
      // A field asked as it already is changes nothing: staff would only review noise. Asked back
      // to its value on file while a correction waits with it, it withdraws that field.
      const changed = fieldsOf(asked).filter((field) => !sameValue(asked[field], onFile[field]));
      const withdrawn = fieldsOf(asked).filter((field) => sameValue(asked[field], onFile[field]) && field in waiting);
      if (changed.length === 0 && withdrawn.length === 0)
        throw badRequest({ changes: MSG.required }, 'Nothing differs from what is on file');
      if (pending !== undefined) await supersedeCorrection(trx, pending.id);
      const changes = omit({ ...waiting, ...pick(asked, changed) }, withdrawn);
      // A field already waiting keeps the value on file when it was first asked.
      const previous = omit({ ...pick(onFile, changed), ...(pending === undefined ? {} : parseFieldValues(pending.previous)) }, withdrawn);
      // Everything withdrawn: nothing waits any more, and the answer is the correction withdrawn.
      if (fieldsOf(changes).length === 0 && pending !== undefined) {
        return { id: pending.id, subscriptionId: row.id, merged: null, fields: [] as CorrectableField[] };
      }
      const id = await insertCorrection(trx, {
        subscription_id: row.id,
        member_id: row.member_id,
        status: 'PENDING',
        changes: JSON.stringify(changes),
        previous: JSON.stringify(previous),
        note: input.note ?? pending?.note ?? null,
        submitted_at: now,
        submitted_by: caller.emailKey,
        reviewed_at: null,
        reviewed_by: null,
        reason: null,
      });
      return { id, subscriptionId: row.id, merged: pending?.id ?? null, fields: changed };
    });
    log.info(
      {
        event: 'correction_sent',
        correctionId: outcome.id,
        subscriptionId: outcome.subscriptionId,
        merged: outcome.merged,
        fields: outcome.fields,
      },
      'correction sent from the family space',
    );
    return correctionDtoOf(await this.correction(outcome.id));
  }

  /**
   * GET /family/members/:id/details: the values on file the correction dialog starts from, and the
   * size choices. The same refusals as sending: 404 for a member not of the address, 409 when the
   * subscription takes no correction.
   */
  async details(caller: FamilyCaller, memberId: number, language: Language): Promise<CorrectableDetailsDto> {
    const { db, sizes } = this.deps;
    const members = await membersOfAddress(db, caller.emailKey);
    if (!members.some((m) => m.id === memberId)) throw noSuchMember();
    const [current] = await currentSubscriptionIds(db, [memberId]);
    const row = current === undefined ? undefined : await findSubscriptionContext(db, current.id);
    if (row === undefined) throw noSuchMember();
    const refused = refusal(row.state);
    if (refused !== undefined) throw conflict(refused);
    const options = await sizes.options();
    const inLanguage = (list: readonly { id: number; label: string }[]) =>
      list.map((o) => ({ id: o.id, label: sizeLabel(o.label, language) }));
    return { values: valuesOnFile(row), sizes: { shirt: inLanguage(options.shirt), short: inLanguage(options.short) } };
  }

  /** GET /subscription/:id/corrections: every correction of the subscription, newest first. */
  async list(subscriptionId: number): Promise<CorrectionsDto> {
    if (!(await subscriptionExists(this.deps.db, subscriptionId))) throw notFound('Subscription not found');
    return { corrections: (await correctionsOfSubscription(this.deps.db, subscriptionId)).map(correctionDtoOf) };
  }

  /**
   * Writes the asked values as a staff edit does (features/subscriptions/service.ts `update`):
   * the member's details, the guardian's contact (a guardian made and linked when the member has
   * none), the subscription's version moved so a screen open on the old one is told to reload.
   * Only a correction still waiting: of two reviews at once, one wins.
   */
  async apply(user: AuthUser, id: number): Promise<CorrectionDto> {
    const { db, dialect, clock, log } = this.deps;
    const correction = await this.correction(id);
    if (correction.status !== 'PENDING') throw alreadyReviewed();
    const changes = parseFieldValues(correction.changes);
    await this.checkSizes(changes);
    const now = clock.now().toISOString();
    await db.transaction().execute(async (trx) => {
      await lockSubscription(trx, correction.subscription_id, dialect);
      const reviewed = await reviewCorrection(trx, id, { status: 'APPLIED', reviewed_at: now, reviewed_by: user.userId, reason: null });
      if (!reviewed) throw alreadyReviewed();
      const row = await findSubscriptionContext(trx, correction.subscription_id);
      if (row === undefined) throw noSuchCorrection();
      await writeChanges(trx, row, changes, now);
      await updateSubscription(trx, row.id, { updated_at: now });
    });
    log.info(
      {
        event: 'correction_applied',
        correctionId: id,
        subscriptionId: correction.subscription_id,
        actorId: user.userId,
        fields: fieldsOf(changes),
      },
      'family correction applied',
    );
    return correctionDtoOf(await this.correction(id));
  }

  /** Refuses a waiting correction and mails the reason to the family's addresses, in its language first. */
  async reject(user: AuthUser, id: number, input: RejectCorrectionInput): Promise<CorrectionDto> {
    const { db, dialect, clock, log } = this.deps;
    const correction = await this.correction(id);
    if (correction.status !== 'PENDING') throw alreadyReviewed();
    const now = clock.now().toISOString();
    const mailed = await db.transaction().execute(async (trx) => {
      await lockSubscription(trx, correction.subscription_id, dialect);
      const reviewed = await reviewCorrection(trx, id, {
        status: 'REJECTED',
        reviewed_at: now,
        reviewed_by: user.userId,
        reason: input.reason,
      });
      if (!reviewed) throw alreadyReviewed();
      const row = await findSubscriptionContext(trx, correction.subscription_id);
      if (row === undefined) throw noSuchCorrection();
      return this.mailRejection(trx, row, correction, input.reason);
    });
    log.info(
      { event: 'correction_rejected', correctionId: id, subscriptionId: correction.subscription_id, actorId: user.userId, mailed },
      'family correction rejected',
    );
    return correctionDtoOf(await this.correction(id));
  }

  private async mailRejection(trx: Transaction<DB>, row: SubscriptionContext, correction: CorrectionRow, reason: string): Promise<boolean> {
    const to = familyAddresses(row);
    if (to.length === 0) return false;
    const language = asLanguage(row.m_language ?? row.gu_language);
    const mail = correctionRejectedMail({
      language,
      firstName: row.m_first_name,
      fields: fieldsOf(parseFieldValues(correction.changes)),
      reason,
      familyUrl: `${this.deps.publicUrl}/family`,
      clubName: await this.deps.club.name(trx),
    });
    await this.deps.outbox.queue(trx, {
      kind: 'CORRECTION_REJECTED',
      to,
      language,
      memberId: row.member_id,
      dedupeKey: `correction-rejected-${correction.id}`,
      ...mail,
    });
    return true;
  }

  private async correction(id: number): Promise<CorrectionRow> {
    const row = await findCorrection(this.deps.db, id);
    if (row === undefined) throw noSuchCorrection();
    return row;
  }

  /** The sizes asked must be on file, as the form's submit and a staff edit check them. */
  private async checkSizes(values: FieldValues): Promise<void> {
    const sizes = await this.deps.sizes.options();
    const fields: Record<string, string> = {};
    if (values.shirtSizeId !== undefined && !sizes.shirtIds.has(Number(values.shirtSizeId))) fields['changes.shirtSizeId'] = MSG.shirtSize;
    if (values.shortSizeId !== undefined && !sizes.shortIds.has(Number(values.shortSizeId))) fields['changes.shortSizeId'] = MSG.shortSize;
    if (Object.keys(fields).length > 0) throw badRequest(fields);
  }
}

/**
 * The asked values written with the staff edit's own repository functions; every other field is
 * written back as it is on file. The member's record moves only when one of its fields is
 * corrected, the guardian's only when one of the contact's is.
 */
const writeChanges = async (trx: Transaction<DB>, row: SubscriptionContext, changes: FieldValues, now: string): Promise<void> => {
  const onFile = valuesOnFile(row);
  const value = (field: CorrectableField): FieldValue => (field in changes ? (changes[field] ?? null) : onFile[field]);
  const text = (field: CorrectableField): string | null => {
    const v = value(field);
    return v === null || v === '' ? null : String(v);
  };
  const corrected = fieldsOf(changes);
  if (corrected.some((field) => !GUARDIAN_FIELDS.includes(field))) {
    // The member's record as it is, but for the fields corrected: a value never given stays empty.
    const student = {
      firstName: text('fname'),
      lastName: text('lname'),
      gender: text('gender'),
      birthDate: text('birthDate'),
      birthPlace: text('birthPlace'),
      nationality: text('nationality'),
      shirtSizeId: value('shirtSizeId'),
      shortSizeId: value('shortSizeId'),
      instagramHandle: text('instagramHandle'),
      school: row.m_school,
      schoolLevel: row.m_school_level,
      email: row.m_email,
      phoneNumber: row.m_phone_number,
      address: text('address'),
      addressComp: text('addressComp'),
      zipCode: text('zipCode'),
      city: text('city'),
      country: text('country'),
      secondGuardianEmail: text('secondGuardianEmail'),
      secondGuardianPhone: text('secondGuardianPhone'),
    } as StudentEdit;
    await updateMemberDetails(trx, row.member_id, student, now);
  }
  if (!corrected.some((field) => GUARDIAN_FIELDS.includes(field))) return;
  const contact = {
    first_name: text('guardianFname') ?? '',
    last_name: text('guardianLname') ?? '',
    email: text('guardianEmail'),
    phone_number: text('guardianPhone') ?? '',
  };
  if (contact.email === null) throw conflict('The contact has no e-mail on file: settle it on the subscription screen first');
  if (row.m_guardian_id !== null) {
    await updateGuardianDetails(trx, row.m_guardian_id, {
      ...contact,
      email: contact.email,
      secondary_email: row.gu_secondary_email,
      secondary_phone_number: row.gu_secondary_phone_number,
    });
    return;
  }
  const guardianId = await insertGuardian(trx, {
    ...contact,
    email: contact.email,
    secondary_email: null,
    secondary_phone_number: null,
    language: row.m_language,
    created_at: now,
  });
  await setMemberGuardian(trx, row.member_id, guardianId);
};
