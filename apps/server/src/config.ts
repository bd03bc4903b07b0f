import { resolve } from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Every variable is optional (docs/architecture.md#api-contract). */
const envSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65535)),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(z.string().regex(/^(sqlite:.+|postgres(ql)?:\/\/.+)$/, 'must be sqlite:<path> or postgres://…')),
  ADMIN_LOGIN: optional(z.string().regex(/^[a-z0-9._-]{1,64}$/, 'must be 1 to 64 of a-z 0-9 . _ -')),
  ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters').max(128)),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be smtp://host:port or smtps://…' })),
  MAIL_FROM: optional(z.string().min(3)),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS)),
  TRUST_PROXY: optional(z.enum(['true', 'false', '1', '0'])),
  RATE_LIMIT_MAX: optional(z.coerce.number().int().min(1)),
  RETENTION_MONTHS: optional(z.coerce.number().int().min(1).max(240)),
  RESPONSE_CACHE_MB: optional(z.coerce.number().int().min(0).max(1024)),
  BACKUP_TIME: optional(z.string().regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, 'must be HH:MM (24 h, server time) or off')),
  BACKUP_KEEP: optional(z.string().regex(/^\d{1,3},\d{1,3},\d{1,3}$/, 'must be daily,weekly,monthly counts, e.g. 7,4,12')),
  BACKUP_COPY_DIR: optional(z.string()),
  METRICS_TOKEN: optional(z.string().min(24, 'must be at least 24 characters')),
  UPLOADS_KEY: optional(
    z.string().refine((value) => /^[A-Za-z0-9+/]{43}=$/.test(value), 'must be the base64 of 32 random bytes (openssl rand -base64 32)'),
  ),
  UPLOAD_RETENTION_DAYS: optional(z.coerce.number().int().min(0).max(3650)),
  NODE_ENV: optional(z.string()),
});

/** How many nightly backups are kept: the newest of each of the last N days, weeks and months. */
export interface BackupRetention {
  daily: number;
  weekly: number;
  monthly: number;
}

const retentionOf = (value: string | undefined): BackupRetention => {
  const [daily = 7, weekly = 4, monthly = 12] = (value ?? '7,4,12').split(',').map(Number);
  return { daily, weekly, monthly };
};

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  adminLogin: string;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  jwtSecret: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean;
  /** Requests per minute and address on the API. */
  rateLimitMax: number;
  retentionMonths: number;
  /** Memory for answers kept between writes (0: none). */
  responseCacheMb: number;
  production: boolean;
  /** Time of the nightly backup, HH:MM in the server's time zone; undefined when turned off. */
  backupTime: string | undefined;
  backupRetention: BackupRetention;
  /** A second folder (USB disk, network share) that receives a copy of each backup. */
  backupCopyDir: string | undefined;
  /** Bearer token of GET /api/metrics; undefined: the endpoint is off. */
  metricsToken: string | undefined;
  /** Base64 of the 32-byte key of uploaded files; undefined: DATA_DIR/uploads.key, generated at first use. */
  uploadsKey: string | undefined;
  /** Days after their season's end that families' uploaded files are kept. */
  uploadRetentionDays: number;
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value throws one clear line naming the variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Readonly<Config> => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  const port = e.PORT ?? 3000;
  const dataDir = resolve(e.DATA_DIR ?? 'data');
  return Object.freeze({
    port,
    host: e.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: e.DATABASE_URL ?? `sqlite:${resolve(dataDir, 'club.sqlite')}`,
    adminLogin: e.ADMIN_LOGIN ?? 'admin',
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Club de natation <no-reply@club.local>',
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL ?? 'info',
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    rateLimitMax: e.RATE_LIMIT_MAX ?? 600,
    retentionMonths: e.RETENTION_MONTHS ?? 36,
    responseCacheMb: e.RESPONSE_CACHE_MB ?? 16,
    production: e.NODE_ENV === 'production',
    backupTime: e.BACKUP_TIME === 'off' ? undefined : (e.BACKUP_TIME ?? '03:00'),
    backupRetention: retentionOf(e.BACKUP_KEEP),
    backupCopyDir: e.BACKUP_COPY_DIR === undefined ? undefined : resolve(e.BACKUP_COPY_DIR),
    metricsToken: e.METRICS_TOKEN,
    uploadsKey: e.UPLOADS_KEY,
    uploadRetentionDays: e.UPLOAD_RETENTION_DAYS ?? 60,
  });
};
