import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { ACCESS_MATRIX } from '../src/auth/access-matrix.js';
import { migrateToLatest, openDatabase } from '../src/db/database.js';
import { systemClock } from '../src/lib/clock.js';
import { createTestApp } from '../src/test/harness.js';
import { parseArgs } from './args.js';
import { startCeiling } from './ceiling.js';
import { cpuSecondsOf, processCpuSeconds } from './cpu.js';
import { freshDatabase } from './database.js';
import { quantile, runLoad, type LoadResult } from './load.js';
import { loginEachStaffOnce, prepareReads, seedReads, staffLogin, type SeededReads } from './prepare.js';
import { formatReport, formatScaling, type EndpointResult, type ExportResult, type RunReport } from './report.js';
import { discoverReads, fillRoute, isListPage, type ReadRoute } from './routes.js';
import { buildScenarios, type BenchRequest } from './scenarios.js';
import { benchClubOf, seedBenchClub, type BenchFixtures } from './seed.js';
import { prepareWrites, seedWrites, uploadFiles, type WriteFixtures } from './writes.js';
import { startServer, type ServerProcess } from './server.js';

/**
 * `npm run bench`: seeds a fresh database with a club of the chosen size, discovers every GET
 * route of the server and fills it from the seeded club, then loads each JSON read on the
 * production server next to a bare Fastify ceiling serving the same bytes, times each file
 * answer (exports), runs the login and the writes, and loads every read again on a second
 * server process without the response cache. Prints the figures.
 */
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = join(tmpdir(), 'club-bench-results');
const READ_WARM_UP_SECONDS = 0.5;
const SCENARIO_WARM_UP_SECONDS = 1;
/**
 * Writes warm up on targets of their own, as many as it takes to load what their first call
 * loads and let the JIT compile their code: a server that has run for a day is past that.
 */
const WRITE_WARM_UP_REQUESTS = 200;
/** An export is called once to warm up, then this many times one after the other. */
const EXPORT_CALLS = 3;
/** Access tokens last 15 minutes: the admin logs in again well before. */
const LOGIN_REFRESH_MS = 10 * 60_000;
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

/**
 * Waits until the server answers its health check within 50 ms (30 s at most): a load leaves
 * answers still being computed after its clients have gone, which the next route would pay.
 */
