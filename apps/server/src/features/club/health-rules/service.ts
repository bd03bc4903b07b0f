import { isMinorInSeason } from '@club/domain';
import {
  healthDocumentFor,
  type HealthDocument,
  type HealthDocumentRule,
  type HealthRulesDto,
  type UpdateHealthRules,
} from '@club/domain/club';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types.js';
import type { Clock } from '../../../lib/clock.js';
import { conflict } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/record.js';
import { healthRulesOf, readHealthRulesRow, updateHealthRules, type HealthRulesRow } from './repository.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** A member as the health rule reads them: their birth date and the season of the subscription. */
export interface HealthMember {
  birthDate: string;
  seasonStart: string;
  seasonEnd: string;
}

/**
 * What the member gives for the `medicalCertificate` item under the club's rule
 * (docs/product.md#health-rules): minority is decided on the season's reference day, as for the
 * guardian a subscription needs (features/subscriptions/context.ts, `needsGuardian`), so one
 * member keeps one document the whole season.
 */
export const healthDocumentOf = (rule: HealthDocumentRule, member: HealthMember, today: Date): HealthDocument =>
  healthDocumentFor(rule, isMinorInSeason(member.birthDate, { startDate: member.seasonStart, endDate: member.seasonEnd }, today));

const dtoOf = (row: HealthRulesRow): HealthRulesDto => ({
  ...healthRulesOf(row),
  version: row.health_rules_version,
  updatedAt: row.health_rules_updated_at,
  updatedBy: row.updated_by_login,
});

/** The club's health rules and reminder offsets, as its admins set them (docs/product.md#health-rules). */
export class HealthRulesService {
  constructor(private readonly deps: Deps) {}

  /** GET /api/club/health-rules. */
  async view(): Promise<HealthRulesDto> {
    return dtoOf(await readHealthRulesRow(this.deps.db));
  }

  /**
   * PUT /api/club/health-rules: saved only over the version the admin read (two admins saving at
   * once: one wins, the other gets 409). The rules have a version of their own, so saving them
   * never makes the identity form stale. The audit log keeps the new values: none is personal.
   */
  async update(input: UpdateHealthRules, actorId: number): Promise<HealthRulesDto> {
    const at = this.deps.clock.now();
    const { version, ...rules } = input;
    await this.deps.db.transaction().execute(async (trx) => {
      if (!(await updateHealthRules(trx, rules, { expectedVersion: version, at: at.toISOString(), actorId }))) {
        throw conflict('The health rules were changed by someone else: reload them');
      }
      await recordAudit(trx, {
        at,
        actorId,
        action: 'HEALTH_RULES_UPDATED',
        targetType: 'CLUB',
        details: {
          healthDocument: rules.healthDocument,
          certificateValidYears: rules.certificateValidYears,
          reminderOffsetsDays: rules.reminderOffsetsDays,
        },
      });
    });
    this.deps.log.info({ event: 'health_rules_updated', actorId, ...rules }, 'health rules updated');
    return this.view();
  }
}
