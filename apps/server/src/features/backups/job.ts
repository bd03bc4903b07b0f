import dayjs from 'dayjs';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import type { BackupRunResult, BackupService } from './service.js';

export interface BackupJobOptions {
  service: BackupService;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** BACKUP_TIME, HH:MM in the server's time zone. */
  backupTime: string;
  /** Time between two checks; a minute by default. */
  checkIntervalMs?: number;
  /** The first check, once the server has settled after its start; a minute by default. */
  startDelayMs?: number;
}

const MINUTE_MS = 60 * 1000;

/** The latest moment at or before `now` when the nightly backup was due (server time zone). */
export const latestSlot = (now: Date, backupTime: string): Date => {
  const [hours = 3, minutes = 0] = backupTime.split(':').map(Number);
  const today = dayjs(now).hour(hours).minute(minutes).second(0).millisecond(0);
  return (today.isAfter(now) ? today.subtract(1, 'day') : today).toDate();
};

/**
 * The nightly backup on SQLite (docs/operations.md, "Backups"). Every check: take the backup
 * when none succeeded since the last BACKUP_TIME (so a night missed while the server was off is
 * made up soon after the start), then mail the administrators about failures and about backups
 * too old. A night is tried once per process: a failure waits for the next night or a restart
 * instead of being retried, and mailed, every minute.
 */
export class BackupJob {
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<BackupRunResult | undefined> | undefined;
  private stopped = false;
  private upSince: Date;
  private triedSlot: number | undefined;

  constructor(private readonly options: BackupJobOptions) {
    this.upSince = options.clock.now();
  }

  start(): void {
    this.stopped = false;
    this.upSince = this.options.clock.now();
    this.schedule(this.options.startDelayMs ?? MINUTE_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    await this.current?.catch(() => undefined);
  }

  /** One check; a check asked for while another runs shares it. Returns the backup when one was taken. */
  check(): Promise<BackupRunResult | undefined> {
    this.current ??= this.checkOnce().finally(() => (this.current = undefined));
    return this.current;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      if (this.stopped) return;
      void this.check()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'backup check failed'))
        .finally(() => {
          if (!this.stopped) this.schedule(this.options.checkIntervalMs ?? MINUTE_MS);
        });
    }, delayMs);
  }

  private async checkOnce(): Promise<BackupRunResult | undefined> {
    const { service, clock, backupTime } = this.options;
    await service.closeAbandonedRuns();
    const slot = latestSlot(clock.now(), backupTime);
    let result: BackupRunResult | undefined;
    if (this.triedSlot !== slot.getTime() && (await service.nightlyDue(slot))) {
      this.triedSlot = slot.getTime();
      result = await service.takeBackup('NIGHTLY');
    }
    await service.alertFailures();
    await service.alertIfNoRecentBackup(this.upSince);
    return result;
  }
}
