import { FamilyReminders, type ReminderDeps } from './service.js';

export interface ReminderJobOptions extends ReminderDeps {
  /** Time between two runs; an hour by default. */
  intervalMs?: number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The reminder job (docs/product.md#health-rules): at start and then hourly, mails the families
 * whose reminders fell due (missing items at the club's offsets, certificates about to end).
 * Each run is idempotent, and several servers may run it at once: the reminders' unique rows
 * decide who mails.
 */
export class ReminderJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly reminders: FamilyReminders;

  constructor(private readonly options: ReminderJobOptions) {
    this.reminders = new FamilyReminders(options);
  }

  start(): void {
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((error: unknown) => this.options.log.error({ err: error }, 'reminder job failed'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.options.intervalMs ?? HOUR_MS);
        });
    };
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    await this.running;
  }

  /** Sends what is due now; how many mails of each kind were queued. */
  runOnce(): Promise<{ missingItems: number; certificates: number }> {
    return this.reminders.sendDue();
  }
}
