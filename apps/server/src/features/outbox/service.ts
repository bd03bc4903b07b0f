import type { OutboxMailDto, OutboxState, Page } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/record.js';
import { countOutbox, findOutboxStatus, listOutbox, requeueFailed } from './repository.js';

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

/** The mail outbox screen (ARCHITECTURE §4 mail): what waits, what went, what failed and why. */
export class OutboxService {
  constructor(private readonly deps: Deps) {}

  async list(state: OutboxState | undefined, page: number, pageSize: number): Promise<Page<OutboxMailDto>> {
    const [rows, total] = await Promise.all([
      listOutbox(this.deps.db, state, (page - 1) * pageSize, pageSize),
      countOutbox(this.deps.db, state),
    ]);
    return {
      rows: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        subject: row.subject,
        recipients: addressCount(row.to_addresses) + addressCount(row.bcc_addresses),
        state: stateOf(row.status),
        attempts: row.attempts,
        lastError: row.last_error,
        createdAt: row.created_at,
        sentAt: row.sent_at,
        nextAttemptAt: row.next_attempt_at,
      })),
      total,
      page,
      pageSize,
    };
  }

  /** A failed mail is queued again with a fresh count of tries; any other state is a conflict. */
  async retry(id: number, actorId: number): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction().execute(async (trx) => {
      if (!(await requeueFailed(trx, id, now.toISOString()))) {
        const row = await findOutboxStatus(trx, id);
        if (row === undefined) throw notFound('Mail not found');
        throw conflict('Only a failed mail can be sent again');
      }
      await recordAudit(trx, { at: now, actorId, action: 'MAIL_RETRIED', targetType: 'MAIL', targetId: id });
    });
    this.deps.log.info({ event: 'mail_requeued', mailId: id, actorId }, 'failed mail queued again');
  }
}
