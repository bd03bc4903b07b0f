import {
  addMonths,
  documentsToBring,
  instalmentStates,
  INSTALMENT_COUNTS,
  isMinorInSeason,
  paymentDayOf,
  type BulkRemindersDto,
  type ChecklistItem,
  type InstalmentState,
  type SubscriptionSelection,
} from '@club/domain';
import { CERTIFICATE_EXPIRY_NOTICE_DAYS, healthDocumentFor, REMINDER_CATCH_UP_DAYS, type HealthRules } from '@club/domain/club';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { asLanguage } from '../../lib/language.js';
import type { Outbox } from '../../mail/outbox.js';
import { recordAudit } from '../audit/record.js';
import type { ClubIdentity } from '../club/identity.js';
import { readFeeSettings } from '../club/fees/repository.js';
import { readHealthRules } from '../club/health-rules/repository.js';
import { familyAccountsOf } from '../payments/accounts.js';
import { defaultDueDayOf, netPaidOf, overdueReminderKey, planOf, scheduleOf } from '../payments/instalments.js';
import { instalmentPlansOf, lockSubscriptions } from '../payments/repository.js';
import { familyAddresses } from '../subscribe/links.js';
import { adultsBornByIn, documentFlags, documentsOf } from '../subscriptions/context.js';
import { seasonOrCurrent } from '../subscriptions/lookups.js';
import { findSubscriptionContext, type SubscriptionContext } from '../subscriptions/repositories/context.js';
import { subscriptionIdsOfList } from '../subscriptions/repositories/list.js';
import { certificateExpiryMail, instalmentOverdueMail, missingItemsMail } from './mails.js';
import {
  certificatesEndingBetween,
  recordReminder,
  subscriptionsPossiblyOverdue,
  WAITING_STATES,
  waitingSubscriptionsLinkedBetween,
} from './repository.js';

export interface ReminderDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  log: FastifyBaseLogger;
  outbox: Outbox;
  club: ClubIdentity;
  publicUrl: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const dayOf = (date: Date): string => date.toISOString().slice(0, 10);
const daysAfter = (isoDay: string, days: number): string => dayOf(new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS));

/**
 * What the family still has to give (docs/product.md#health-rules): the required items not
 * ticked while the file waits; nothing once DONE or cancelled. A SCHEDULED file misses at least
 * its form, whatever was ticked at the counter.
 */
export const missingItemsOf = (row: SubscriptionContext, today: Date): ChecklistItem[] => {
  if (!(WAITING_STATES as readonly string[]).includes(row.state)) return [];
  const items = documentsToBring(documentsOf(row, today).checklist, documentFlags(row), row.state);
  return row.state === 'SCHEDULED' && !items.includes('subscriptionForm') ? ['subscriptionForm', ...items] : items;
};

/**
 * The offsets reached and not yet past their catch-up window: `d` is due when
 * `linkSentAt + d days <= now < linkSentAt + d + REMINDER_CATCH_UP_DAYS days`.
 */
export const dueOffsets = (offsets: readonly number[], linkSentAt: string, now: Date): number[] => {
  const sent = Date.parse(linkSentAt);
  const at = now.getTime();
  return offsets.filter((d) => sent + d * DAY_MS <= at && at < sent + (d + REMINDER_CATCH_UP_DAYS) * DAY_MS);
};

/**
 * The overdue reminders due on `today` (the club's day) for an instalment: offset `d` is due when
 * `dueOn + d <= today < dueOn + d + REMINDER_CATCH_UP_DAYS`, so turning reminders on never mails old debts.
 */
export const dueOverdueOffsets = (offsets: readonly number[], dueOn: string, today: string): number[] =>
  offsets.filter((d) => daysAfter(dueOn, d) <= today && today < daysAfter(dueOn, d + REMINDER_CATCH_UP_DAYS));

export interface ReminderCounts {
  missingItems: number;
  certificates: number;
  instalments: number;
}

type BulkOutcome = keyof BulkRemindersDto;

/**
 * Reminders mailed to families (docs/product.md#health-rules): of the items missing at the club's
 * offsets after the link, before a medical certificate ends, and those staff send from the
 * subscription list. Every reminder is a `family_reminders` row written in the transaction that
 * queues its mail, unique per member, kind and key: whoever runs it at the same moment, one mail.
 */
export class FamilyReminders {
  constructor(private readonly deps: ReminderDeps) {}

  /** The automatic reminders due now; how many mails were queued of each kind. */
  async sendDue(): Promise<ReminderCounts> {
    const now = this.deps.clock.now();
    const rules = await readHealthRules(this.deps.db);
    const missingItems = await this.sendMissingItems(now, rules);
    const certificates = await this.sendCertificateExpiries(now);
    const instalments = await this.sendInstalmentsOverdue(now, (await readFeeSettings(this.deps.db)).overdueReminderOffsetsDays);
    if (missingItems + certificates + instalments > 0) {
      this.deps.log.info({ event: 'family_reminders_sent', missingItems, certificates, instalments }, 'reminders mailed to families');
    }
    return { missingItems, certificates, instalments };
  }

