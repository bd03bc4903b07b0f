import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { PeriodicRun } from '../../lib/periodic.js';
import { syncPlanning, type SyncOutcome } from './sync.js';

export interface PlanningJobOptions {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Time between two runs; a day by default. */
  intervalMs?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps the planning in step once a day (docs/product.md#planning): a season that starts, a day
 * that passes. Each run is idempotent and reads the slots, seasons, closures and upcoming
 * sessions of every group in one query each; several servers may run it at once (the unique
 * slot-and-day index keeps one row).
 */
export class PlanningJob {
  private readonly periodic: PeriodicRun;

  constructor(private readonly options: PlanningJobOptions) {
    this.periodic = new PeriodicRun(
      () => this.runOnce(),
      options.intervalMs ?? DAY_MS,
      (error) => options.log.error({ err: error }, 'planning job failed'),
    );
  }

  start(): void {
    this.periodic.start();
  }

  stop(): Promise<void> {
    return this.periodic.stop();
  }

  async runOnce(): Promise<SyncOutcome> {
    const outcome = await this.options.db.transaction().execute((trx) => syncPlanning(trx, this.options.clock.now()));
    if (outcome.inserted + outcome.moved + outcome.removed > 0) {
      this.options.log.info({ event: 'planning_synced', ...outcome }, 'planning synced');
    }
    return outcome;
  }
}
