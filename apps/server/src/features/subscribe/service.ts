import type { SubmittedDto } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { Language } from '../../lib/language.js';
import type { Outbox } from '../../mail/outbox.js';
import type { ClubIdentity } from '../club/identity.js';
import {
  findSubscriptionContext,
  subscriptionContextByTokenHash,
  type SubscriptionContext,
} from '../subscriptions/repositories/context.js';
import type { SizeCatalog } from '../subscriptions/sizes.js';
import { linkCancelled, linkExpired, linkNotFound } from './link-errors.js';
import { lookUpToken, subscriptionLinkUrl } from './links.js';
import { resumeOf } from './resume.js';
import { LostRace, missingFormFields, replayOrConflict, SubscriptionSubmission } from './submission.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  outbox: Outbox;
  club: ClubIdentity;
  config: Pick<Config, 'publicUrl'>;
  log: FastifyBaseLogger;
  sizes: SizeCatalog;
}

/**
 * The family's form (docs/product.md#family-form): a family reaches it with the link's token
 * only, and sees or changes nothing but that one subscription.
 */
export class PublicSubscriptionService {
  readonly #contextByTokenHash: (tokenHash: string) => Promise<SubscriptionContext | undefined>;
  readonly #submission: SubscriptionSubmission;

  constructor(private readonly deps: Deps) {
    this.#contextByTokenHash = subscriptionContextByTokenHash(deps.db);
    this.#submission = new SubscriptionSubmission(deps);
  }

  /** The subscription of a valid token, or 404 (unknown, revoked, expired). */
  async subscriptionOfToken(token: string): Promise<SubscriptionContext> {
    return (await this.linkOf(token)).row;
  }

  private async linkOf(token: string): Promise<{ row: SubscriptionContext; expiresAt: string }> {
    const found = await lookUpToken(token, this.deps.clock.now(), this.#contextByTokenHash);
    if (found.status === 'expired') throw linkExpired();
    if (found.status === 'unknown') throw linkNotFound();
    if (found.row.state === 'CANCELLED') throw linkCancelled();
    return { row: found.row, expiresAt: found.expiresAt };
  }

  /**
   * GET /subscription/resume: what the club knows, to pre-fill the form or show the read-only
   * view, and until when the link holds (the answer is not given past it).
   */
  async resume(token: string, language: 'fr' | 'en') {
    const { row, expiresAt } = await this.linkOf(token);
    return { resume: await resumeOf(this.deps, row, this.deps.clock.now(), language), linkExpiresAt: new Date(expiresAt) };
  }

  /**
   * POST /subscription/: the family sends the form. One transaction: member, guardian,
   * privacy acceptance, STARTED with its history. A replay of a successful submit answers
   * the same id and changes nothing; any other submit after it is 409.
   */
  async submit(body: Record<string, unknown>, language: Language): Promise<SubmittedDto> {
    const token = typeof body.token === 'string' ? body.token : '';
    const row = await this.subscriptionOfToken(token);

    const missing = missingFormFields(body);
    if (Object.keys(missing).length > 0) throw new AppError('MISSING_DATA', 'MISSING_DATA', missing);
    // The ids in the body must be the token's: a token never writes on another subscription.
    if (Number(body.subscriptionId) !== row.id || Number(body.id) !== row.member_id) throw linkNotFound();

    const checked = await this.#submission.check(row, body);
    if (checked.status === 'invalid') throw badRequest(checked.fields);
    if (checked.status === 'sent') return { subscriptionId: checked.subscriptionId };

    const labels = await this.#submission.labels();
    // The confirmation gives the family the same link back: the documents to print are behind it.
    const confirmation = { language, url: subscriptionLinkUrl(this.deps.config.publicUrl, token), secret: true };
    try {
      const contacts = await this.deps.db.transaction().execute((trx) => this.#submission.record(trx, checked.ready, labels, confirmation));
      this.#submission.logSubmitted(row.id, contacts, 'LINK');
    } catch (error) {
      if (!(error instanceof LostRace)) throw error;
      const latest = await findSubscriptionContext(this.deps.db, row.id);
      return replayOrConflict(row.id, latest?.submission_hash ?? null, checked.ready.hash);
    }
    return { subscriptionId: row.id };
  }
}
