import type { LoadResult } from './load.js';

/** Targets of the issue, on the 2-core machine with 10,000 members. */
export const TARGETS = {
  readP99Ms: 50,
  readCeilingRatio: 1 / 3,
  writeP99Ms: 100,
  exportSeconds: 2,
  peakRssBytes: 300 * 1024 * 1024,
  /** 10× the members: one page of a list costs at most this much more, the export at most 12×. */
  pageScale: 1.2,
  exportScale: 12,
};

/** The endpoints that answer one page of a list: their cost must not grow with the club. */
export const LIST_PAGES = ['group details', 'subscription page', 'guardian page', 'sessions of a week'];

export interface EndpointResult {
  name: string;
  kind: 'read' | 'write';
  server: LoadResult;
  /** The bare Fastify route with the same bytes; reads only. */
  ceiling: LoadResult | undefined;
}

export interface ExportResult {
  seconds: number;
  bytes: number;
  rows: number;
}

export interface RunReport {
  db: string;
  members: number;
  connections: number;
  duration: number;
  endpoints: EndpointResult[];
  export: ExportResult | undefined;
  peakRssBytes: number;
  seedSeconds: number;
}

export const ratioOf = (e: EndpointResult): number | undefined =>
  e.ceiling === undefined || e.ceiling.rps === 0 ? undefined : e.server.rps / e.ceiling.rps;

export const meetsTarget = (e: EndpointResult): boolean => {
  if (e.server.failures > 0) return false;
  if (e.kind === 'write') return e.server.p99 < TARGETS.writeP99Ms;
  return e.server.p99 < TARGETS.readP99Ms && (ratioOf(e) ?? 0) >= TARGETS.readCeilingRatio;
};

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)}`;
const num = (value: number) => Math.round(value).toLocaleString('en-US');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const yes = (ok: boolean) => (ok ? 'yes' : 'NO');

const table = (header: string[], rows: string[][]): string => {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
};

/** The run as Markdown: one row per endpoint, then the export and the server's peak memory. */
export const formatReport = (report: RunReport): string => {
  const rows = report.endpoints.map((e) => {
    const ratio = ratioOf(e);
    return [
      e.name,
      e.kind,
      num(e.server.rps),
      ms(e.server.p50),
      ms(e.server.p95),
      ms(e.server.p99),
      e.ceiling === undefined ? '–' : num(e.ceiling.rps),
      ratio === undefined ? '–' : ratio.toFixed(2),
      e.server.failures === 0 ? '0' : `${e.server.failures}`,
      yes(meetsTarget(e)),
    ];
  });
  const lines = [
    `${report.db}, ${num(report.members)} members, ${report.connections} connections, ${report.duration} s per endpoint (seeded in ${report.seedSeconds.toFixed(0)} s)`,
    '',
    table(['endpoint', 'kind', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'ceiling req/s', 'ratio', 'errors', 'target met'], rows),
    '',
  ];
  if (report.export !== undefined) {
    const ok = report.export.seconds < TARGETS.exportSeconds;
    lines.push(
      `Export of all members (.xlsx): ${report.export.seconds.toFixed(2)} s, ${(report.export.bytes / 1024 / 1024).toFixed(1)} MB, ${num(report.export.rows)} rows, target met: ${yes(ok)}`,
    );
  }
  lines.push(`Server peak memory (VmHWM): ${mb(report.peakRssBytes)}, target met: ${yes(report.peakRssBytes < TARGETS.peakRssBytes)}`);
  return lines.join('\n');
};

/**
 * Cost of the larger club relative to the smaller one, from saturated throughput
 * (cost per request = 1 / req/s): list pages within 1.2×, the export within 12×.
 */
export const formatScaling = (small: RunReport, large: RunReport): string | undefined => {
  if (small.db !== large.db || small.members >= large.members) return undefined;
  const rows: string[][] = [];
  for (const name of LIST_PAGES) {
    const a = small.endpoints.find((e) => e.name === name);
    const b = large.endpoints.find((e) => e.name === name);
    if (a === undefined || b === undefined || b.server.rps === 0) continue;
    const cost = a.server.rps / b.server.rps;
    rows.push([name, num(a.server.rps), num(b.server.rps), cost.toFixed(2), yes(cost <= TARGETS.pageScale)]);
  }
  if (small.export !== undefined && large.export !== undefined) {
    const cost = large.export.seconds / small.export.seconds;
    rows.push([
      'export (s)',
      small.export.seconds.toFixed(2),
      large.export.seconds.toFixed(2),
      cost.toFixed(2),
      yes(cost <= TARGETS.exportScale),
    ]);
  }
  if (rows.length === 0) return undefined;
  return [
    `Scaling ${num(small.members)} → ${num(large.members)} members (${large.db}): cost ratio of the larger club`,
    '',
    table(['endpoint', `req/s at ${num(small.members)}`, `req/s at ${num(large.members)}`, 'cost ×', 'target met'], rows),
  ].join('\n');
};
