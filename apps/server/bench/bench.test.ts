import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ARGS, parseArgs } from './args.js';
import { processCpuSeconds } from './cpu.js';
import { quantile, runLoad } from './load.js';
import {
  formatReport,
  formatScaling,
  meetsTarget,
  readMeetsTarget,
  TARGETS,
  type EndpointResult,
  type ReadResult,
  type RunReport,
} from './report.js';
import { weekOf } from './scenarios.js';

const load = (rps: number, p99: number, failures = 0) => ({
  requests: rps * 5,
  failures,
  failureSample: undefined,
  rps,
  p50: p99 / 4,
  p95: p99 / 2,
  p99,
});
const endpoint = (name: string, kind: 'read' | 'write', rps: number, p99: number, ceiling = 3000): EndpointResult => ({
  name,
  kind,
  server: load(rps, p99),
  ceiling: load(ceiling, 5),
});
const read = (route: string, cached: number, uncached: number, listPage = true): ReadResult => ({
  route,
  path: route,
  bytes: 1000,
  listPage,
  cached: load(cached, 5),
  uncached: load(uncached, 40),
  ceiling: load(3000, 5),
});
const run = (members: number, pageRps: number, exportSeconds: number): RunReport => ({
  db: 'sqlite',
  members,
  connections: 50,
  duration: 2,
  reads: [read('/api/guardian/', pageRps, pageRps / 2), read('/api/group/', 2000, 100, false)],
  exports: [
    {
      route: '/api/student/export',
      path: '/api/student/export',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      bytes: 1_572_864,
      calls: 3,
      p50Seconds: exportSeconds,
      maxSeconds: exportSeconds * 1.2,
    },
  ],
  endpoints: [endpoint('login', 'read', 200, 300), endpoint('public submit', 'write', 1000, 60)],
  peakRssBytes: 200 * 1024 * 1024,
  seedSeconds: 3,
});

describe('bench arguments', () => {
  it('has the documented defaults and reads both option forms', () => {
    expect(parseArgs([])).toEqual(DEFAULT_ARGS);
    expect(parseArgs(['--members', '100000', '--db=postgres', '--only', 'login, export'])).toMatchObject({
      members: 100_000,
      db: 'postgres',
      only: ['login', 'export'],
    });
    // A flag takes no value: what follows it is the next option.
    expect(parseArgs(['--profile', '--members', '2000'])).toMatchObject({ profile: true, members: 2000 });
    expect(parseArgs(['--only', '/api/test', '--duration=1'])).toMatchObject({ only: ['/api/test'], duration: 1 });
    expect(DEFAULT_ARGS.duration).toBe(2);
  });

  it('refuses unknown options and bad values', () => {
    expect(() => parseArgs(['--fast'])).toThrow(/Unknown option --fast/);
    expect(() => parseArgs(['--members', '0'])).toThrow(/--members/);
    expect(() => parseArgs(['--db', 'mysql'])).toThrow(/sqlite or postgres/);
    expect(() => parseArgs(['--no-cache'])).toThrow(/Unknown option --no-cache/);
  });
});

