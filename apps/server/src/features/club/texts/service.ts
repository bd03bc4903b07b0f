import { CLUB_TEXT_KEYS, type ClubText, type ClubTextKey, type ClubTextSummary, type PublishClubText } from '@club/domain/club';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../../db/system-records.js';
import type { DB } from '../../../db/types.js';
import type { Clock } from '../../../lib/clock.js';
import { conflict, notFound } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/record.js';
import { readTextsInForce, shippedDraft, storedTextOf, type StoredText } from './current.js';
import { findTextVersion, insertTextVersion, lastTextVersion, listTextVersions } from './repository.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * How many times a publish is tried again when another admin's publish of the same text took its
 * number first (PostgreSQL; SQLite runs one write at a time): each try takes the next number.
 */
const PUBLISH_ATTEMPTS = 10;

const summaryOf = (text: StoredText): ClubTextSummary => ({
  key: text.key,
  version: text.version,
  publishedAt: text.publishedAt,
  publishedBy: text.publishedBy,
  draft: text.version === null,
});

const clubTextOf = (text: StoredText): ClubText => ({ ...summaryOf(text), fr: text.fr, en: text.en });

/** The club's legal texts as its admins publish them (docs/product.md, "Legal texts"). */
export class ClubTextsService {
  constructor(private readonly deps: Deps) {}

  /** Read here, not from the texts kept in memory: the admins see who published, as it stands now. */
  private inForce() {
    return readTextsInForce(this.deps.db);
  }

  /** GET /api/club/texts: the five texts, in CLUB_TEXT_KEYS order. */
  async summaries(): Promise<ClubTextSummary[]> {
    const texts = await this.inForce();
    return CLUB_TEXT_KEYS.map((key) => summaryOf(texts.get(key) ?? shippedDraft(key)));
  }

  /** GET /api/club/texts/:key: the version in force, or the shipped draft. */
  async current(key: ClubTextKey): Promise<ClubText> {
    return clubTextOf((await this.inForce()).get(key) ?? shippedDraft(key));
  }

  /** GET /api/club/texts/:key/versions: the published versions, newest first. */
  async versions(key: ClubTextKey): Promise<ClubTextSummary[]> {
    const rows = await listTextVersions(this.deps.db, key);
    return rows.map((row) => ({
      key,
      version: row.version,
      publishedAt: row.published_at,
      publishedBy: row.published_by_login,
      draft: false,
    }));
  }

  /** GET /api/club/texts/:key/versions/:version. */
  async version(key: ClubTextKey, version: number): Promise<ClubText> {
    const row = await findTextVersion(this.deps.db, key, version);
    if (row === undefined) throw notFound('This text has no such version');
    return clubTextOf(storedTextOf({ ...row, key }));
  }

  /**
   * PUT /api/club/texts/:key: publishes the next version, even with the same words as the last
   * (publishing again is how an admin asks families to accept it anew). Two admins publishing at
   * once both succeed, with consecutive numbers: the unique (key, version) refuses a number taken
   * meanwhile, and the publish is tried again with the next one.
   */
  async publish(key: ClubTextKey, input: PublishClubText, actorId: number): Promise<ClubText> {
    for (let attempt = 1; ; attempt += 1) {
      const at = this.deps.clock.now();
      try {
        const version = await this.deps.db.transaction().execute(async (trx) => {
          const next = (await lastTextVersion(trx, key)) + 1;
          await insertTextVersion(trx, {
            key,
            version: next,
            fr: input.fr,
            en: input.en,
            publishedAt: at.toISOString(),
            publishedBy: actorId,
          });
          await recordAudit(trx, { at, actorId, action: 'CLUB_TEXT_PUBLISHED', targetType: 'CLUB', details: { key, version: next } });
          return next;
        });
        this.deps.log.info({ event: 'club_text_published', actorId, key, version }, 'club text published');
        return this.version(key, version);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (attempt >= PUBLISH_ATTEMPTS) throw conflict('Other versions of this text are being published: try again');
      }
    }
  }
}
