import {
  isPaymentMethod,
  makeSubscriptionUpdateSchema,
  MSG,
  stateAfterChecklist,
  type ChecklistItem,
  type ResendLinkInput,
  type SubscriptionState,
} from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/record.js';
import { asLanguage, type Language } from '../../lib/language.js';
import type { Outbox } from '../../mail/outbox.js';
import type { ClubIdentity } from '../club/identity.js';
import { acceptancesOf } from '../club/texts/acceptances.js';
import type { DocumentsService } from '../documents/service.js';
import { insertGuardian, updateGuardianDetails } from '../guardians/repository.js';
import { paymentColumnsAfter } from '../invoices/payment-record.js';
import type { InvoicesService } from '../invoices/service.js';
import { adultsBornByIn, documentFlags, documentsOf, FLAG_COLUMNS, needsGuardian } from './context.js';
import { familyAddresses, type SubscriptionLinks } from './links.js';
import { invoiceMail } from './mails.js';
import {
  cancelSubscriptionIfIn,
  currentSeason,
  deleteMembers,
  existingMemberIds,
  findSeason,
  findSubscriptionContext,
  findSubscriptionIdOfMember,
  listSubscriptions,
  recordStateChange,
  seasonSubscriptionsOf,
  setMemberGuardian,
  setSubscriptionKind,
  stateBeforeCancellation,
  stateHistory,
  subscriptionState,
  updateMemberDetails,
  updateSubscriptionAtVersion,
  type ListFilters,
  type SubscriptionContext,
} from './repository.js';
import type { SizeCatalog } from './sizes.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  outbox: Outbox;
  club: ClubIdentity;
  config: Pick<Config, 'publicUrl'>;
  log: FastifyBaseLogger;
  sizes: SizeCatalog;
  links: SubscriptionLinks;
  documents: DocumentsService;
  invoices: InvoicesService;
}

export interface ListQuery extends Omit<ListFilters, 'seasonId' | 'adultsBornBy'> {
  season?: number | undefined;
  page: number;
  pageSize: number;
}

const fieldsOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  return fields;
};

/**
 * The validation date (docs/product.md, "Subscription states"): when the subscription became DONE. A cancellation
 * keeps it, so that restoring a DONE subscription gives back its own date.
 */
const processDateAfter = (current: SubscriptionState, next: SubscriptionState, kept: string | null, now: string): string | null => {
  if (next === 'CANCELLED') return kept;
  if (next !== 'DONE') return null;
  return current === 'DONE' || (current === 'CANCELLED' && kept !== null) ? kept : now;
};

/** The staff side of subscriptions (docs/product.md, "Subscription list", "A member's subscription"). */
export class SubscriptionsService {
  constructor(private readonly deps: Deps) {}

