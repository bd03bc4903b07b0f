import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '../src/db/database.js';
import { systemClock } from '../src/lib/clock.js';
import { parseArgs } from './args.js';
import { startCeiling } from './ceiling.js';
import { cpuSecondsOf, processCpuSeconds } from './cpu.js';
import { freshDatabase } from './database.js';
import { runLoad } from './load.js';
import { formatReport, formatScaling, type EndpointResult, type RunReport } from './report.js';
import { buildScenarios, type BenchRequest } from './scenarios.js';
import { seedBenchClub } from './seed.js';
import { startServer } from './server.js';

/**
 * `npm run bench`: seeds a fresh database with a club of the chosen size, starts the
 * production server, loads each main endpoint with autocannon next to a bare Fastify
 * ceiling serving the same bytes, times the members export and prints the figures.
 */
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = join(tmpdir(), 'club-bench-results');
const WARM_UP_SECONDS = 1;
/**
 * Writes warm up on targets of their own, as many as it takes to load what their first call
 * loads and let the JIT compile their code: a server that has run for a day is past that.
 */
const WRITE_WARM_UP_REQUESTS = 200;
const out = (line: string) => process.stdout.write(`${line}\n`);

/** One request on its own connection (a kept-alive one may be closed by the server while idle). */
const send = (baseUrl: string, request: BenchRequest) =>
  new Promise<{ status: number; contentType: string; body: string; bytes: number }>((resolve, reject) => {
    const headers =
      request.body === undefined ? request.headers : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) };
    const req = http.request(`${baseUrl}${request.path}`, { method: request.method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: response.headers['content-type'] ?? 'application/json',
          body: Buffer.concat(chunks).toString(),
          bytes: chunks.reduce((sum, chunk) => sum + chunk.length, 0),
        }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end(request.body);
  });