describe('bench report', () => {
  it('checks reads against p99 and the ceiling ratio, writes against p99 and errors', () => {
    expect(meetsTarget(endpoint('a', 'read', 1500, 40))).toBe(true);
    expect(meetsTarget(endpoint('a', 'read', 500, 40))).toBe(false);
    expect(meetsTarget(endpoint('a', 'read', 1500, 60))).toBe(false);
    expect(meetsTarget(endpoint('a', 'write', 100, 90))).toBe(true);
    expect(meetsTarget({ ...endpoint('a', 'write', 100, 90), server: load(100, 90, 1) })).toBe(false);
  });

  it('checks a read cached and uncached against the same ceiling', () => {
    expect(readMeetsTarget(load(1000, 49), load(3000, 5))).toBe(true);
    expect(readMeetsTarget(load(999, 49), load(3000, 5))).toBe(false);
    expect(readMeetsTarget(load(1000, 50), load(3000, 5))).toBe(false);
    expect(readMeetsTarget(load(1000, 10, 1), load(3000, 5))).toBe(false);
  });

  it('prints each read with and without the cache, the exports, the login and writes, and the peak memory', () => {
    const text = formatReport(run(10_000, 1200, 1.5));
    expect(text).toContain('| /api/guardian/ | 1,000 | 3,000 | 1,200 | 5.0 | 0.40 | yes | 600 | 40 | 0.20 | NO |');
    expect(text).toContain('| /api/group/ | 1,000 | 3,000 | 2,000 | 5.0 | 0.67 | yes | 100 | 40 | 0.03 | NO |');
    expect(text).toContain('Reads meeting the target: cached 2 of 2, uncached 0 of 2.');
    expect(text).toContain(
      '| /api/student/export | application/vnd.openxmlformats-officedocument.spreadsheetml.sheet | 1.5 MB | 1.50 | 1.80 | yes |',
    );
    expect(text).toContain('| public submit | write | 1,000 |');
    expect(text).toContain('Server peak memory (VmHWM, every server process): 200 MB, target met: yes');
    expect(formatReport({ ...run(10_000, 1200, 1.5), peakRssBytes: 260 * 1024 * 1024 })).toContain('260 MB, target met: NO');
    expect(TARGETS.peakRssBytes).toBe(250 * 1024 * 1024);
    const silent = { ...run(10_000, 1200, 1.5), reads: [{ ...read('/api/season/', 1000, 0), uncached: load(0, 0) }] };
    expect(formatReport(silent)).toContain('| 0 | – | – | NO (no answer within the run) |');
  });

  it('compares the cost of each list page and each export between two sizes', () => {
    const text = formatScaling(run(10_000, 1200, 1.5), run(100_000, 1100, 15))!;
    expect(text).toContain('| /api/guardian/ | page | 1,200 → 1,100 (1.09×) | 600 → 550 (1.09×) | yes |');
    expect(text).toContain('| /api/student/export | export | 1.50 s → 15.00 s (10.00×) | – | yes |');
    // Not a list page: not compared.
    expect(text).not.toContain('/api/group/ |');
    expect(formatScaling(run(10_000, 1200, 1.5), run(100_000, 900, 20))).toContain('(1.33×) | 600 → 450 (1.33×) | NO |');
    expect(formatScaling(run(100_000, 1, 1), run(10_000, 1, 1))).toBeUndefined();
  });
});

describe('bench helpers', () => {
  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([quantile(values, 0.5), quantile(values, 0.95), quantile(values, 0.99), quantile([], 0.5)]).toEqual([50, 95, 99, 0]);
  });

  it('finds Monday to Sunday of the current week', () => {
    const week = weekOf(new Date('2026-11-21T22:00:00Z'));
    expect(new Date(week.start).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(new Date(week.end).toISOString()).toBe('2026-11-22T23:59:59.999Z');
  });

  it("stops a write run at its targets, and times every answer but each connection's first", async () => {
    // The first request on each connection waits 400 ms, as a late accept would make it.
    const server = http.createServer((request, response) => {
      const first = (request.socket as { served?: boolean }).served !== true;
      (request.socket as { served?: boolean }).served = true;
      setTimeout(() => response.end('ok'), first ? 400 : 1);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const result = await runLoad({
        baseUrl: `http://127.0.0.1:${port}`,
        connections: 5,
        seconds: 5,
        maxRequests: 100,
        request: () => ({ method: 'GET', path: '/', headers: {} }),
      });
      expect(result.requests).toBe(100);
      expect(result.failures).toBe(0);
      expect(result.p99).toBeLessThan(200);
      // Over the time the answers came (well under the 5 s allowed), not the run's allowance.
      expect(result.rps).toBeGreaterThan(100 / 4);
    } finally {
      server.close();
    }
  });

  it('times the first answers when a route is slower than the run', async () => {
    const server = http.createServer((_request, response) => {
      setTimeout(() => response.end('ok'), 700);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const result = await runLoad({
        baseUrl: `http://127.0.0.1:${port}`,
        connections: 2,
        seconds: 1,
        request: () => ({ method: 'GET', path: '/', headers: {} }),
      });
      expect(result.requests).toBeGreaterThan(0);
      expect(result.p99).toBeGreaterThan(600);
    } finally {
      server.close();
    }
  });

  it('reads the CPU time a process has used', () => {
    const before = processCpuSeconds(process.pid);
    // Busy for up to 2 s: the kernel counts in 10 ms ticks, and a loaded machine may lend few of them.
    const until = performance.now() + 2000;
    while (performance.now() < until && processCpuSeconds(process.pid) <= before);
    expect(before).toBeGreaterThan(0);
    expect(processCpuSeconds(process.pid)).toBeGreaterThan(before);
  });
});