  /**
   * POST /subscription/reminders: every subscription of the list's filter (all pages) whose file
   * misses something is reminded, at most once a day each; one audit row counts them.
   */
  async bulk(selection: SubscriptionSelection, actorId: number): Promise<BulkRemindersDto> {
    const { season: seasonQuery, ...filters } = selection;
    const season = await seasonOrCurrent(this.deps.db, seasonQuery);
    const now = this.deps.clock.now();
    const ids = await subscriptionIdsOfList(this.deps.db, { ...filters, seasonId: season.id, adultsBornBy: adultsBornByIn(season, now) });
    const rules = await readHealthRules(this.deps.db);
    const counts: BulkRemindersDto = { reminded: 0, complete: 0, alreadyToday: 0, noAddress: 0 };
    for (const id of ids) {
      const outcome = await this.deps.db.transaction().execute(async (trx): Promise<BulkOutcome> => {
        const row = await findSubscriptionContext(trx, id);
        const items = row === undefined ? [] : missingItemsOf(row, now);
        if (row === undefined || items.length === 0) return 'complete';
        if (familyAddresses(row).length === 0) return 'noAddress';
        const key = `${row.id}:${dayOf(now)}`;
        const at = now.toISOString();
        if (!(await recordReminder(trx, { memberId: row.member_id, subscriptionId: row.id, kind: 'BULK', key, at, sentBy: actorId }))) {
          return 'alreadyToday';
        }
        await this.queueMissingItems(trx, row, items, rules, now);
        return 'reminded';
      });
      counts[outcome] += 1;
    }
    await recordAudit(this.deps.db, {
      at: now,
      actorId,
      action: 'REMINDERS_SENT',
      targetType: 'MAIL',
      details: { seasonId: season.id, ...counts },
    });
    this.deps.log.info({ event: 'family_reminders_bulk', actorId, seasonId: season.id, ...counts }, 'reminders sent from the list');
    return counts;
  }

  /** Each waiting file reached by an offset gets its rows and, when one is new, one mail. */
  private async sendMissingItems(now: Date, rules: HealthRules): Promise<number> {
    const offsets = rules.reminderOffsetsDays;
    if (offsets.length === 0) return 0;
    // Only links old enough for the first offset and young enough for the last one's window.
    const candidates = await waitingSubscriptionsLinkedBetween(this.deps.db, {
      after: new Date(now.getTime() - (Math.max(...offsets) + REMINDER_CATCH_UP_DAYS) * DAY_MS).toISOString(),
      upTo: new Date(now.getTime() - Math.min(...offsets) * DAY_MS).toISOString(),
    });
    let mailed = 0;
    for (const candidate of candidates) {
      const sent = await this.deps.db.transaction().execute(async (trx) => {
        // Read again inside the transaction: the file may have been completed or relinked since.
        const row = await findSubscriptionContext(trx, candidate.id);
        if (row?.link_sent_at == null) return false;
        const due = dueOffsets(offsets, row.link_sent_at, now);
        const items = missingItemsOf(row, now);
        if (due.length === 0 || items.length === 0 || familyAddresses(row).length === 0) return false;
        let recorded = false;
        for (const d of due) {
          const key = `${row.id}:${d}`;
          if (
            await recordReminder(trx, {
              memberId: row.member_id,
              subscriptionId: row.id,
              kind: 'MISSING_ITEMS',
              key,
              at: now.toISOString(),
            })
          ) {
            recorded = true;
          }
        }
        if (recorded) await this.queueMissingItems(trx, row, items, rules, now);
        return recorded;
      });
      if (sent) mailed += 1;
    }
    return mailed;
  }

  /** Certificates ending within the notice: one mail per member and end date. */
  private async sendCertificateExpiries(now: Date): Promise<number> {
    const today = dayOf(now);
    const ending = await certificatesEndingBetween(this.deps.db, today, daysAfter(today, CERTIFICATE_EXPIRY_NOTICE_DAYS));
    let mailed = 0;
    for (const { member_id: memberId, subscription_id: subscriptionId, certificate_expires_on: expiresOn } of ending) {
      if (expiresOn === null) continue;
      const sent = await this.deps.db.transaction().execute(async (trx) => {
        const row = await findSubscriptionContext(trx, subscriptionId);
        if (row === undefined) return false;
        const to = familyAddresses(row);
        if (to.length === 0) return false;
        const kind = 'CERTIFICATE_EXPIRY';
        if (!(await recordReminder(trx, { memberId, subscriptionId, kind, key: expiresOn, at: now.toISOString() }))) return false;
        const language = asLanguage(row.m_language ?? row.gu_language);
        const mail = certificateExpiryMail({
          language,
          firstName: row.m_first_name,
          expiresOn,
          familyUrl: this.familyUrl(),
          clubName: await this.deps.club.name(trx),
        });
        await this.deps.outbox.queue(trx, { kind: 'CERTIFICATE_REMINDER', to, language, memberId, ...mail });
        return true;
      });
      if (sent) mailed += 1;
    }
    return mailed;
  }