const settle = async (baseUrl: string): Promise<void> => {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${baseUrl}/api/health`).then(
      (response) => response.arrayBuffer(),
      () => undefined,
    );
    if (performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/**
 * The server's peak memory (VmHWM) since the last figure, printed after each route so that the
 * run log shows which one raised it; read once the server has settled, so answers still being
 * computed after a slow route's clients have gone count for that route, not the next.
 */
const peakOf = async (server: ServerProcess): Promise<string> => {
  await settle(server.baseUrl);
  return `  peak ${(server.phasePeak() / 1024 / 1024).toFixed(0)} MB`;
};

/** The routes of the server, from the route table of the app built in this process (over an empty database). */
const routeTable = async () => {
  const t = await createTestApp({
    openDatabase: () => {
      const database = openDatabase('sqlite::memory:');
      return Promise.resolve({ database, drop: () => database.close() });
    },
  });
  try {
    return [...t.app.routeList];
  } finally {
    await t.close();
  }
};

/** The admin's Authorization header, logged in again before the access token runs out. */
const staffAuth = (baseUrl: string, fixtures: BenchFixtures) => {
  let header = '';
  let at = 0;
  return async (): Promise<string> => {
    if (Date.now() - at > LOGIN_REFRESH_MS) {
      header = await staffLogin(baseUrl, fixtures);
      at = Date.now();
    }
    return header;
  };
};

interface FilledRead {
  route: ReadRoute;
  path: string;
}

const loadLine = (load: LoadResult) =>
  `${load.rps.toFixed(0).padStart(6)} req/s  p50 ${load.p50.toFixed(1)} ms  p99 ${load.p99.toFixed(1)} ms` +
  (load.failures > 0 ? `  ${load.failures} errors, e.g. ${load.failureSample ?? ''}` : '');

/**
 * A copy of the bundle for this run alone, so that a build made meanwhile in the repository
 * does not change the server between its two processes; its packages are the repository's.
 */
const privateBundle = (): { entry: string; remove: () => void } => {
  const folder = mkdtempSync(join(tmpdir(), 'club-bench-bundle-'));
  copyFileSync(join(serverDir, 'dist/server.js'), join(folder, 'server.js'));
  symlinkSync(resolve(serverDir, '../../node_modules'), join(folder, 'node_modules'), 'dir');
  return { entry: join(folder, 'server.js'), remove: () => rmSync(folder, { recursive: true, force: true }) };
};

const main = async () => {
  const args = parseArgs(process.argv.slice(2));
  out(`Building the server bundle…`);
  execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'inherit' });
  const bundle = privateBundle();

  const target = await freshDatabase(args);
  const jwtSecret = randomBytes(32).toString('base64url');
  out(`Seeding ${args.members.toLocaleString('en-US')} members on ${args.db}…`);
  const seedStarted = Date.now();
  const database = openDatabase(target.url);
  let fixtures: BenchFixtures;
  let seeded: SeededReads;
  let writes: WriteFixtures;
  try {
    await migrateToLatest(database);
    fixtures = await seedBenchClub(database.db, database.dialect, systemClock, benchClubOf(args.members));
    seeded = await seedReads(database.db, systemClock, jwtSecret, fixtures);
    writes = await seedWrites(database.db, systemClock, fixtures);
    // Dead rows of the seeding's counter updates cleared and fresh statistics, as autovacuum gives a live database.
    if (database.dialect === 'postgres') await sql`vacuum analyze`.execute(database.db);
  } finally {
    await database.close();
  }
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  out(`Seeded in ${seedSeconds.toFixed(1)} s.`);

  const selected = (name: string) => args.only.length === 0 || args.only.some((word) => name.includes(word));
  const discovered = discoverReads(await routeTable(), ACCESS_MATRIX).filter((route) => selected(route.url));
  const env = {
    DATABASE_URL: target.url,
    DATA_DIR: target.dataDir,
    JWT_SECRET: jwtSecret,
    ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
    // The bench is one address sending thousands of requests a second.
    RATE_LIMIT_MAX: '1000000000',
    LOG_LEVEL: 'warn',
    // Behind a proxy, as deployed: the family sign-ins come from addresses of their own (X-Forwarded-For).
    TRUST_PROXY: 'true',
    // The web build the bundle finds beside it in the repository.
    WEB_DIST: resolve(serverDir, '../web/dist'),
  };
  const start = (extra: Record<string, string>) =>
    startServer(bundle.entry, { ...env, ...extra }, args.port, args.profile ? join(resultsDir, 'profiles') : undefined);
  const report: RunReport = {
    db: args.db,
    members: args.members,
    connections: args.connections,
    duration: args.duration,
    reads: [],
    exports: [],
    endpoints: [],
    peakRssBytes: 0,
    seedSeconds,
  };
  const failed: string[] = [];
  const load = { connections: args.connections };

  // The server as it ships: every read with its ceiling, the exports, the login and the writes.
  let server: ServerProcess = await start({});
  const ceiling = await startCeiling(args.port + 1);
  const reads: FilledRead[] = [];
  let familyCookie = '';
  try {
    let auth = staffAuth(server.baseUrl, fixtures);
    const context = await prepareReads(server.baseUrl, seeded, await auth());
    familyCookie = context.familyCookie;
    const unfilled = discovered.flatMap((route) => {
      const filled = fillRoute(route, context.ids);
      return filled.unfilled === undefined ? [] : [`GET ${route.url}: ${filled.unfilled.join(', ')}`];
    });
    if (unfilled.length > 0) throw new Error(`No value for these parameters (bench/routes.ts):\n${unfilled.join('\n')}`);
    const all = discovered.map((route) => ({ route, path: fillRoute(route, context.ids).path! }));
    const headersOf = async (route: ReadRoute): Promise<Record<string, string>> =>
      route.audience === 'staff' ? { authorization: await auth() } : route.audience === 'family' ? { cookie: familyCookie } : {};

    out(`Server started and prepared:${await peakOf(server)}`);
    if (all.length > 0) out(`\n${all.length} GET routes; with the response cache (the server as it ships):`);
    for (const [index, { route, path }] of all.entries()) {
      const progress = `[${index + 1}/${all.length}] ${route.url}`;
      const headers = await headersOf(route);
      const request = (): BenchRequest => ({ method: 'GET', path, headers });
      await settle(server.baseUrl);
      const sample = await send(server.baseUrl, request());
      if (sample.status >= 300) {
        failed.push(`GET ${path} (${route.audience}) answered ${sample.status} ${sample.body.slice(0, 200)}`);
        out(`${progress}  answered ${sample.status}: not measured`);
        continue;
      }
      // A file, or a GET that changes data (fifty clients at once would queue thousands of mails, and
      // every later read would list them): timed call by call.
      if (route.changesData || !sample.contentType.startsWith('application/json')) {
        const times: number[] = [];
        for (let call = 0; call <= EXPORT_CALLS; call += 1) {
          const started = performance.now();
          const answer = await send(server.baseUrl, request());
          if (answer.status !== 200) throw new Error(`${progress} answered ${answer.status} on call ${call}`);
          if (call > 0) times.push((performance.now() - started) / 1000);
        }
        times.sort((a, b) => a - b);
        const result: ExportResult = {
          route: route.url,
          path,
          contentType: sample.contentType,
          bytes: sample.bytes,
          calls: times.length,
          p50Seconds: quantile(times, 0.5),
          maxSeconds: times[times.length - 1]!,
        };
        report.exports.push(result);
        out(
          `${progress}  export ${sample.contentType.split(';')[0]}  p50 ${result.p50Seconds.toFixed(3)} s  max ${result.maxSeconds.toFixed(3)} s  ${sample.bytes} bytes${await peakOf(server)}`,
        );
        continue;
      }
      await runLoad({ ...load, baseUrl: server.baseUrl, seconds: READ_WARM_UP_SECONDS, request });
      const cpuBefore = processCpuSeconds(server.pid);
      const cached = await runLoad({ ...load, baseUrl: server.baseUrl, seconds: args.duration, request });
      const cpu = (((processCpuSeconds(server.pid) - cpuBefore) * 1000) / Math.max(1, cached.requests)).toFixed(2);
      await ceiling.serve({ status: sample.status, contentType: sample.contentType, body: sample.body });
      await runLoad({ ...load, baseUrl: ceiling.baseUrl, seconds: READ_WARM_UP_SECONDS, request });
      const bare = await runLoad({ ...load, baseUrl: ceiling.baseUrl, seconds: args.duration, request });
      report.reads.push({
        route: route.url,
        path,
        bytes: sample.bytes,
        listPage: isListPage(route),
        cached,
        uncached: undefined,
        ceiling: bare,
      });
      reads.push({ route, path });
      out(
        `${progress}  ${loadLine(cached)}  ceiling ${bare.rps.toFixed(0)} req/s  ${sample.bytes} bytes  CPU ${cpu} ms/request${await peakOf(server)}`,
      );
    }

    // A new server process on the same database, its predecessor's peak memory kept.
    const restart = async (extra: Record<string, string>) => {
      report.peakRssBytes = Math.max(report.peakRssBytes, server.peakRss());
      await server.stop();
      server = await start(extra);
      auth = staffAuth(server.baseUrl, fixtures);
    };

    // The same reads on a second process without the response cache: each computed afresh, as right
    // after a write. Before the writes, so that both figures are of the same club (the writes add
    // sheets, uploads, absences, payments that some reads then list).
    if (reads.length > 0) {
      await restart({ RESPONSE_CACHE_MB: '0' });
      out(`\n${reads.length} JSON reads without the response cache (RESPONSE_CACHE_MB=0):`);
    }
    for (const [index, { route, path }] of reads.entries()) {
      const headers = await headersOf(route);
      const request = (): BenchRequest => ({ method: 'GET', path, headers });
      await settle(server.baseUrl);
      // One answer on its own first: it comes once the server is through what the last load left.
      await send(server.baseUrl, request());
      await runLoad({ ...load, baseUrl: server.baseUrl, seconds: READ_WARM_UP_SECONDS, request });
      const uncached = await runLoad({ ...load, baseUrl: server.baseUrl, seconds: args.duration, request });
      report.reads.find((r) => r.path === path)!.uncached = uncached;
      out(`[${index + 1}/${reads.length}] ${route.url}  ${loadLine(uncached)}${await peakOf(server)}`);
    }
    // The login and the writes, after the reads (writes change what reads see), on a third process
    // as it ships.
    if (reads.length > 0) await restart({});
    const access = (await auth()).slice('Bearer '.length);
    const now = systemClock.now();
    // The family space's, the payments', the sync's and the edits' writes need families signed in and files built first.
    const without = new Set(buildScenarios(fixtures, access, now).map((s) => s.name));
    const names = buildScenarios(fixtures, access, now, {
      fixtures: writes,
      context: { absenceCookies: [''], uploads: [{ cookie: '', memberId: 0, kind: '' }] },
      files: { photo: Buffer.alloc(0), pdf: Buffer.alloc(0) },
    }).map((s) => s.name);
    const scenarios = names.some((name) => selected(name) && !without.has(name))
      ? buildScenarios(fixtures, access, now, {
          fixtures: writes,
          context: await prepareWrites(server.baseUrl, writes, await auth(), now.toISOString().slice(0, 10)),
          files: await uploadFiles(),
        }).filter((s) => selected(s.name))
      : buildScenarios(fixtures, access, now).filter((s) => selected(s.name));
    if (scenarios.some((s) => s.name === 'login')) await loginEachStaffOnce(server.baseUrl, fixtures);
    if (scenarios.length > 0) out('\nLogin and writes:');
    for (const scenario of scenarios) {
      await settle(server.baseUrl);
      // One real answer first: its bytes are what the ceiling serves. Writes use target 0 for it.
      const sample = await send(server.baseUrl, scenario.request(0));
      if (sample.status >= 300) out(`  ${scenario.name}: the sample request answered ${sample.status} ${sample.body.slice(0, 300)}`);
      let next = 1;
      const request = (_n: number) => scenario.request(next++);
      const scenarioLoad = { connections: scenario.connections ?? args.connections };
      if (scenario.kind === 'read') await runLoad({ ...scenarioLoad, baseUrl: server.baseUrl, seconds: SCENARIO_WARM_UP_SECONDS, request });
      else
        await runLoad({
          ...scenarioLoad,
          baseUrl: server.baseUrl,
          // Long enough for the warm-up calls of a slow write (5 MB uploads).
          seconds: Math.max(SCENARIO_WARM_UP_SECONDS, scenario.warmUp ?? 0),
          request,
          maxRequests: scenario.warmUp ?? WRITE_WARM_UP_REQUESTS,
        });
      // What the warm-up left being computed (a login's password hashes) is not the run's to pay.
      await settle(server.baseUrl);
      const cpuBefore = { server: processCpuSeconds(server.pid), db: cpuSecondsOf('postgres') };
      // The targets left after the sample and the warm-up.
      const maxRequests = scenario.targets === undefined ? undefined : scenario.targets - next;
      const measured = await runLoad({
        ...scenarioLoad,
        baseUrl: server.baseUrl,
        seconds: Math.max(args.duration, scenario.minSeconds ?? 0),
        request,
        ...(maxRequests === undefined ? {} : { maxRequests }),
      });
      const cpuPerRequest = (seconds: number) => ((seconds * 1000) / Math.max(1, measured.requests)).toFixed(2);
      const serverCpu = cpuPerRequest(processCpuSeconds(server.pid) - cpuBefore.server);
      const dbCpu = args.db === 'postgres' ? `, database ${cpuPerRequest(cpuSecondsOf('postgres') - cpuBefore.db)}` : '';
      await ceiling.serve({ status: sample.status, contentType: sample.contentType, body: sample.body });
      await runLoad({ ...scenarioLoad, baseUrl: ceiling.baseUrl, seconds: SCENARIO_WARM_UP_SECONDS, request: () => scenario.request(0) });
      const bare = await runLoad({ ...scenarioLoad, baseUrl: ceiling.baseUrl, seconds: args.duration, request: () => scenario.request(0) });
      const result: EndpointResult = {
        name: scenario.name,
        kind: scenario.kind,
        server: measured,
        ceiling: bare,
        connections: scenarioLoad.connections,
        ...(scenario.targetP99Ms === undefined ? {} : { targetP99Ms: scenario.targetP99Ms }),
      };
      report.endpoints.push(result);
      out(
        `  ${scenario.name.padEnd(20)} ${loadLine(measured)}  ceiling ${bare.rps.toFixed(0)} req/s  CPU ms/request: server ${serverCpu}${dbCpu}${await peakOf(server)}`,
      );
    }
    report.peakRssBytes = Math.max(report.peakRssBytes, server.peakRss());
  } catch (error) {
    out(`Server output:\n${server.output()}`);
    throw error;
  } finally {
    ceiling.stop();
    await server.stop();
    bundle.remove();
    if (args.profile) out(`CPU profiles of the servers written under ${join(resultsDir, 'profiles')}`);
    if (args.db === 'sqlite') rmSync(target.dataDir, { recursive: true, force: true });
  }
  out('');
  out(formatReport(report));
  if (failed.length > 0) out(`\nNot measured (the sample answered outside 2xx):\n${failed.map((f) => `- ${f}`).join('\n')}`);
  // Only complete runs are kept for the scaling comparison: a partial one would stand in for them.
  if (args.only.length > 0) return;
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, `${args.db}-${args.members}.json`), JSON.stringify(report, null, 2));
  for (const file of readdirSync(resultsDir).filter((f) => f.startsWith(`${args.db}-`))) {
    const other = JSON.parse(readFileSync(join(resultsDir, file), 'utf8')) as RunReport;
    // Results saved by an earlier version of the bench have no reads.
    if (!Array.isArray(other.reads) || !Array.isArray(other.exports) || other.members === report.members) continue;
    const scaling = other.members < report.members ? formatScaling(other, report) : formatScaling(report, other);
    if (scaling !== undefined) out(`\n${scaling}`);
  }
};

main().catch((error: unknown) => {
  const cause = error instanceof Error && error.cause !== undefined ? `\nCaused by: ${String(error.cause)}` : '';
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}${cause}\n`);
  process.exit(1);
});
