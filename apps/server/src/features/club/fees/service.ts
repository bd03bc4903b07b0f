import type { DiscountTier, FeeSettingsDto, updateFeeSettingsSchema } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../../db/types.js';
import type { Clock } from '../../../lib/clock.js';
import { conflict } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/record.js';
import { feeSettingsOf, readFeeSettingsRow, updateFeeSettings, type FeeSettingsRow } from './repository.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** The body once validated: tiers sorted by rank, each rank once. */
export type UpdateFeeSettings = z.output<typeof updateFeeSettingsSchema>;

/** The audit details hold flat values: a tier reads `fromRank:percent`, e.g. `2:10`. */
const tiersForAudit = (tiers: readonly DiscountTier[]): string[] => tiers.map((tier) => `${tier.fromRank}:${tier.percent}`);

const dtoOf = (row: FeeSettingsRow): FeeSettingsDto => ({
  ...feeSettingsOf(row),
  version: row.fees_version,
  updatedAt: row.fees_updated_at,
  updatedBy: row.updated_by_login,
});

/**
 * The club's licence fee, family discount tiers and ranking rule (docs/product.md#fees-and-payments),
 * when the payment item ticks itself and the overdue reminders' days (docs/product.md#instalments).
 */
export class FeeSettingsService {
  constructor(private readonly deps: Deps) {}

  /** GET /api/club/fees. */
  async view(): Promise<FeeSettingsDto> {
    return dtoOf(await readFeeSettingsRow(this.deps.db));
  }

  /**
   * PUT /api/club/fees: saved only over the version the admin read (two admins saving at once:
   * one wins, the other gets 409). The settings have a version of their own, so saving them never
   * makes the identity form or the health rules stale. Every charge is computed from them as they
   * stand, so a change moves what each family owes at once; the audit log keeps the new values.
   */
  async update(input: UpdateFeeSettings, actorId: number): Promise<FeeSettingsDto> {
    const at = this.deps.clock.now();
    const { version, ...settings } = input;
    await this.deps.db.transaction().execute(async (trx) => {
      if (!(await updateFeeSettings(trx, settings, { expectedVersion: version, at: at.toISOString(), actorId }))) {
        throw conflict('The fee settings were changed by someone else: reload them');
      }
      await recordAudit(trx, {
        at,
        actorId,
        action: 'FEE_SETTINGS_UPDATED',
        targetType: 'CLUB',
        details: {
          licenceFeeCents: settings.licenceFeeCents,
          familyDiscounts: tiersForAudit(settings.familyDiscounts),
          discountRankRule: settings.discountRankRule,
          paymentTickRule: settings.paymentTickRule,
          overdueReminderOffsetsDays: settings.overdueReminderOffsetsDays,
        },
      });
    });
    this.deps.log.info({ event: 'fee_settings_updated', actorId, ...settings }, 'fee settings updated');
    return this.view();
  }
}
