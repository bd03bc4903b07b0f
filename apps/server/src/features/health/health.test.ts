import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HealthCheckDto, HealthReadyDto, HealthStatusDto } from '@club/domain';
import type { FastifyInstance } from 'fastify';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { AppDeps } from '../../app-deps.js';
import { openDatabase } from '../../db/database.js';
import type { DB } from '../../db/types.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { statfsDiskSpace } from './disk-space.js';

const START = '2026-11-21T10:00:00.000Z';
const HOUR = 60 * 60 * 1000;
const MB = 1_000_000;
const ago = (ms: number) => new Date(Date.parse(START) - ms).toISOString();

describe('health checks (docs/operations.md)', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let admin: StaffMember;
  let coach: StaffMember;
  /** The simulated disk of DATA_DIR. */
  let freeBytes = 20_000 * MB;

  const buildWith = async (deps: Partial<AppDeps>) => {
    const built = await buildApp({
      deps: { ...t.deps, readDiskSpace: async () => ({ freeBytes, totalBytes: 32_000 * MB }), ...deps },
      logger: false,
    });
    await built.ready();
    return built;
  };
  const ready = async (on: FastifyInstance = app) => {
    const response = await on.inject({ method: 'GET', url: '/api/health/ready' });
    return { statusCode: response.statusCode, body: response.body, report: response.json<HealthReadyDto>() };
  };
  const check = <N extends HealthCheckDto['name']>(report: HealthReadyDto, name: N) =>
    report.checks.find((c): c is Extract<HealthCheckDto, { name: N }> => c.name === name)!;

  const addMail = (status: string, createdAt: string) =>
    t.deps.db
      .insertInto('mail_outbox')
      .values({
        kind: 'GROUP_MAIL',
        to_addresses: '["famille@example.org"]',
        bcc_addresses: '[]',
        subject: 'Stage de Noël',
        text_body: 'Bonjour',
        html_body: null,
        language: 'fr',
        status,
        attempts: status === 'FAILED' ? 6 : 0,
        next_attempt_at: createdAt,
        last_error: status === 'FAILED' ? 'mailbox famille@example.org unavailable' : null,
        created_at: createdAt,
        sent_at: null,
      })
      .execute();
  const addBackup = (status: string, finishedAt: string | null, error: string | null = null) =>
    t.deps.db
      .insertInto('backup_runs')
      .values({
        kind: 'NIGHTLY',
        status,
        started_at: finishedAt ?? START,
        finished_at: finishedAt,
        location: '/srv/club/backups/club-x.sqlite',
        error,
      })
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    coach = await t.staff(['COACH']);
    app = await buildWith({});
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });
  beforeEach(async () => {
    freeBytes = 20_000 * MB;
    t.clock.set(START);
    await t.deps.db.deleteFrom('mail_outbox').execute();
    await t.deps.db.deleteFrom('backup_runs').execute();
  });

  it('keeps the liveness answer: 200 {"status":"ok"}', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 200 with every check ok on a fresh app, with figures only', async () => {
    const { statusCode, report, body } = await ready();
    expect(statusCode).toBe(200);
    expect(report.status).toBe('ok');
    expect(report.checks.map((c) => [c.name, c.status])).toEqual([
      ['database', 'ok'],
      ['disk', 'ok'],
      ['outbox', 'ok'],
      ['backup', 'ok'],
    ]);
    expect(check(report, 'database').latencyMs).toBeGreaterThanOrEqual(0);
    expect(check(report, 'disk')).toMatchObject({ freeBytes: 20_000 * MB, totalBytes: 32_000 * MB });
    expect(check(report, 'outbox')).toMatchObject({ failed: 0, pending: 0, oldestPendingAgeSeconds: null });
    expect(check(report, 'backup')).toMatchObject({ lastSuccessAgeSeconds: null, lastRunFailed: false, inUseForSeconds: 0 });
    expect(body).not.toContain('/tmp');
  });

  it('warns with 500 MB free and answers 503 with 50 MB free (simulated disk)', async () => {
    freeBytes = 500 * MB;
    const low = await ready();
    expect(low.statusCode).toBe(200);
    expect(low.report.status).toBe('warning');
    expect(check(low.report, 'disk')).toMatchObject({ status: 'warning', freeBytes: 500 * MB });

    freeBytes = 50 * MB;
    const full = await ready();
    expect(full.statusCode).toBe(503);
    expect(full.report.status).toBe('error');
    expect(check(full.report, 'disk')).toMatchObject({ status: 'error', freeBytes: 50 * MB });
    expect(check(full.report, 'database').status).toBe('ok');
  });

  it('warns about a failed mail with the count, without its address or error', async () => {
    await addMail('FAILED', ago(2 * HOUR));
    await addMail('FAILED', ago(8 * 24 * HOUR));
    await addMail('SENT', ago(HOUR));
    const { statusCode, report, body } = await ready();
    expect(statusCode).toBe(200);
    expect(check(report, 'outbox')).toEqual({ name: 'outbox', status: 'warning', failed: 1, pending: 0, oldestPendingAgeSeconds: null });
    expect(body).not.toContain('example.org');
  });

  it('warns about a mail waiting for more than an hour (the sender is not running)', async () => {
    await addMail('QUEUED', ago(10 * 60 * 1000));
    expect(check((await ready()).report, 'outbox')).toMatchObject({ status: 'ok', pending: 1, oldestPendingAgeSeconds: 600 });
    await addMail('SENDING', ago(2 * HOUR));
    expect(check((await ready()).report, 'outbox')).toMatchObject({ status: 'warning', pending: 2, oldestPendingAgeSeconds: 7200 });
  });

  it('warns when there has been no backup at all for more than 48 hours of use', async () => {
    t.clock.set(new Date(Date.parse(START) + 72 * HOUR));
    const { statusCode, report } = await ready();
    expect(statusCode).toBe(200);
    expect(check(report, 'backup')).toMatchObject({ status: 'warning', lastSuccessAgeSeconds: null, inUseForSeconds: 72 * 3600 });
  });

  it('is ok with a backup 3 hours old, warns at 50 hours and when the latest run failed', async () => {
    await addBackup('OK', ago(3 * HOUR));
    expect(check((await ready()).report, 'backup')).toMatchObject({ status: 'ok', lastSuccessAgeSeconds: 3 * 3600, lastRunFailed: false });

    t.clock.set(new Date(Date.parse(START) + 47 * HOUR));
    const old = await ready();
    expect(old.statusCode).toBe(200);
    expect(check(old.report, 'backup')).toMatchObject({ status: 'warning', lastSuccessAgeSeconds: 50 * 3600 });

    t.clock.set(START);
    await addBackup('FAILED', ago(HOUR), 'ENOSPC: no space left on device, write /srv/club/backups/x');
    const failed = await ready();
    expect(check(failed.report, 'backup')).toMatchObject({ status: 'warning', lastSuccessAgeSeconds: 3 * 3600, lastRunFailed: true });
    expect(failed.body).not.toContain('ENOSPC');
    expect(failed.body).not.toContain('/srv');
  });

  it('gives the admins the details, and refuses coaches and anonymous callers', async () => {
    await addBackup('OK', ago(3 * HOUR));
    await addBackup('FAILED', ago(HOUR), 'ENOSPC: no space left on device');
    await addMail('QUEUED', ago(5 * 60 * 1000));
    const response = await app.inject({ method: 'GET', url: '/api/health/status', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const status = response.json<HealthStatusDto>();
    expect(status.status).toBe('warning');
    expect(status.details).toEqual({
      checkedAt: START,
      dialect: t.deps.dialect,
      backupTime: '03:00',
      lastBackupAt: ago(3 * HOUR),
      lastBackupKind: 'NIGHTLY',
      lastRunAt: ago(HOUR),
      lastRunStatus: 'FAILED',
      lastRunError: 'ENOSPC: no space left on device',
      oldestPendingAt: ago(5 * 60 * 1000),
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/api/health/status', headers: coach.headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/health/status' })).statusCode).toBe(401);
  });

  describe('with the database out of reach', () => {
    let broken: FastifyInstance;
    beforeAll(async () => {
      // Every query fails, with an error text naming a path that must not reach the answer.
      const unreachable = new Kysely<DB>({
        dialect: new SqliteDialect({ database: () => Promise.reject(new Error('SQLITE_CANTOPEN: /srv/club/secret.sqlite')) }),
      });
      broken = await buildWith({ db: unreachable });
    });
    afterAll(() => broken.close());

    it('answers 503 with the database in error and no error text, while liveness stays 200', async () => {
      const { statusCode, report, body } = await ready(broken);
      expect(statusCode).toBe(503);
      expect(report.status).toBe('error');
      expect(check(report, 'database')).toEqual({ name: 'database', status: 'error', latencyMs: null });
      expect(check(report, 'outbox')).toMatchObject({ status: 'warning', failed: null, pending: null });
      expect(check(report, 'disk').status).toBe('ok');
      expect(body).not.toMatch(/SQLITE|secret|srv/);
      expect((await broken.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });

    it.runIf(process.env.TEST_DATABASE_URL)('answers 503 when the PostgreSQL server does not answer', async () => {
      const nowhere = openDatabase('postgres://postgres@127.0.0.1:1/none');
      const unreachable = await buildWith({ db: nowhere.db, dialect: 'postgres' });
      try {
        const { statusCode, report } = await ready(unreachable);
        expect(statusCode).toBe(503);
        expect(check(report, 'database').status).toBe('error');
      } finally {
        await unreachable.close();
        await nowhere.close();
      }
    });
  });
});

describe('the disk space reader', () => {
  it('measures an existing folder, and a folder not created yet on its nearest parent', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'club-disk-'));
    try {
      const here = await statfsDiskSpace(folder);
      expect(here.totalBytes).toBeGreaterThan(0);
      expect(here.freeBytes).toBeGreaterThanOrEqual(0);
      expect(here.freeBytes).toBeLessThanOrEqual(here.totalBytes);
      const missing = await statfsDiskSpace(join(folder, 'not', 'yet'));
      expect(missing.totalBytes).toBe(here.totalBytes);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