const main = async () => {
  const args = parseArgs(process.argv.slice(2));
  out(`Building the server bundle…`);
  execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'inherit' });

  const target = await freshDatabase(args);
  out(`Seeding ${args.members.toLocaleString('en-US')} members on ${args.db}…`);
  const seedStarted = Date.now();
  const database = openDatabase(target.url);
  let fixtures;
  try {
    await migrateToLatest(database);
    fixtures = await seedBenchClub(database.db, database.dialect, systemClock, { members: args.members, groups: 60, staff: 50 });
    // Dead rows of the seeding's counter updates cleared and fresh statistics, as autovacuum gives a live database.
    if (database.dialect === 'postgres') await sql`vacuum analyze`.execute(database.db);
  } finally {
    await database.close();
  }
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  out(`Seeded in ${seedSeconds.toFixed(1)} s.`);

  const server = await startServer(
    join(serverDir, 'dist/server.js'),
    {
      DATABASE_URL: target.url,
      DATA_DIR: target.dataDir,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
      // The bench is one address sending thousands of requests a second.
      RATE_LIMIT_MAX: '1000000000',
      LOG_LEVEL: 'warn',
      ...(args.noCache ? { RESPONSE_CACHE_MB: '0' } : {}),
    },
    args.port,
    args.profile ? join(resultsDir, 'profiles') : undefined,
  );
  const ceiling = await startCeiling(args.port + 1);
  const report: RunReport = {
    db: args.db,
    members: args.members,
    connections: args.connections,
    duration: args.duration,
    endpoints: [],
    export: undefined,
    peakRssBytes: 0,
    seedSeconds,
  };
  try {
    const login = await send(server.baseUrl, {
      method: 'POST',
      path: '/api/coach/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: fixtures.adminLogin, password: fixtures.password }),
    });
    if (login.status !== 200) throw new Error(`Admin login failed: ${login.status} ${login.body}`);
    const access = (JSON.parse(login.body) as { token: { access: string } }).token.access;
    const selected = (name: string) => args.only.length === 0 || args.only.some((word) => name.includes(word));
    const load = { connections: args.connections };

    for (const scenario of buildScenarios(fixtures, access, systemClock.now()).filter((s) => selected(s.name))) {
      // One real answer first: its bytes are what the ceiling serves. Writes use target 0 for it.
      const sample = await send(server.baseUrl, scenario.request(0));
      if (sample.status >= 300) out(`  ${scenario.name}: the sample request answered ${sample.status} ${sample.body.slice(0, 300)}`);
      let next = 1;
      const request = (_n: number) => scenario.request(next++);
      if (scenario.kind === 'read') await runLoad({ ...load, baseUrl: server.baseUrl, seconds: WARM_UP_SECONDS, request });
      else await runLoad({ ...load, baseUrl: server.baseUrl, seconds: WARM_UP_SECONDS, request, maxRequests: WRITE_WARM_UP_REQUESTS });
      const cpuBefore = { server: processCpuSeconds(server.pid), db: cpuSecondsOf('postgres') };
      // The targets left after the sample and the warm-up.
      const maxRequests = scenario.targets === undefined ? undefined : scenario.targets - next;
      const measured = await runLoad({
        ...load,
        baseUrl: server.baseUrl,
        seconds: args.duration,
        request,
        ...(maxRequests === undefined ? {} : { maxRequests }),
      });
      const cpuPerRequest = (seconds: number) => ((seconds * 1000) / Math.max(1, measured.requests)).toFixed(2);
      const serverCpu = cpuPerRequest(processCpuSeconds(server.pid) - cpuBefore.server);
      const dbCpu = args.db === 'postgres' ? `, database ${cpuPerRequest(cpuSecondsOf('postgres') - cpuBefore.db)}` : '';
      await ceiling.serve({ status: sample.status, contentType: sample.contentType, body: sample.body });
      await runLoad({ ...load, baseUrl: ceiling.baseUrl, seconds: WARM_UP_SECONDS, request: () => scenario.request(0) });
      const bare = await runLoad({ ...load, baseUrl: ceiling.baseUrl, seconds: args.duration, request: () => scenario.request(0) });
      const result: EndpointResult = { name: scenario.name, kind: scenario.kind, server: measured, ceiling: bare };
      report.endpoints.push(result);
      out(
        `  ${scenario.name.padEnd(20)} ${measured.rps.toFixed(0).padStart(6)} req/s (${measured.requests} requests)  p50 ${measured.p50} ms  p95 ${measured.p95} ms  p99 ${measured.p99} ms` +
          `  ceiling ${bare.rps.toFixed(0)} req/s  (${sample.body.length} bytes)  peak ${(server.peakRss() / 2 ** 20).toFixed(0)} MB` +
          `  CPU ms/request: server ${serverCpu}${dbCpu}` +
          (measured.failures > 0 ? `  ${measured.failures} errors, e.g. ${measured.failureSample ?? ''}` : ''),
      );
    }

    if (selected('export')) {
      const started = performance.now();
      const response = await send(server.baseUrl, {
        method: 'GET',
        path: '/api/student/export',
        headers: { authorization: `Bearer ${access}` },
      });
      const seconds = (performance.now() - started) / 1000;
      if (response.status !== 200) throw new Error(`Export answered ${response.status}`);
      report.export = { seconds, bytes: response.bytes, rows: fixtures.subscriptions };
      out(`  export               ${seconds.toFixed(2)} s, ${response.bytes} bytes`);
    }
    report.peakRssBytes = server.peakRss();
  } catch (error) {
    out(`Server output:\n${server.output()}`);
    throw error;
  } finally {
    ceiling.stop();
    await server.stop();
    if (args.profile) out(`CPU profile of the server written under ${join(resultsDir, 'profiles')}`);
    if (args.db === 'sqlite') rmSync(target.dataDir, { recursive: true, force: true });
  }

  out('');
  if (args.noCache) out('Response cache off (--no-cache): every read computed afresh.');
  out(formatReport(report));
  // Only complete runs are kept for the scaling comparison: a partial one would stand in for them.
  // The scaling comparison is between complete runs of the server as it ships.
  if (args.only.length > 0 || args.noCache) return;
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, `${args.db}-${args.members}.json`), JSON.stringify(report, null, 2));
  for (const file of readdirSync(resultsDir).filter((f) => f.startsWith(`${args.db}-`))) {
    const other = JSON.parse(readFileSync(join(resultsDir, file), 'utf8')) as RunReport;
    const scaling = other.members < report.members ? formatScaling(other, report) : formatScaling(report, other);
    if (scaling !== undefined && other.members !== report.members) out(`\n${scaling}`);
  }
};

main().catch((error: unknown) => {
  const cause = error instanceof Error && error.cause !== undefined ? `\nCaused by: ${String(error.cause)}` : '';
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}${cause}\n`);
  process.exit(1);
});
