import type { OutboxMailDto, OutboxState, Page } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/record.js';
import { countOutbox, findOutboxStatus, listOutbox, partsOfGroupMails, requeueFailed } from './repository.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
}

const addressCount = (json: string): number => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.length : 0;
};

const stateOf = (status: string): OutboxState => (status === 'SENT' ? 'SENT' : status === 'FAILED' ? 'FAILED' : 'QUEUED');

/** A group mail's state from its messages' (repository.ts inState asks the same of the database). */
const stateOfParts = (states: readonly OutboxState[]): OutboxState => {
  if (states.includes('QUEUED')) return 'QUEUED';
  if (states.every((state) => state === 'SENT')) return 'SENT';
  if (states.every((state) => state === 'FAILED')) return 'FAILED';
  return 'PARTLY_SENT';
};

type Part = Awaited<ReturnType<typeof partsOfGroupMails>>[number];
type Item = Awaited<ReturnType<typeof listOutbox>>[number];

const latest = (values: (string | null)[]): string | null =>
  values.reduce<string | null>((max, value) => (value !== null && (max === null || value > max) ? value : max), null);

/** One item for a group mail: its messages together. */
const groupMailItem = (item: Item, parts: readonly Part[]): OutboxMailDto => {
  const state = stateOfParts(parts.map((part) => stateOf(part.status)));
  const waiting = parts.filter((part) => stateOf(part.status) === 'QUEUED');
  // The error worth showing: a failed message's, or else the last one a waiting message got.
  const withError = [...parts.filter((part) => part.status === 'FAILED'), ...waiting].find((part) => part.last_error !== null);
  return {
    id: item.id,
    kind: item.kind,
    // Without a subject typed, each language has its own default one.
    subject: [...new Set(parts.map((part) => part.subject))].join(' / '),
    recipients: parts.reduce((sum, part) => sum + addressCount(part.bcc_addresses), 0),
    state,
    groupMail: { senderName: parts[0]!.sender_name, groupName: parts[0]!.group_name },
    attempts: Math.max(...parts.map((part) => part.attempts)),
    lastError: withError?.last_error ?? null,
    createdAt: item.created_at,
    sentAt: state === 'SENT' || state === 'PARTLY_SENT' ? latest(parts.map((part) => part.sent_at)) : null,
    nextAttemptAt: waiting.map((part) => part.next_attempt_at).sort()[0] ?? item.next_attempt_at,
  };
};

const singleItem = (row: Item): OutboxMailDto => ({
  id: row.id,
  kind: row.kind,
  subject: row.subject,
  recipients: addressCount(row.to_addresses) + addressCount(row.bcc_addresses),
  state: stateOf(row.status),
  groupMail: null,
  attempts: row.attempts,
  lastError: row.last_error,
  createdAt: row.created_at,
  sentAt: row.sent_at,
  nextAttemptAt: row.next_attempt_at,
});

/** The mail outbox screen (docs/product.md#outbox): what waits, what went, what failed and why. */
export class OutboxService {
  constructor(private readonly deps: Deps) {}

  async list(state: OutboxState | undefined, page: number, pageSize: number): Promise<Page<OutboxMailDto>> {
    const [rows, total] = await Promise.all([
      listOutbox(this.deps.db, state, (page - 1) * pageSize, pageSize),
      countOutbox(this.deps.db, state),
    ]);
    const groupMailIds = rows.flatMap((row) => (row.group_mail_id === null ? [] : [row.group_mail_id]));
    const parts = new Map<number, Part[]>();
    for (const part of await partsOfGroupMails(this.deps.db, groupMailIds)) {
      const list = parts.get(part.group_mail_id!) ?? [];
      list.push(part);
      parts.set(part.group_mail_id!, list);
    }
    return {
      rows: rows.map((row) => {
        const ofMail = row.group_mail_id === null ? undefined : parts.get(row.group_mail_id);
        return ofMail === undefined ? singleItem(row) : groupMailItem(row, ofMail);
      }),
      total,
      page,
      pageSize,
    };
  }

  /**
   * A failed mail is queued again with a fresh count of tries; for a group mail, every one of
   * its messages that failed (those sent are not sent twice). Any other state is a conflict.
   */
  async retry(id: number, actorId: number): Promise<void> {
    const now = this.deps.clock.now();
    const requeued = await this.deps.db.transaction().execute(async (trx) => {
      const row = await findOutboxStatus(trx, id);
      if (row === undefined) throw notFound('Mail not found');
      const target = row.group_mail_id === null ? { id } : { groupMailId: row.group_mail_id };
      const count = await requeueFailed(trx, target, now.toISOString());
      if (count === 0) throw conflict('Only a failed mail can be sent again');
      await recordAudit(trx, {
        at: now,
        actorId,
        action: 'MAIL_RETRIED',
        targetType: 'MAIL',
        targetId: id,
        ...(row.group_mail_id === null ? {} : { details: { messages: count } }),
      });
      return count;
    });
    this.deps.log.info({ event: 'mail_requeued', mailId: id, messages: requeued, actorId }, 'failed mail queued again');
  }
}
