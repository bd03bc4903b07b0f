import { performance } from 'node:perf_hooks';
import { BACKUP_MAX_AGE_SECONDS, type HealthCheckDto, type HealthReadyDto, type HealthState, type HealthStatusDto } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import type { DialectName } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { statfsDiskSpace, type DiskSpace, type DiskSpaceReader } from './disk-space.js';
import { pingDatabase, readBackupRuns, readFirstUseAt, readOutboxFigures, type BackupRun, type OutboxFigures } from './repository.js';

/**
 * Thresholds (docs/operations.md, "Health and signs of trouble").
 * Disk: 1 GB is several nights of backups of a club's database (tens of MB each), time for a
 * volunteer to act. Under 100 MB the app cannot be trusted to save: SQLite needs room for its
 * write-ahead log and for migrations, the nightly backup writes a whole copy into DATA_DIR and
 * the mail files land there too; a write failing half-way (SQLITE_FULL) turns every save into
 * an error, so the server says it cannot work (503) rather than fail at random.
 */
export const DISK_WARNING_BYTES = 1_000_000_000;
export const DISK_CRITICAL_BYTES = 100_000_000;
/** A query slower than this answers, but the screens will feel it. */
const DATABASE_SLOW_MS = 1000;
/** A database that has not answered by then is down for the caller (a load balancer waits a few seconds). */
const DATABASE_TIMEOUT_MS = 3000;
/** The sender gives up after ~16 minutes of retries: a mail waiting an hour means it is not running. */
const PENDING_MAIL_MAX_SECONDS = 60 * 60;
const FAILED_MAIL_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const ERROR_TEXT_MAX = 300;

export interface HealthServiceDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  dataDir: string;
  backupTime: string | undefined;
  readDiskSpace: DiskSpaceReader;
  log: FastifyBaseLogger;
}

type Reading<T> = { ok: true; value: T } | { ok: false };

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
};

const WORST: readonly HealthState[] = ['error', 'warning', 'ok'];
const worst = (states: HealthState[]): HealthState => WORST.find((s) => states.includes(s)) ?? 'ok';

interface Readings {
  database: Reading<number>;
  disk: Reading<DiskSpace>;
  outbox: Reading<OutboxFigures>;
  backups: Reading<{ lastSuccess: BackupRun | undefined; lastRun: BackupRun | undefined }>;
  firstUseAt: Reading<string | null>;
}

/** The checks of GET /health/ready and /health/status, and the figures of /metrics. */
export class HealthService {
  constructor(private readonly deps: HealthServiceDeps) {}

  /** A reading that fails is logged here, with its error; the answers only say it failed. */
  private async read<T>(what: string, promise: Promise<T>): Promise<Reading<T>> {
    try {
      return { ok: true, value: await withTimeout(promise, DATABASE_TIMEOUT_MS) };
    } catch (error) {
      this.deps.log.warn({ event: 'health_check_failed', check: what, err: error }, 'health check could not read');
      return { ok: false };
    }
  }

  private async readAll(now: Date): Promise<Readings> {
    const { db } = this.deps;
    const started = performance.now();
    const [database, disk, outbox, backups, firstUseAt] = await Promise.all([
      this.read(
        'database',
        pingDatabase(db).then(() => Math.round((performance.now() - started) * 10) / 10),
      ),
      this.read('disk', this.deps.readDiskSpace(this.deps.dataDir)),
      this.read('outbox', readOutboxFigures(db, new Date(now.getTime() - FAILED_MAIL_WINDOW_MS).toISOString())),
      this.read('backup', readBackupRuns(db)),
      this.read('backup', readFirstUseAt(db)),
    ]);
    return { database, disk, outbox, backups, firstUseAt };
  }

