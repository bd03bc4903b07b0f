import { describe, expect, it } from 'vitest';
import type { LoadResult } from './load.js';
import { formatReport, meetsTarget, type EndpointResult } from './report.js';
import { clientAddress, dayRange, UPLOAD_TARGET_P99_MS } from './scenarios.js';
import { multipartBody } from './writes.js';

describe('the writes of the bench', () => {
  it('builds a multipart body a server reads as the form a browser sends', async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0d, 0x0a]);
    const { body, contentType } = multipartBody({ kind: 'medicalCertificate' }, { name: 'scan.pdf', type: 'application/pdf', bytes });
    const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    expect(form.get('kind')).toBe('medicalCertificate');
    const file = form.get('file') as File;
    expect(file.name).toBe('scan.pdf');
    expect(file.type).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);
  });

  it('gives every request a client address of its own', () => {
    const addresses = new Set(Array.from({ length: 70_000 }, (_, n) => clientAddress(n)));
    expect(addresses.size).toBe(70_000);
    expect(clientAddress(0)).toBe('10.0.0.0');
    expect(clientAddress(65_793)).toBe('10.1.1.1');
  });

  it('gives distinct ranges of days from the first day on, none longer than the span allows', () => {
    const ranges = Array.from({ length: 60 * 30 }, (_, n) => dayRange('2026-11-27', n, 60));
    expect(new Set(ranges.map((r) => `${r.fromDay}/${r.toDay}`)).size).toBe(ranges.length);
    expect(ranges[0]).toEqual({ fromDay: '2026-11-27', toDay: '2026-11-27' });
    expect(ranges[61]).toEqual({ fromDay: '2026-11-28', toDay: '2026-11-29' });
    for (const r of ranges) {
      expect(r.fromDay >= '2026-11-27').toBe(true);
      expect(r.toDay >= r.fromDay).toBe(true);
      expect((Date.parse(r.toDay) - Date.parse(r.fromDay)) / 86_400_000).toBeLessThan(30);
    }
  });

  it('holds an upload to its own p99 target, 1 s, and the other writes to 100 ms', () => {
    const load = (p99: number): LoadResult => ({
      requests: 10,
      failures: 0,
      failureSample: undefined,
      rps: 5,
      p50: p99 / 2,
      p95: p99,
      p99,
    });
    const write = (p99: number, targetP99Ms?: number): EndpointResult => ({
      name: 'w',
      kind: 'write',
      server: load(p99),
      ceiling: undefined,
      connections: 4,
      ...(targetP99Ms === undefined ? {} : { targetP99Ms }),
    });
    expect(meetsTarget(write(600, UPLOAD_TARGET_P99_MS))).toBe(true);
    expect(meetsTarget(write(1200, UPLOAD_TARGET_P99_MS))).toBe(false);
    expect(meetsTarget(write(600))).toBe(false);
    expect(meetsTarget(write(90))).toBe(true);
    expect(meetsTarget({ ...write(90), server: { ...load(0), requests: 0, rps: 0 } })).toBe(false);
    const report = formatReport({
      db: 'sqlite',
      members: 10,
      connections: 50,
      duration: 1,
      reads: [],
      exports: [],
      endpoints: [write(600, 1000)],
      peakRssBytes: 0,
      seedSeconds: 1,
    });
    expect(report).toContain('| p99 < 1,000 ms | 4 | yes |');
  });
});
