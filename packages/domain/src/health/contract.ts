import { z } from 'zod';
import { HEALTH_STATES } from './states.js';

/** The answers of the health routes (docs/operations.md#health-and-signs-of-trouble). */
const state = z.enum(HEALTH_STATES);

/** GET /health: liveness, the process answers (it reads nothing). */
export const livenessSchema = z.object({ status: z.literal('ok') });
export type LivenessDto = z.infer<typeof livenessSchema>;

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