  /**
   * Instalments unpaid at the club's offsets after their due day (docs/product.md#instalments):
   * one row per instalment and offset, one mail per instalment newly reminded.
   */
  private async sendInstalmentsOverdue(now: Date, offsets: readonly number[]): Promise<number> {
    if (offsets.length === 0) return 0;
    const today = paymentDayOf(now);
    // Due days whose window is open today: after today − (largest offset + catch-up), up to today − smallest offset.
    const dueFrom = daysAfter(today, -(Math.max(...offsets) + REMINDER_CATCH_UP_DAYS - 1));
    const dueTo = daysAfter(today, -Math.min(...offsets));
    const candidates = await subscriptionsPossiblyOverdue(this.deps.db, {
      // A plan's last part comes (count − 1) months after its first.
      planFrom: addMonths(dueFrom, 1 - Math.max(...INSTALMENT_COUNTS)),
      dueTo,
      // Instants in UTC: a day's margin either side of the club's calendar.
      sentFrom: daysAfter(dueFrom, -1),
      sentBefore: daysAfter(dueTo, 2),
    });
    let mailed = 0;
    for (const { id } of candidates) {
      mailed += await this.deps.db.transaction().execute((trx) => this.remindOverdue(trx, id, offsets, now));
    }
    return mailed;
  }

  /**
   * Reads the subscription's account again with its row held (a payment of it waits, or was
   * committed first and is counted): an instalment paid since gets no reminder.
   */
  private async remindOverdue(trx: Transaction<DB>, subscriptionId: number, offsets: readonly number[], now: Date): Promise<number> {
    const today = paymentDayOf(now);
    await lockSubscriptions(trx, [subscriptionId], this.deps.dialect);
    const account = (await familyAccountsOf(trx, subscriptionId)).accounts.find((candidate) => candidate.row.id === subscriptionId);
    if (account === undefined || account.row.state === 'CANCELLED') return 0;
    const { row: accountRow, fees } = account;
    const netPaid = netPaidOf(fees);
    if (fees.dueCents <= 0 || netPaid >= fees.dueCents) return 0;
    const plan = planOf((await instalmentPlansOf(trx, [subscriptionId]))[0]);
    const schedule = scheduleOf(fees.dueCents, plan, defaultDueDayOf(accountRow));
    const reached = instalmentStates(schedule, netPaid, today)
      .filter((instalment) => instalment.status !== 'PAID')
      .map((instalment) => ({ instalment, offsets: dueOverdueOffsets(offsets, instalment.dueOn, today) }))
      .filter((due) => due.offsets.length > 0);
    if (reached.length === 0) return 0;
    const row = await findSubscriptionContext(trx, subscriptionId);
    if (row === undefined || familyAddresses(row).length === 0) return 0;
    let mailed = 0;
    for (const due of reached) {
      let recorded = false;
      for (const offset of due.offsets) {
        const key = overdueReminderKey(subscriptionId, due.instalment.number, offset);
        const reminder = { memberId: row.member_id, subscriptionId, kind: 'INSTALMENT_OVERDUE' as const, key, at: now.toISOString() };
        if (await recordReminder(trx, reminder)) recorded = true;
      }
      if (recorded) {
        await this.queueInstalmentOverdue(trx, row, due.instalment, schedule.length);
        mailed += 1;
      }
    }
    return mailed;
  }

  private async queueInstalmentOverdue(trx: Transaction<DB>, row: SubscriptionContext, instalment: InstalmentState, count: number) {
    const language = asLanguage(row.m_language ?? row.gu_language);
    const mail = instalmentOverdueMail({
      language,
      firstName: row.m_first_name,
      seasonLabel: row.season_label,
      number: instalment.number,
      count,
      amountCents: instalment.amountCents - instalment.paidCents,
      dueOn: instalment.dueOn,
      familyUrl: this.familyUrl(),
      clubName: await this.deps.club.name(trx),
    });
    await this.deps.outbox.queue(trx, {
      kind: 'INSTALMENT_REMINDER',
      to: familyAddresses(row),
      language,
      memberId: row.member_id,
      ...mail,
    });
  }

  private async queueMissingItems(
    trx: Transaction<DB>,
    row: SubscriptionContext,
    items: readonly ChecklistItem[],
    rules: HealthRules,
    today: Date,
  ): Promise<void> {
    const language = asLanguage(row.m_language ?? row.gu_language);
    const minor = isMinorInSeason(row.m_birth_date, { startDate: row.season_start, endDate: row.season_end }, today);
    const mail = missingItemsMail({
      language,
      firstName: row.m_first_name,
      seasonLabel: row.season_label,
      items,
      formPending: row.state === 'SCHEDULED',
      questionnaire: healthDocumentFor(rules.healthDocument, minor) === 'QUESTIONNAIRE',
      familyUrl: this.familyUrl(),
      clubName: await this.deps.club.name(trx),
    });
    await this.deps.outbox.queue(trx, { kind: 'FAMILY_REMINDER', to: familyAddresses(row), language, memberId: row.member_id, ...mail });
  }

  /** The way in: the family signs in there; no token ever travels in a reminder. */
  private familyUrl(): string {
    return `${this.deps.publicUrl}/family`;
  }
}
