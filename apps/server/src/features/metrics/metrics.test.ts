import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';

const TOKEN = 'metrics-token-0123456789abcdef';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The Prometheus text format, sample lines only. */
const parse = (text: string): Sample[] =>
  text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (match === null) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });

describe('GET /api/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 like an unknown route, even with a token', async () => {
    const metrics = await t.call({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    const unknown = await t.call({ method: 'GET', url: '/api/no-such-route' });
    expect(metrics.statusCode).toBe(404);
    expect(metrics.json()).toEqual({ code: 'NOT_FOUND', message: 'No route GET /api/metrics' });
    expect(Object.keys(metrics.json<object>())).toEqual(Object.keys(unknown.json<object>()));
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let admin: StaffMember;
  const scrape = (authorization?: string) =>
    t.call({ method: 'GET', url: '/api/metrics', ...(authorization === undefined ? {} : { headers: { authorization } }) });

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    admin = await t.staff(['ADMIN']);
  });
  afterAll(() => t.close());

  it('refuses a missing, wrong or staff token with 401', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}z`,
      'Bearer short',
      TOKEN,
      admin.headers.authorization,
    ]) {
      const response = await scrape(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      expect(response.body).not.toContain('http_requests_total');
    }
  });

  it('counts requests per route pattern, never with the raw id, with latencies and the default process metrics', async () => {
    await t.call({ method: 'GET', url: '/api/group/987654', headers: admin.headers });
    await t.call({ method: 'GET', url: '/api/group/987654', headers: admin.headers });
    await t.call({ method: 'GET', url: '/api/no-such-route/555444' });
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parse(response.body);

    const group = samples.find((s) => s.name === 'http_requests_total' && s.labels.route === '/api/group/:id' && s.labels.method === 'GET');
    expect(group).toBeDefined();
    expect(group?.value).toBe(2);
    expect(group?.labels.status_code).toMatch(/^\d{3}$/);
    const latency = samples.find((s) => s.name === 'http_request_duration_seconds_count' && s.labels.route === '/api/group/:id');
    expect(latency?.value).toBe(2);
    expect(samples.some((s) => s.name === 'http_requests_total' && s.labels.route === 'unmatched' && s.labels.status_code === '404')).toBe(
      true,
    );
    expect(response.body).not.toContain('987654');
    expect(response.body).not.toContain('555444');
    expect(samples.some((s) => s.name === 'process_cpu_user_seconds_total')).toBe(true);
    expect(samples.some((s) => s.name === 'nodejs_heap_size_used_bytes')).toBe(true);
  });

  it('gives the outbox depth, the backup age and the database state', async () => {
    await t.deps.db
      .insertInto('mail_outbox')
      .values(
        ['QUEUED', 'QUEUED', 'FAILED'].map((status) => ({
          kind: 'GROUP_MAIL',
          to_addresses: '["a@example.org"]',
          bcc_addresses: '[]',
          subject: 'Sujet',
          text_body: 'Corps',
          html_body: null,
          language: 'fr',
          status,
          attempts: 0,
          next_attempt_at: t.clock.now().toISOString(),
          last_error: null,
          created_at: t.clock.now().toISOString(),
          sent_at: null,
        })),
      )
      .execute();
    const finishedAt = new Date(t.clock.now().getTime() - 3 * 3600 * 1000).toISOString();
    await t.deps.db
      .insertInto('backup_runs')
      .values({ kind: 'NIGHTLY', status: 'OK', started_at: finishedAt, finished_at: finishedAt })
      .execute();

    const samples = parse((await scrape(`Bearer ${TOKEN}`)).body);
    const value = (name: string, labels: Record<string, string> = {}) =>
      samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
    expect(value('club_mail_outbox_depth', { state: 'queued' })).toBe(2);
    expect(value('club_mail_outbox_depth', { state: 'failed' })).toBe(1);
    expect(value('club_backup_age_seconds')).toBe(3 * 3600);
    expect(value('club_backup_last_run_failed')).toBe(0);
    expect(value('club_database_up')).toBe(1);
    expect(value('club_data_dir_free_bytes')).toBeGreaterThan(0);
  });
});
