import type { HealthCheckDto, HealthReadyDto } from '@club/domain';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** A request whose URL matched no route: one label for all, never the raw path. */
export const UNMATCHED_ROUTE = 'unmatched';

const checkOf = <N extends HealthCheckDto['name']>(report: HealthReadyDto, name: N) =>
  report.checks.find((check): check is Extract<HealthCheckDto, { name: N }> => check.name === name);

const orNaN = (value: number | null | undefined): number => value ?? Number.NaN;

/**
 * The app's metrics, in a registry of its own (not prom-client's global one): each app a test
 * builds has its own, and nothing but what is declared here is exposed (docs/operations.md,
 * "Metrics"). Route labels are patterns (`/api/group/:id`), so ids and tokens never become
 * label values and the number of series stays bounded.
 */
export const createMetrics = () => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern',
    labelNames,
    registers: [registry],
  });
  const outbox = new Gauge({
    name: 'club_mail_outbox_depth',
    help: 'Mails waiting to be sent (queued) and given up in the last 7 days (failed)',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  const backupAge = new Gauge({
    name: 'club_backup_age_seconds',
    help: 'Seconds since the last successful backup (since the first use when there was none yet)',
    registers: [registry],
  });
  const backupFailed = new Gauge({
    name: 'club_backup_last_run_failed',
    help: '1 when the newest backup run failed',
    registers: [registry],
  });
  const diskFree = new Gauge({ name: 'club_data_dir_free_bytes', help: 'Free bytes on the disk holding DATA_DIR', registers: [registry] });
  const databaseUp = new Gauge({ name: 'club_database_up', help: '1 when the database answers a query', registers: [registry] });

  return {
    registry,
    recordRequest(method: string, route: string, statusCode: number, seconds: number): void {
      const labels = { method, route, status_code: String(statusCode) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    /** Read at each scrape: a figure the health check could not read is NaN. */
    setHealth(report: HealthReadyDto): void {
      const mails = checkOf(report, 'outbox');
      outbox.set({ state: 'queued' }, orNaN(mails?.pending));
      outbox.set({ state: 'failed' }, orNaN(mails?.failed));
      const backup = checkOf(report, 'backup');
      backupAge.set(orNaN(backup?.lastSuccessAgeSeconds ?? backup?.inUseForSeconds));
      backupFailed.set(backup?.lastRunFailed === true ? 1 : 0);
      diskFree.set(orNaN(checkOf(report, 'disk')?.freeBytes));
      databaseUp.set(checkOf(report, 'database')?.status === 'error' ? 0 : 1);
    },
  };
};

export type AppMetrics = ReturnType<typeof createMetrics>;