  /** Every check with the admins' details. */
  async status(): Promise<HealthStatusDto> {
    const now = this.deps.clock.now();
    const r = await this.readAll(now);
    const ageOf = (iso: string | null | undefined): number | null =>
      iso === null || iso === undefined ? null : Math.max(0, Math.round((now.getTime() - Date.parse(iso)) / 1000));

    const checks: HealthCheckDto[] = [
      r.database.ok
        ? { name: 'database', status: r.database.value > DATABASE_SLOW_MS ? 'warning' : 'ok', latencyMs: r.database.value }
        : { name: 'database', status: 'error', latencyMs: null },
      diskCheck(r.disk),
      outboxCheck(r.outbox, ageOf),
      backupCheck(r.backups, r.firstUseAt, ageOf),
    ];
    const backups = r.backups.ok ? r.backups.value : { lastSuccess: undefined, lastRun: undefined };
    const lastRun = backups.lastRun;
    return {
      status: worst(checks.map((check) => check.status)),
      checks,
      details: {
        checkedAt: now.toISOString(),
        dialect: this.deps.dialect,
        backupTime: this.deps.backupTime ?? null,
        lastBackupAt: backups.lastSuccess?.finishedAt ?? null,
        lastBackupKind: backups.lastSuccess?.kind ?? null,
        lastRunAt: lastRun === undefined ? null : (lastRun.finishedAt ?? lastRun.startedAt),
        lastRunStatus: lastRun?.status ?? null,
        lastRunError: lastRun?.status === 'FAILED' && lastRun.error !== null ? lastRun.error.slice(0, ERROR_TEXT_MAX) : null,
        oldestPendingAt: r.outbox.ok ? r.outbox.value.oldestPendingAt : null,
      },
    };
  }

  /** The public answer: states and figures, no dates, kinds or error texts. */
  async ready(): Promise<HealthReadyDto> {
    const { status, checks } = await this.status();
    return { status, checks };
  }
}

const diskCheck = (disk: Reading<DiskSpace>): HealthCheckDto => {
  // A system that will not say is no proof of a full disk: a warning, not a 503.
  if (!disk.ok) return { name: 'disk', status: 'warning', freeBytes: null, totalBytes: null };
  const { freeBytes, totalBytes } = disk.value;
  const status = freeBytes < DISK_CRITICAL_BYTES ? 'error' : freeBytes < DISK_WARNING_BYTES ? 'warning' : 'ok';
  return { name: 'disk', status, freeBytes, totalBytes };
};

type AgeOf = (iso: string | null | undefined) => number | null;

const outboxCheck = (outbox: Reading<OutboxFigures>, ageOf: AgeOf): HealthCheckDto => {
  if (!outbox.ok) return { name: 'outbox', status: 'warning', failed: null, pending: null, oldestPendingAgeSeconds: null };
  const { failed, pending, oldestPendingAt } = outbox.value;
  const oldestPendingAgeSeconds = ageOf(oldestPendingAt);
  const stuck = oldestPendingAgeSeconds !== null && oldestPendingAgeSeconds > PENDING_MAIL_MAX_SECONDS;
  return { name: 'outbox', status: failed > 0 || stuck ? 'warning' : 'ok', failed, pending, oldestPendingAgeSeconds };
};

const backupCheck = (backups: Readings['backups'], firstUseAt: Readings['firstUseAt'], ageOf: AgeOf): HealthCheckDto => {
  if (!backups.ok) return { name: 'backup', status: 'warning', lastSuccessAgeSeconds: null, lastRunFailed: false, inUseForSeconds: null };
  const lastSuccessAgeSeconds = ageOf(backups.value.lastSuccess?.finishedAt);
  const inUseForSeconds = firstUseAt.ok ? ageOf(firstUseAt.value) : null;
  const lastRunFailed = backups.value.lastRun?.status === 'FAILED';
  // No backup at all is a warning once the server has been in use as long as a backup may be
  // missing: a club installing it today is not told off before its first night.
  const tooOld = (lastSuccessAgeSeconds ?? inUseForSeconds ?? 0) > BACKUP_MAX_AGE_SECONDS;
  return { name: 'backup', status: tooOld || lastRunFailed ? 'warning' : 'ok', lastSuccessAgeSeconds, lastRunFailed, inUseForSeconds };
};

/** The service as the app builds it: the real disk unless the deps bring a simulated one. */
export const healthServiceOf = (deps: AppDeps, log: FastifyBaseLogger): HealthService =>
  new HealthService({
    db: deps.db,
    dialect: deps.dialect,
    clock: deps.clock,
    dataDir: deps.config.dataDir,
    backupTime: deps.config.backupTime,
    readDiskSpace: deps.readDiskSpace ?? statfsDiskSpace,
    log,
  });
