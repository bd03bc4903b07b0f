import { describe, expect, it } from 'vitest';
import { formatTable, medianRun, misses, type PageRun } from './report.js';

const run = (performance: number, accessibility = 100, bestPractices = 100, tbtMs = 100): PageRun => ({
  performance,
  accessibility,
  bestPractices,
  fcpMs: 1000 + performance,
  lcpMs: 2000,
  tbtMs,
  scriptBytes: 200 * 1024,
  failing: [],
});

describe('Lighthouse medians and targets', () => {
  it('takes each figure’s median, so that one bad run decides nothing', () => {
    const median = medianRun([run(96, 100, 100, 80), run(12, 90, 0, 900), run(97, 100, 100, 120)]);
    expect(median).toMatchObject({ performance: 96, accessibility: 100, bestPractices: 100, tbtMs: 120 });
    expect(misses({ name: 'login', runs: [], median })).toEqual([]);
  });

  it('names every target a page misses', () => {
    const median = medianRun([run(94, 97, 96), run(94, 97, 96), run(99, 100, 100)]);
    expect(misses({ name: 'family home', runs: [], median })).toEqual([
      'performance 94 < 95',
      'accessibility 97 < 100',
      'best practices 96 < 100',
    ]);
  });

  it('holds performance to a lower floor when asked, and accessibility and best practices to their targets still', () => {
    const median = medianRun([run(88, 100, 96), run(90, 100, 96), run(91, 100, 96)]);
    expect(misses({ name: 'family form', runs: [], median }, 85)).toEqual(['best practices 96 < 100']);
    expect(misses({ name: 'family form', runs: [], median }, 92)).toEqual(['performance 90 < 92', 'best practices 96 < 100']);
  });

  it('averages the two middle runs of an even count and refuses no run', () => {
    expect(medianRun([run(90), run(100)]).performance).toBe(95);
    expect(() => medianRun([])).toThrow();
  });

  it('prints one row per page with its runs and whether it meets the targets', () => {
    const runs = [run(96), run(80), run(98)];
    const table = formatTable([{ name: 'login', runs, median: medianRun(runs) }]);
    expect(table.split('\n')).toHaveLength(3);
    expect(table).toContain('| login | 96 | 100 | 100 | 1.10 s | 2.00 s | 100 ms | 200.0 KB | 96, 80, 98 | yes |');
  });
});
