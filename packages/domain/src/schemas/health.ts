import { z } from 'zod';

/**
 * The server's health (docs/operations.md, "Health and signs of trouble"): GET /health/ready
 * gives these figures to anyone (load balancers, uptime monitors), GET /health/status adds the
 * details for the admins' home screen. Figures and states only: never a path, an address or
 * an error text in the public answer.
 */
export const HEALTH_STATES = ['ok', 'warning', 'error'] as const;
export type HealthState = (typeof HEALTH_STATES)[number];
const state = z.enum(HEALTH_STATES);

/** A backup older than this (a nightly backup missed twice) is a warning; the screen says so in the same terms. */
export const BACKUP_MAX_AGE_SECONDS = 48 * 60 * 60;

const databaseCheck = z.object({
  name: z.literal('database'),
  status: state,
  /** Time a trivial query took; null when it did not answer. */
  latencyMs: z.number().nullable(),
});

const diskCheck = z.object({
  name: z.literal('disk'),
  status: state,
  /** Bytes the server may still write in its data folder; null when the system would not tell. */
  freeBytes: z.number().nullable(),
  totalBytes: z.number().nullable(),
});

const outboxCheck = z.object({
  name: z.literal('outbox'),
  status: state,
  /** Mails given up after every try, among those queued in the last 7 days; null when unread. */
  failed: z.number().nullable(),
  /** Mails waiting to be sent (queued or being handed over). */
  pending: z.number().nullable(),
  oldestPendingAgeSeconds: z.number().nullable(),
});

const backupCheck = z.object({
  name: z.literal('backup'),
  status: state,
  /** Age of the newest successful backup; null when there is none. */
  lastSuccessAgeSeconds: z.number().nullable(),
  /** The newest backup run ended in failure. */
  lastRunFailed: z.boolean(),
  /** Time since the server was first used (its first account), for "no backup since…"; null when unknown. */
  inUseForSeconds: z.number().nullable(),
});

export const healthCheckSchema = z.discriminatedUnion('name', [databaseCheck, diskCheck, outboxCheck, backupCheck]);
export type HealthCheckDto = z.infer<typeof healthCheckSchema>;
export type HealthCheckName = HealthCheckDto['name'];

/** GET /health/ready: 503 when `status` is error (the app cannot work), 200 otherwise. */
export const healthReadySchema = z.object({
  status: state,
  checks: z.array(healthCheckSchema),
});
export type HealthReadyDto = z.infer<typeof healthReadySchema>;

/** What only the admins see: dates, kinds, the backup schedule and the last backup error. */
export const healthDetailsSchema = z.object({
  checkedAt: z.string(),
  dialect: z.enum(['sqlite', 'postgres']),
  /** Time of the nightly backup (HH:MM, server time); null when turned off. */
  backupTime: z.string().nullable(),
  lastBackupAt: z.string().nullable(),
  lastBackupKind: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  lastRunStatus: z.string().nullable(),
  /** The failed run's message, cut short: it may name a folder, hence admins only. */
  lastRunError: z.string().nullable(),
  oldestPendingAt: z.string().nullable(),
});
export type HealthDetailsDto = z.infer<typeof healthDetailsSchema>;

/** GET /health/status (admins): the same checks with the details. */
export const healthStatusSchema = healthReadySchema.extend({ details: healthDetailsSchema });
export type HealthStatusDto = z.infer<typeof healthStatusSchema>;
