import { BACKUP_MAX_AGE_SECONDS, type HealthCheckDto, type HealthState, type HealthStatusDto } from '@club/domain';
import type { TFunction } from 'i18next';
import { formatAgo, formatBytes, formatDuration } from './formatting';

export interface StatusLine {
  key: string;
  severity: HealthState;
  text: string;
  /** A second line: the failed backup's message. */
  detail?: string;
  /** The check has a screen where the admin can act (the outbox). */
  action?: 'outbox';
}

type Check<N extends HealthCheckDto['name']> = Extract<HealthCheckDto, { name: N }>;
type Describe<N extends HealthCheckDto['name']> = (
  check: Check<N>,
  status: HealthStatusDto,
  t: TFunction,
  language: string,
) => StatusLine[];

const database: Describe<'database'> = (check, _status, t) => [
  {
    key: 'database',
    severity: check.status,
    text: check.latencyMs === null ? t('database.error') : t(`database.${check.status}`, { latency: Math.round(check.latencyMs) }),
  },
];

const disk: Describe<'disk'> = (check, _status, t, language) => [
  {
    key: 'disk',
    severity: check.status,
    text: check.freeBytes === null ? t('disk.unknown') : t(`disk.${check.status}`, { free: formatBytes(check.freeBytes, language) }),
  },
];

const outbox: Describe<'outbox'> = (check, _status, t, language) => {
  if (check.failed === null || check.pending === null) return [{ key: 'outbox', severity: check.status, text: t('outbox.unknown') }];
  const lines: StatusLine[] = [];
  if (check.failed > 0)
    lines.push({ key: 'outbox-failed', severity: 'warning', text: t('outbox.failed', { count: check.failed }), action: 'outbox' });
  if (check.status === 'warning' && check.oldestPendingAgeSeconds !== null && check.failed === 0) {
    const duration = formatDuration(check.oldestPendingAgeSeconds, language);
    lines.push({
      key: 'outbox-waiting',
      severity: 'warning',
      text: t('outbox.waiting', { count: check.pending, duration }),
      action: 'outbox',
    });
  }
  return lines.length > 0 ? lines : [{ key: 'outbox', severity: 'ok', text: t('outbox.ok') }];
};

const backup: Describe<'backup'> = (check, status, t, language) => {
  if (check.status === 'warning' && check.lastSuccessAgeSeconds === null && check.inUseForSeconds === null && !check.lastRunFailed) {
    return [{ key: 'backup', severity: 'warning', text: t('backup.unknown') }];
  }
  const age = check.lastSuccessAgeSeconds;
  // No backup yet: counted from the server's first use, as the server does.
  const without = age ?? check.inUseForSeconds ?? 0;
  const lines: StatusLine[] = [];
  if (without > BACKUP_MAX_AGE_SECONDS) {
    lines.push({ key: 'backup', severity: 'warning', text: t('backup.stale', { duration: formatDuration(without, language) }) });
  } else if (age !== null) {
    lines.push({ key: 'backup', severity: 'ok', text: t('backup.last', { ago: formatAgo(age, language) }) });
  } else {
    const time = status.details.backupTime;
    lines.push({ key: 'backup', severity: 'ok', text: time === null ? t('backup.noneTurnedOff') : t('backup.none', { time }) });
  }
  if (check.lastRunFailed) {
    const error = status.details.lastRunError;
    lines.push({ key: 'backup-failed', severity: 'warning', text: t('backup.failed'), ...(error === null ? {} : { detail: error }) });
  }
  return lines;
};

/** The checks in plain words, one line per thing to say, in the order the server gives them. */
export const describeChecks = (status: HealthStatusDto, t: TFunction, language: string): StatusLine[] =>
  status.checks.flatMap((check) => {
    switch (check.name) {
      case 'database':
        return database(check, status, t, language);
      case 'disk':
        return disk(check, status, t, language);
      case 'outbox':
        return outbox(check, status, t, language);
      case 'backup':
        return backup(check, status, t, language);
    }
  });
