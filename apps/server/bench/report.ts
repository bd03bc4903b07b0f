import type { LoadResult } from './load.js';

/** Targets of the product, on the 2-core machine with 10,000 members. */
export const TARGETS = {
  readP99Ms: 50,
  readCeilingRatio: 1 / 3,
  writeP99Ms: 100,
  exportSeconds: 2,
  peakRssBytes: 250 * 1024 * 1024,
  /** 10× the members: one page of a list costs at most this much more, an export at most 12×. */
  pageScale: 1.2,
  exportScale: 12,
};

/** The login and the writes: named scenarios, measured on the server as it ships. */
export interface EndpointResult {
  name: string;
  kind: 'read' | 'write';
  server: LoadResult;
  /** The bare Fastify route with the same bytes. */
  ceiling: LoadResult | undefined;
  /** Concurrent clients of its load (fewer for 5 MB uploads). */
  connections?: number;
  /** A write's p99 target in ms when not TARGETS.writeP99Ms (uploads). */
  targetP99Ms?: number;
}

/** A discovered GET route answering JSON, loaded with and without the response cache. */
export interface ReadResult {
  /** The route as registered, e.g. `/api/group/:id`. */
  route: string;
  /** The path the bench called. */
  path: string;
  bytes: number;
  /** One page of a list (page/pageSize) or a list of one week: its cost must not grow with the club. */
  listPage: boolean;
  cached: LoadResult;
  /** Without the response cache (RESPONSE_CACHE_MB=0); undefined when that run did not happen. */
  uncached: LoadResult | undefined;
  ceiling: LoadResult;
}

/** A discovered GET route answering a file: timed over a few calls one after the other. */
export interface ExportResult {
  route: string;
  path: string;
  contentType: string;
  bytes: number;
  calls: number;
  p50Seconds: number;
  maxSeconds: number;
}

export interface RunReport {
  db: string;
  members: number;
  connections: number;
  duration: number;
  reads: ReadResult[];
  exports: ExportResult[];
  /** The login and the writes. */
  endpoints: EndpointResult[];
  /** Highest resident memory of the server processes (with the cache, without, for the writes). */
  peakRssBytes: number;
  seedSeconds: number;
}

const ratio = (server: LoadResult, ceiling: LoadResult | undefined): number | undefined =>
  ceiling === undefined || ceiling.rps === 0 ? undefined : server.rps / ceiling.rps;

export const ratioOf = (e: EndpointResult): number | undefined => ratio(e.server, e.ceiling);

/** A read's target: p99 under 50 ms, at least a third of the ceiling, no error. */
export const readMeetsTarget = (server: LoadResult, ceiling: LoadResult | undefined): boolean =>
  server.failures === 0 && server.p99 < TARGETS.readP99Ms && (ratio(server, ceiling) ?? 0) >= TARGETS.readCeilingRatio;

/** A write's p99 target: 100 ms, or its own (1 s for a 5 MB upload). */
export const writeTargetOf = (e: EndpointResult): number => e.targetP99Ms ?? TARGETS.writeP99Ms;

export const meetsTarget = (e: EndpointResult): boolean => {
  if (e.server.failures > 0) return false;
  // A write with no answer within its run has no p99 to meet.
  if (e.kind === 'write' && e.server.requests === 0) return false;
  if (e.kind === 'write') return e.server.p99 < writeTargetOf(e);
  return readMeetsTarget(e.server, e.ceiling);
};

