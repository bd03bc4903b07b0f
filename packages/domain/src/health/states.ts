/**
 * The server's health (docs/operations.md#health-and-signs-of-trouble): GET /health/ready
 * gives these figures to anyone (load balancers, uptime monitors), GET /health/status adds the
 * details for the admins' home screen. Figures and states only: never a path, an address or
 * an error text in the public answer.
 */
export const HEALTH_STATES = ['ok', 'warning', 'error'] as const;
export type HealthState = (typeof HEALTH_STATES)[number];

/** A backup older than this (a nightly backup missed twice) is a warning; the screen says so in the same terms. */
export const BACKUP_MAX_AGE_SECONDS = 48 * 60 * 60;
