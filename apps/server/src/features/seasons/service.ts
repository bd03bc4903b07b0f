import type { RenewalResultDto, SeasonDto, SeasonOverviewDto } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { newOpaqueToken } from '../../auth/tokens.js';
import type { Config } from '../../config.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import { asLanguage } from '../../lib/language.js';
import type { Outbox } from '../../mail/outbox.js';
import { possibleDuplicatesOf } from '../members/duplicates.js';
import { syncPlanning } from '../planning/sync.js';
import { familyAddresses, subscriptionLinkUrl, tokenExpiry } from '../subscribe/links.js';
import type { ClubIdentity } from '../club/identity.js';
import { linkMail } from '../subscribe/mails.js';
import {
  countAlreadyRenewed,
  countRenewalsPending,
  countSubscriptions,
  findCurrentSeason,
  findSeasonByLabel,
  insertRenewals,
  insertSeasonIfMissing,
  listSeasons,
  renewalCandidates,
} from './repository.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  outbox: Outbox;
  club: ClubIdentity;
  config: Pick<Config, 'publicUrl'>;
  log: FastifyBaseLogger;
}

type SeasonRow = { id: number; label: string; start_date: string; end_date: string; is_current: number };
const toDto = (s: SeasonRow): SeasonDto => ({
  id: s.id,
  label: s.label,
  startDate: s.start_date,
  endDate: s.end_date,
  isCurrent: s.is_current === 1,
});

/** The season after one: from the day after its end, for a year (`2026-2027` → `2027-2028`). */
export const nextSeasonOf = (current: { end_date: string }) => {
  const start = new Date(`${current.end_date}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() + 1);
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  end.setUTCDate(end.getUTCDate() - 1);
  const startYear = start.getUTCFullYear();
  return { label: `${startYear}-${startYear + 1}`, start_date: start.toISOString().slice(0, 10), end_date: end.toISOString().slice(0, 10) };
};

const CHUNK = 400;

const isUniqueViolation = (error: unknown): boolean => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/** Seasons and renewals (docs/product.md, "Seasons and renewals"). */
export class SeasonsService {
  constructor(private readonly deps: Deps) {}

  async overview(): Promise<SeasonOverviewDto> {
    const current = await findCurrentSeason(this.deps.db);
    if (current === undefined) throw notFound('No current season');
    const nextLabel = nextSeasonOf(current).label;
    const next = await findSeasonByLabel(this.deps.db, nextLabel);
    return {
      current: toDto(current),
      next: next === undefined ? null : toDto(next),
      nextLabel,
      seasons: (await listSeasons(this.deps.db)).map(toDto),
      renewals: {
        opened: next === undefined ? 0 : await countSubscriptions(this.deps.db, next.id),
        pending: await countRenewalsPending(this.deps.db, next?.id ?? null),
      },
    };
  }

  /**
   * POST /season/renewals: every member with a next-year group gets a renewal subscription
   * (isNew false, SCHEDULED) in that group for the next season; members of groups that
   * receive the subscription mail get their link. One transaction; running it again only
   * adds the members who were not there yet.
   */
  async openRenewals(actorId: number): Promise<RenewalResultDto> {
    const now = this.deps.clock.now().toISOString();
    const clubName = await this.deps.club.name();
    let result: RenewalResultDto;
    try {
      result = await this.deps.db.transaction().execute(async (trx) => {
        const current = await findCurrentSeason(trx);
        if (current === undefined) throw notFound('No current season');
        const season = await insertSeasonIfMissing(trx, nextSeasonOf(current));
        const expiresAt = tokenExpiry(season.end_date);
        const candidates = await renewalCandidates(trx, season.id);
        let mailed = 0;
        for (let i = 0; i < candidates.length; i += CHUNK) {
          const part = candidates.slice(i, i + CHUNK).map((c) => {
            const recipients = c.should_receive_sub_mail === 1 ? familyAddresses(c) : [];
            return { candidate: c, recipients, token: recipients.length > 0 ? newOpaqueToken() : null };
          });
          await insertRenewals(trx, {
            seasonId: season.id,
            actorId,
            at: now,
            rows: part.map(({ candidate, token }) => ({
              memberId: candidate.member_id,
              groupId: candidate.group_id,
              tokenHash: token?.hash ?? null,
              tokenExpiresAt: token === null ? null : expiresAt,
            })),
          });
          for (const { candidate, recipients, token } of part) {
            if (token === null) continue;
            const language = asLanguage(candidate.m_language ?? candidate.gu_language);
            const url = subscriptionLinkUrl(this.deps.config.publicUrl, token.token);
            const mail = linkMail({
              language,
              firstName: candidate.first_name,
              lastName: candidate.last_name,
              seasonLabel: season.label,
              groupName: candidate.group_name,
              url,
              expiresAt,
              isNew: false,
              clubName,
            });
            await this.deps.outbox.queue(trx, {
              kind: 'SUBSCRIPTION_LINK',
              to: recipients,
              subject: mail.subject,
              text: mail.text,
              language,
              memberId: candidate.member_id,
              link: url,
              dedupeKey: `subscription-link:${token.hash}`,
            });
            mailed += 1;
          }
        }
        const skipped = (await countAlreadyRenewed(trx, season.id)) - candidates.length;
        // One person on file twice is renewed twice: flagged for staff to merge, never merged here.
        const possibleDuplicates = await possibleDuplicatesOf(
          trx,
          candidates.map((c) => c.member_id),
        );
        return {
          season: toDto(season),
          created: candidates.length,
          mailed,
          skipped,
          ...(possibleDuplicates.length > 0 ? { possibleDuplicates } : {}),
        };
      });
    } catch (error) {
      // Two admins opening renewals at once: the second one finds the rows taken.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'RENEWALS_IN_PROGRESS');
      throw error;
    }
    // The next season now exists: its sessions are planned (docs/product.md#planning).
    await this.deps.db.transaction().execute((trx) => syncPlanning(trx, this.deps.clock.now()));
    this.deps.log.info(
      { event: 'renewals_opened', actorId, seasonId: result.season.id, created: result.created, mailed: result.mailed },
      'renewals opened',
    );
    return result;
  }
}
