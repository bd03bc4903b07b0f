import {
  makeSubscriptionUpdateSchema,
  MSG,
  stateAfterChecklist,
  type ChecklistItem,
  type SubscriptionListQuery,
  type SubscriptionSelection,
  type SubscriptionState,
} from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Language } from '../../lib/language.js';
import { zodIssuesToFields } from '../../lib/zod-fields.js';
import { recordAudit } from '../audit/record.js';
import { insertGuardian, updateGuardianDetails } from '../guardians/repository.js';
import { paymentColumnsAfter } from '../invoices/payment-record.js';
import type { InvoicesService } from '../invoices/service.js';
import { adultsBornByIn, documentFlags, documentsOf, FLAG_COLUMNS } from './context.js';
import { healthDocumentOfRow, subscriptionDetailOf } from './detail.js';
import { streamMembersWorkbook } from './export.js';
import { seasonOrCurrent, subscriptionIdOf } from './lookups.js';
import { findSubscriptionContext } from './repositories/context.js';
import { listSubscriptions } from './repositories/list.js';
import { setMemberCertificateExpiry, setMemberGuardian, updateMemberDetails } from './repositories/members.js';
import { recordStateChange, updateSubscriptionAtVersion } from './repositories/state.js';
import type { SizeCatalog } from './sizes.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
  sizes: SizeCatalog;
  invoices: InvoicesService;
}

/**
 * The validation date (docs/product.md#subscription-states): when the subscription became DONE.
 * A cancellation keeps it, so that restoring a DONE subscription gives back its own date.
 */
const processDateAfter = (current: SubscriptionState, next: SubscriptionState, kept: string | null, now: string): string | null => {
  if (next === 'CANCELLED') return kept;
  if (next !== 'DONE') return null;
  return current === 'DONE' || (current === 'CANCELLED' && kept !== null) ? kept : now;
};

/** The staff side of subscriptions (docs/product.md#screen-subscriptions, #screen-subscription-edit). */
export class SubscriptionsService {
  constructor(private readonly deps: Deps) {}

  /** GET /subscription/: one page of the season's list, with its filters. */
  async list(query: SubscriptionListQuery) {
    const season = await seasonOrCurrent(this.deps.db, query.season);
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

  /**
   * GET /student/export: the members spreadsheet of what the list shows (docs/product.md#exports),
   * audited with the filters used, never their text: a typed name is personal data.
   */
  async exportMembers(selection: SubscriptionSelection, actorId: number, language: Language) {
    const { season: seasonQuery, ...filters } = selection;
    const season = await seasonOrCurrent(this.deps.db, seasonQuery);
    const seasonId = season.id;
    // The problem filter counts age as the list does: the export holds the rows the list shows.
    const adultsBornBy = adultsBornByIn(season, this.deps.clock.now());
    const filtered = Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key]) => key);
    await recordAudit(this.deps.db, {
      at: this.deps.clock.now(),
      actorId,
      action: 'EXPORT_VIEWED',
      targetType: 'MEMBERS_EXPORT',
      details: { seasonId, filters: filtered },
    });
    this.deps.log.info({ event: 'members_exported', actorId, seasonId, filters: filtered }, 'members exported');
    return streamMembersWorkbook(this.deps.db, { ...filters, seasonId, adultsBornBy }, language);
  }

  /** GET /subscription/student/{id}: the edit screen's data (docs/product.md#screen-subscription-edit). */
  async detail(memberId: number, subscriptionId?: number) {
    const id = await subscriptionIdOf(this.deps.db, memberId, subscriptionId);
    const row = await findSubscriptionContext(this.deps.db, id);
    if (row === undefined) throw notFound('Subscription not found');
    return subscriptionDetailOf(this.deps, row, this.deps.clock.now());
  }

  /**
   * POST /subscription/student/{id}: member fields (edit-mode rules), guardian contact,
   * checklist, state. A state chosen by hand wins; otherwise a checklist change decides:
   * every required item → DONE, some missing → MISSING_DOC. Stale `version` → 409.
   * `certificateExpiresOn` is a paper certificate's last valid day, ticked at the counter
   * (docs/product.md#health-rules): written on the member in the same transaction, null clearing it.
   */
  async update(memberId: number, body: unknown, actorId: number, subscriptionId?: number) {
    const today = this.deps.clock.now();
    const parsed = makeSubscriptionUpdateSchema(today).safeParse(body);
    if (!parsed.success) throw badRequest(zodIssuesToFields(parsed.error.issues));
    const input = parsed.data;
    const id = await subscriptionIdOf(this.deps.db, memberId, subscriptionId);
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

      const expiresOn = input.certificateExpiresOn;
      if (expiresOn !== undefined) {
        // A health-questionnaire attestation has no end: a date sent for one is refused, as the upload review does.
        if (expiresOn !== null && (await healthDocumentOfRow(trx, row, today, student?.birthDate)) === 'QUESTIONNAIRE') {
          throw badRequest({ certificateExpiresOn: MSG.invalidDate }, 'A health questionnaire has no last valid day');
        }
        await setMemberCertificateExpiry(trx, row.member_id, expiresOn);
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
      const after = {
        ...before,
        ...Object.fromEntries(Object.entries(input.documents ?? {}).filter(([, v]) => v !== undefined)),
      } as typeof before;
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
    this.deps.log.info(
      { event: 'subscription_updated', subscriptionId: id, actorId, from: change.from, to: change.to },
      'subscription updated',
    );
    return this.detail(memberId, id);
  }
}
