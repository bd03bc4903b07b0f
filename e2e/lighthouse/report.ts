/** One Lighthouse run of one page, reduced to what the table and the targets need. */
export interface PageRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  scriptBytes: number;
  /** Audits of accessibility and best practices that did not pass: what to look at when a score drops. */
  failing: string[];
}

export interface PageResult {
  name: string;
  runs: PageRun[];
  median: Omit<PageRun, 'failing'>;
}

/** Targets on every page (docs/bench.md#phones). */
export const TARGETS = { performance: 95, accessibility: 100, bestPractices: 100 } as const;

const medianOf = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Each figure's median over the runs, so that one noisy run decides nothing. */
export const medianRun = (runs: PageRun[]): PageResult['median'] => {
  if (runs.length === 0) throw new Error('No run to take the median of');
  const of = (key: keyof PageResult['median']) => medianOf(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    scriptBytes: of('scriptBytes'),
  };
};

/**
 * What keeps a page below its targets, in words; empty when it meets them all. `performance`
 * replaces the performance target, for a gate that allows for the host (docs/bench.md#phones).
 */
export const misses = (result: PageResult, performance: number = TARGETS.performance): string[] => {
  const m = result.median;
  const out: string[] = [];
  if (m.performance < performance) out.push(`performance ${m.performance} < ${performance}`);
  if (m.accessibility < TARGETS.accessibility) out.push(`accessibility ${m.accessibility} < ${TARGETS.accessibility}`);
  if (m.bestPractices < TARGETS.bestPractices) out.push(`best practices ${m.bestPractices} < ${TARGETS.bestPractices}`);
  return out;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The table `npm run lighthouse` prints: medians, and each run's performance score. */
export const formatTable = (results: PageResult[]): string => {
  const header =
    '| page | performance | accessibility | best practices | FCP | LCP | TBT | JavaScript | runs (performance) | targets met |';
  const rows = results.map((r) => {
    const m = r.median;
    return [
      r.name,
      m.performance,
      m.accessibility,
      m.bestPractices,
      seconds(m.fcpMs),
      seconds(m.lcpMs),
      `${Math.round(m.tbtMs)} ms`,
      `${(m.scriptBytes / 1024).toFixed(1)} KB`,
      r.runs.map((run) => run.performance).join(', '),
      misses(r).length === 0 ? 'yes' : 'NO',
    ].join(' | ');
  });
  return [header, '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |', ...rows.map((row) => `| ${row} |`)].join('\n');
};
