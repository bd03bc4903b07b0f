import { PeriodicRun } from '../../lib/periodic.js';
import { FamilyReminders, type ReminderCounts, type ReminderDeps } from './service.js';

export interface ReminderJobOptions extends ReminderDeps {
  /** Time between two runs; an hour by default. */
  intervalMs?: number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The reminder job (docs/product.md#health-rules): at start and then hourly, mails the families
 * whose reminders fell due (missing items at the club's offsets, certificates about to end,
 * instalments unpaid after their day: docs/product.md#instalments).
 * Each run is idempotent, and several servers may run it at once: the reminders' unique rows
 * decide who mails.
 */
export class ReminderJob {
  private readonly reminders: FamilyReminders;
  private readonly periodic: PeriodicRun;

  constructor(options: ReminderJobOptions) {
    this.reminders = new FamilyReminders(options);
    this.periodic = new PeriodicRun(
      () => this.runOnce(),
      options.intervalMs ?? HOUR_MS,
      (error) => options.log.error({ err: error }, 'reminder job failed'),
    );
  }

  start(): void {
    this.periodic.start();
  }

  stop(): Promise<void> {
    return this.periodic.stop();
  }

  /** Sends what is due now; how many mails of each kind were queued. */
  runOnce(): Promise<ReminderCounts> {
    return this.reminders.sendDue();
  }
}