  async list(query: ListQuery) {
    const season = query.season === undefined ? await currentSeason(this.deps.db) : await findSeason(this.deps.db, query.season);
    if (season === undefined) throw notFound('Season not found');
    const { rows, total } = await listSubscriptions(
      this.deps.db,
      { ...query, seasonId: season.id, adultsBornBy: adultsBornByIn(season, this.deps.clock.now()) },
      { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
    );
    return {
      rows: rows.map((r) => ({
        studentId: r.member_id,
        subscriptionId: r.subscription_id,
        lastName: r.last_name,
        firstName: r.first_name,
        subscriptionState: r.state,
        birthDate: r.birth_date,
        groupName: r.group_name,
        subGroupName: r.sub_group_name,
        problem: Number(r.problem) === 1,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
      season: { id: season.id, label: season.label },
    };
  }

  private async subscriptionIdOf(memberId: number, subscriptionId?: number): Promise<number> {
    const id = await findSubscriptionIdOfMember(this.deps.db, memberId, subscriptionId);
    if (id === undefined) throw notFound('Subscription not found');
    return id;
  }

  /** GET /subscription/student/{id}: the edit screen's data (docs/product.md, "A member's subscription"). */
  async detail(memberId: number, subscriptionId?: number) {
    const id = await this.subscriptionIdOf(memberId, subscriptionId);
    const row = await findSubscriptionContext(this.deps.db, id);
    if (row === undefined) throw notFound('Subscription not found');
    return this.toDetail(row);
  }

  private async toDetail(row: SubscriptionContext) {
    const today = this.deps.clock.now();
    const history = await stateHistory(this.deps.db, row.id);
    const cancelled = row.state === 'CANCELLED';
    const restoreState = cancelled ? await stateBeforeCancellation(this.deps.db, row.id) : null;
    const linked = row.m_guardian_id !== null;
    const minor = needsGuardian(row, today);
    const accepted = await acceptancesOf(this.deps.db, row);
    const invoice = await this.deps.invoices.issuedFor(row.id);
    return {
      id: row.id,
      studentId: row.member_id,
      state: row.state,
      /** The state a cancelled subscription had before, which "restore" gives back. */
      restoreState,
      isNew: row.is_new === 1,
      version: row.version,
      season: { id: row.season_id, label: row.season_label },
      groupId: row.group_id,
      groupName: row.group_name,
      subGroupName: row.sub_group_name,
      firstName: row.m_first_name,
      lastName: row.m_last_name,
      gender: row.m_gender,
      birthDate: row.m_birth_date,
      birthPlace: row.m_birth_place,
      nationality: row.m_nationality,
      address: row.m_address,
      addressComp: row.m_address_comp,
      zipCode: row.m_zip_code,
      city: row.m_city,
      country: row.m_country,
      email: row.m_email,
      phoneNumber: row.m_phone_number,
      shirtSize: row.m_shirt_size_id === null ? null : { id: row.m_shirt_size_id, label: row.shirt_label ?? '' },
      shortSize: row.m_short_size_id === null ? null : { id: row.m_short_size_id, label: row.short_label ?? '' },
      instagramHandle: row.m_instagram_handle,
      school: row.m_school,
      schoolLevel: row.m_school_level,
      secondGuardianEmail: row.m_second_guardian_email,
      secondGuardianPhone: row.m_second_guardian_phone,
      guardianId: row.m_guardian_id,
      guardianFirstName: linked ? row.gu_first_name : row.guardian_first_name,
      guardianLastName: linked ? row.gu_last_name : row.guardian_last_name,
      guardianEmail: linked ? row.gu_email : row.guardian_email,
      guardianPhoneNumber: linked ? row.gu_phone_number : row.guardian_phone_number,
      guardianSecondaryEmail: linked ? row.gu_secondary_email : row.guardian_secondary_email,
      guardianSecondaryPhoneNumber: linked ? row.gu_secondary_phone_number : row.guardian_secondary_phone_number,
      /** What the family typed (guardian and second contact), to compare with the contacts on file. */
      submittedContact:
        row.guardian_email === null
          ? null
          : {
              firstName: row.guardian_first_name,
              lastName: row.guardian_last_name,
              email: row.guardian_email,
              phoneNumber: row.guardian_phone_number,
              secondaryEmail: row.guardian_secondary_email,
              secondaryPhoneNumber: row.guardian_secondary_phone_number,
            },
      problem: !cancelled && (row.guardian_conflict === 1 || (!linked && row.state !== 'SCHEDULED' && minor)),
      /** docs/product.md, "A member's subscription": an adult's contact is their own "Contact", a minor's the "Guardian". */
      contactLabel: minor ? ('GUARDIAN' as const) : ('CONTACT' as const),
      documents: documentFlags(row),
      requiredDocuments: documentsOf(row, today),
      payment:
        row.payment === 1 && row.paid_on !== null
          ? { method: isPaymentMethod(row.payment_method) ? row.payment_method : null, paidOn: row.paid_on }
          : null,
      invoice,
      processDate: row.process_date,
      covidClause: row.covid_clause === 1,
      privacy: accepted.privacy,
      acceptances: accepted.texts,
      submittedAt: row.submitted_at,
      linkExpiresAt: row.token_expires_at,
      history: history.map((h) => ({
        fromState: h.from_state,
        toState: h.to_state,
        changedAt: h.changed_at,
        source: h.source,
        changedBy: h.changed_by === null ? null : { id: h.changed_by, firstName: h.first_name ?? '', lastName: h.last_name ?? '' },
      })),
    };
  }

  /**
   * POST /subscription/student/{id}: member fields (edit-mode rules), guardian contact,
   * checklist, state. A state chosen by hand wins; otherwise a checklist change decides:
   * every required item → DONE, some missing → MISSING_DOC. Stale `version` → 409.
   */
  async update(memberId: number, body: unknown, actorId: number, subscriptionId?: number) {
    const today = this.deps.clock.now();
    const parsed = makeSubscriptionUpdateSchema(today).safeParse(body);
    if (!parsed.success) throw badRequest(fieldsOf(parsed.error.issues));
    const input = parsed.data;
    const id = await this.subscriptionIdOf(memberId, subscriptionId);
    if (input.student !== undefined) {
      const fields: Record<string, string> = {};
      const sizes = await this.deps.sizes.onFile(input.student.shirtSizeId, input.student.shortSizeId);
      if (!sizes.shirt) fields['student.shirtSizeId'] = MSG.shirtSize;
      if (!sizes.short) fields['student.shortSizeId'] = MSG.shortSize;
      if (Object.keys(fields).length > 0) throw badRequest(fields);
    }

    const change = await this.deps.db.transaction().execute(async (trx) => {
      const row = await findSubscriptionContext(trx, id);
      if (row === undefined) throw notFound('Subscription not found');
      if (row.version !== input.version) throw conflict('STALE_VERSION');
      const now = today.toISOString();

      const student = input.student;
      if (student !== undefined) {
        await updateMemberDetails(trx, row.member_id, student, now);
      }

      let guardianLinked = row.m_guardian_id !== null;
      const guardian = input.guardian;
      if (guardian !== undefined) {
        const values = {
          first_name: guardian.firstName ?? '',
          last_name: guardian.lastName ?? '',
          email: guardian.email,
          phone_number: guardian.phoneNumber ?? '',
          secondary_email: guardian.secondaryEmail,
          secondary_phone_number: guardian.secondaryPhoneNumber,
        };
        if (row.m_guardian_id !== null) {
          await updateGuardianDetails(trx, row.m_guardian_id, values);
        } else {
          const guardianId = await insertGuardian(trx, { ...values, language: row.m_language, created_at: now });
          await setMemberGuardian(trx, row.member_id, guardianId);
          guardianLinked = true;
        }
      }

      const before = documentFlags(row);
      const after = { ...before, ...Object.fromEntries(Object.entries(input.documents ?? {}).filter(([, v]) => v !== undefined)) } as typeof before;
      const checklistChanged = (Object.keys(before) as ChecklistItem[]).some((item) => before[item] !== after[item]);
      const isNew = input.isNew ?? row.is_new === 1;
      const current = row.state as SubscriptionState;
      let next: SubscriptionState = current;
      if (input.state !== undefined && input.state !== current) {
        next = input.state;
      } else if (checklistChanged && current !== 'CANCELLED') {
        // A cancelled subscription comes back only by a state chosen by hand, never by a tick.
        const required = documentsOf({ ...row, is_new: isNew ? 1 : 0 }, today, student?.birthDate ?? row.m_birth_date).checklist;
        const ticked = new Set((Object.keys(after) as ChecklistItem[]).filter((item) => after[item]));
        next = stateAfterChecklist(required, ticked);
      }
      const flagValues = Object.fromEntries(
        (Object.keys(FLAG_COLUMNS) as ChecklistItem[]).map((item) => [FLAG_COLUMNS[item], after[item] ? 1 : 0]),
      ) as Record<(typeof FLAG_COLUMNS)[ChecklistItem], number>;
      const payment = paymentColumnsAfter({ before: before.payment, after: after.payment }, row, input.payment, today);
      const updated = await updateSubscriptionAtVersion(trx, row.id, input.version, {
        ...flagValues,
        ...payment,
        state: next,
        is_new: isNew ? 1 : 0,
        process_date: processDateAfter(current, next, row.process_date, now),
        ...(guardianLinked && guardian !== undefined ? { guardian_conflict: 0 } : {}),
        updated_at: now,
      });
      if (!updated) throw conflict('STALE_VERSION');
      if (next !== current) {
        await recordStateChange(trx, { subscriptionId: row.id, from: current, to: next, by: actorId, at: now, source: 'STAFF' });
      }
      return { from: current, to: next };
    });
    this.deps.log.info({ event: 'subscription_updated', subscriptionId: id, actorId, from: change.from, to: change.to }, 'subscription updated');
    return this.detail(memberId, id);
  }

  /** DELETE /subscription/student/{id}: the member and everything attached, their guardian if nobody else needs them. */
  async remove(memberId: number, actorId: number): Promise<void> {
    const deleted = await this.deps.db.transaction().execute(async (trx) => {
      const count = await deleteMembers(trx, [memberId]);
      if (count > 0) await recordAudit(trx, { at: this.deps.clock.now(), actorId, action: 'MEMBER_DELETED', targetType: 'MEMBER', targetId: memberId });
      return count;
    });
    if (deleted === 0) throw notFound('Student not found');
    this.deps.log.info({ event: 'member_deleted', memberId, actorId }, 'member deleted');
  }

  /** POST /subscription/student/bulk/delete: all or nothing, in one transaction. */
  async bulkRemove(ids: number[], actorId: number): Promise<{ deleted: number }> {
    const deleted = await this.deps.db.transaction().execute(async (trx) => {
      const existing = await existingMemberIds(trx, ids);
      if (existing.length !== ids.length) throw notFound('Some students do not exist');
      const count = await deleteMembers(trx, existing);
      const at = this.deps.clock.now();
      for (const memberId of existing) await recordAudit(trx, { at, actorId, action: 'MEMBER_DELETED', targetType: 'MEMBER', targetId: memberId });
      return count;
    });
    this.deps.log.info({ event: 'members_deleted', count: deleted, actorId }, 'members deleted');
    return { deleted };
  }

  /**
   * POST /subscription/student/bulk/cancel: the selected members' subscriptions of the season
   * become CANCELLED, all or none, in one transaction; members, attendance and other seasons
   * stay. Each change is recorded with who and when, and audited. Parallel-safe: a state is
   * changed only from the one just read, so two cancellations at once record one change each.
   */
  async bulkCancel(memberIds: number[], seasonQuery: number | undefined, actorId: number): Promise<{ cancelled: number; alreadyCancelled: number }> {
    const season = seasonQuery === undefined ? await currentSeason(this.deps.db) : await findSeason(this.deps.db, seasonQuery);
    if (season === undefined) throw notFound('Season not found');
    const at = this.deps.clock.now();
    const now = at.toISOString();
    const result = await this.deps.db.transaction().execute(async (trx) => {
      const subscriptions = await seasonSubscriptionsOf(trx, season.id, memberIds);
      if (subscriptions.length !== memberIds.length) throw notFound('Some students have no subscription in this season');
      let cancelled = 0;
      for (const subscription of subscriptions) {
        let state: string | undefined = subscription.state;
        while (state !== undefined && state !== 'CANCELLED' && !(await cancelSubscriptionIfIn(trx, subscription.id, state, now))) {
          state = await subscriptionState(trx, subscription.id);
        }
        if (state === undefined || state === 'CANCELLED') continue;
        await recordStateChange(trx, { subscriptionId: subscription.id, from: state, to: 'CANCELLED', by: actorId, at: now, source: 'STAFF' });
        await recordAudit(trx, {
          at,
          actorId,
          action: 'SUBSCRIPTION_CANCELLED',
          targetType: 'SUBSCRIPTION',
          targetId: subscription.id,
          details: { memberId: subscription.member_id, seasonId: season.id },
        });
        cancelled += 1;
      }
      return { cancelled, alreadyCancelled: subscriptions.length - cancelled };
    });
    this.deps.log.info({ event: 'subscriptions_cancelled', seasonId: season.id, ...result, actorId }, 'subscriptions cancelled');
    return result;
  }

  /**
   * POST /subscription/student/{id}/mail: a new link (the old one stops working), mailed to the
   * given addresses. `isNew` ("first subscription") is the subscription's own: a change is saved
   * with the link, so the form, the documents, the checklist and the price follow the mail's
   * wording, and audited. A cancelled subscription gets no link (restore it first).
   */
  async resendLink(memberId: number, input: ResendLinkInput & { email: string; secondaryEmail?: string | null }, actorId: number, language: Language, subscriptionId?: number) {
    const id = await this.subscriptionIdOf(memberId, subscriptionId);
    const to = [input.email, ...(input.secondaryEmail ? [input.secondaryEmail] : [])];
    const at = this.deps.clock.now();
    const link = await this.deps.db.transaction().execute(async (trx) => {
      const row = await findSubscriptionContext(trx, id);
      if (row === undefined) throw notFound('Subscription not found');
      if (row.state === 'CANCELLED') throw conflict('SUBSCRIPTION_CANCELLED');
      if (input.isNew !== undefined && input.isNew !== (row.is_new === 1)) {
        await setSubscriptionKind(trx, id, input.isNew, at.toISOString());
        await recordAudit(trx, { at, actorId, action: 'SUBSCRIPTION_KIND_CHANGED', targetType: 'SUBSCRIPTION', targetId: id, details: { isNew: input.isNew } });
      }
      const lang = row.m_language === null ? language : asLanguage(row.m_language);
      // The mail reads the kind from the subscription, now saved.
      return this.deps.links.issueSubscriptionLink(trx, id, lang, { to: [...new Set(to)] });
    });
    this.deps.log.info({ event: 'subscription_link_sent', subscriptionId: id, actorId }, 'subscription link sent');
    return { subscriptionId: id, recipients: link.recipients, expiresAt: link.expiresAt };
  }

  /** POST /subscription/{id}/attestation: the invoice mail with the attestation attached (payment recorded). */
  async sendInvoice(subscriptionId: number, actorId: number, fallbackLanguage: Language) {
    const row = await findSubscriptionContext(this.deps.db, subscriptionId);
    if (row === undefined) throw notFound('Subscription not found');
    if (row.payment !== 1) throw new AppError('CONFLICT', 'PAYMENT_NOT_RECORDED');
    const to = familyAddresses(row);
    if (to.length === 0) throw new AppError('CONFLICT', 'NO_RECIPIENT');
    const language = this.deps.documents.languageOf(row, fallbackLanguage);
    const pdf = await this.deps.documents.attestation(row, language, actorId);
    const mail = invoiceMail({
      language,
      firstName: row.m_first_name,
      lastName: row.m_last_name,
      seasonLabel: row.season_label,
      clubName: await this.deps.club.name(),
    });
    await this.deps.outbox.queue(this.deps.db, {
      kind: 'SUBSCRIPTION_INVOICE',
      to,
      subject: mail.subject,
      text: mail.text,
      language,
      memberId: row.member_id,
      attachments: [{ filename: pdf.filename, contentType: 'application/pdf', content: pdf.content }],
    });
    this.deps.log.info({ event: 'invoice_sent', subscriptionId, actorId }, 'invoice mail queued');
    return { subscriptionId, recipients: to };
  }
}