export const exportMeetsTarget = (e: ExportResult): boolean => e.p50Seconds < TARGETS.exportSeconds;

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)}`;
const num = (value: number) => Math.round(value).toLocaleString('en-US');
const size = (bytes: number) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
const yes = (ok: boolean) => (ok ? 'yes' : 'NO');

const table = (header: string[], rows: string[][]): string => {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
};

/** req/s, p99, ratio, target met, errors of one load against the ceiling. */
const loadCells = (server: LoadResult | undefined, ceiling: LoadResult): string[] => {
  if (server === undefined) return ['–', '–', '–', '–'];
  if (server.requests === 0) return ['0', '–', '–', 'NO (no answer within the run)'];
  const r = ratio(server, ceiling);
  const errors = server.failures === 0 ? '' : ` (${server.failures} errors)`;
  return [num(server.rps), ms(server.p99), r === undefined ? '–' : r.toFixed(2), `${yes(readMeetsTarget(server, ceiling))}${errors}`];
};

/** The reads with the lowest ratio to the ceiling, the first place to look. */
const slowest = (reads: readonly ReadResult[], pick: (r: ReadResult) => LoadResult | undefined, count: number): string => {
  const ranked = reads
    .map((r) => ({ r, load: pick(r) }))
    .filter((x): x is { r: ReadResult; load: LoadResult } => x.load !== undefined)
    .sort((a, b) => (ratio(a.load, a.r.ceiling) ?? 0) - (ratio(b.load, b.r.ceiling) ?? 0))
    .slice(0, count);
  return ranked.map(({ r, load }) => `${r.route} ${num(load.rps)} req/s p99 ${ms(load.p99)} ms`).join('; ');
};

/** The run as Markdown: the reads cached and uncached, the exports, the login and writes, the peak memory. */
export const formatReport = (report: RunReport): string => {
  const lines = [
    `${report.db}, ${num(report.members)} members, ${report.connections} connections, ${report.duration} s per read (seeded in ${report.seedSeconds.toFixed(0)} s)`,
    '',
  ];
  if (report.reads.length > 0) {
    const rows = report.reads.map((r) => [
      r.route,
      num(r.bytes),
      num(r.ceiling.rps),
      ...loadCells(r.cached, r.ceiling),
      ...loadCells(r.uncached, r.ceiling),
    ]);
    lines.push(
      table(['read', 'bytes', 'ceiling req/s', 'cached req/s', 'p99 ms', 'ratio', 'met', 'uncached req/s', 'p99 ms', 'ratio', 'met'], rows),
      '',
    );
    const met = (pick: (r: ReadResult) => LoadResult | undefined) =>
      report.reads.filter((r) => {
        const load = pick(r);
        return load !== undefined && readMeetsTarget(load, r.ceiling);
      }).length;
    const withUncached = report.reads.filter((r) => r.uncached !== undefined).length;
    lines.push(
      `Reads meeting the target: cached ${met((r) => r.cached)} of ${report.reads.length}, uncached ${met((r) => r.uncached)} of ${withUncached}.`,
    );
    lines.push(`Slowest cached: ${slowest(report.reads, (r) => r.cached, 5)}.`);
    if (withUncached > 0) lines.push(`Slowest uncached: ${slowest(report.reads, (r) => r.uncached, 5)}.`);
    lines.push('');
  }
  if (report.exports.length > 0) {
    const rows = report.exports.map((e) => [
      e.route,
      e.contentType.split(';')[0]!,
      size(e.bytes),
      e.p50Seconds.toFixed(2),
      e.maxSeconds.toFixed(2),
      yes(exportMeetsTarget(e)),
    ]);
    lines.push(table(['export', 'type', 'size', 'p50 s', 'max s', 'target met'], rows), '');
  }
  if (report.endpoints.length > 0) {
    const rows = report.endpoints.map((e) => {
      const r = ratioOf(e);
      return [
        e.name,
        e.kind,
        num(e.server.rps),
        ms(e.server.p50),
        ms(e.server.p95),
        ms(e.server.p99),
        e.ceiling === undefined ? '–' : num(e.ceiling.rps),
        r === undefined ? '–' : r.toFixed(2),
        e.server.failures === 0 ? '0' : `${e.server.failures}`,
        e.kind === 'write' ? `p99 < ${num(writeTargetOf(e))} ms` : `p99 < ${TARGETS.readP99Ms} ms, ratio ≥ 0.33`,
        e.connections === undefined ? '–' : `${e.connections}`,
        yes(meetsTarget(e)),
      ];
    });
    lines.push(
      table(
        [
          'endpoint',
          'kind',
          'req/s',
          'p50 ms',
          'p95 ms',
          'p99 ms',
          'ceiling req/s',
          'ratio',
          'errors',
          'target',
          'connections',
          'target met',
        ],
        rows,
      ),
      '',
    );
  }
  lines.push(
    `Server peak memory (VmHWM, every server process): ${(report.peakRssBytes / 1024 / 1024).toFixed(0)} MB, target met: ${yes(report.peakRssBytes < TARGETS.peakRssBytes)}`,
  );
  return lines.join('\n');
};

/**
 * Cost of the larger club relative to the smaller one: for each list page, from saturated
 * throughput (cost per request = 1 / req/s), cached and uncached, within 1.2×; for each export,
 * from its median time, within 12×.
 */
export const formatScaling = (small: RunReport, large: RunReport): string | undefined => {
  if (small.db !== large.db || small.members >= large.members) return undefined;
  const rows: string[][] = [];
  const cost = (a: LoadResult | undefined, b: LoadResult | undefined) =>
    a === undefined || b === undefined || b.rps === 0 ? undefined : a.rps / b.rps;
  for (const a of small.reads.filter((r) => r.listPage)) {
    const b = large.reads.find((r) => r.route === a.route);
    if (b === undefined) continue;
    const cached = cost(a.cached, b.cached);
    const uncached = cost(a.uncached, b.uncached);
    const ok = [cached, uncached].every((c) => c === undefined || c <= TARGETS.pageScale);
    const cell = (c: number | undefined, x: LoadResult | undefined, y: LoadResult | undefined) =>
      c === undefined ? '–' : `${num(x!.rps)} → ${num(y!.rps)} (${c.toFixed(2)}×)`;
    rows.push([a.route, 'page', cell(cached, a.cached, b.cached), cell(uncached, a.uncached, b.uncached), yes(ok)]);
  }
  for (const a of small.exports) {
    const b = large.exports.find((e) => e.route === a.route);
    if (b === undefined || a.p50Seconds === 0) continue;
    const c = b.p50Seconds / a.p50Seconds;
    rows.push([
      a.route,
      'export',
      `${a.p50Seconds.toFixed(2)} s → ${b.p50Seconds.toFixed(2)} s (${c.toFixed(2)}×)`,
      '–',
      yes(c <= TARGETS.exportScale),
    ]);
  }
  if (rows.length === 0) return undefined;
  return [
    `Scaling ${num(small.members)} → ${num(large.members)} members (${large.db}): cost of the larger club (targets ${TARGETS.pageScale}× a page, ${TARGETS.exportScale}× an export)`,
    '',
    table(['route', 'kind', 'cached', 'uncached', 'target met'], rows),
  ].join('\n');
};
