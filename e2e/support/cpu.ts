import type { Browser } from '@playwright/test';

/**
 * A fixed piece of work in the page (sorting and serialising a list of members, what a screen
 * does), and the median time it takes on this 2-core machine when nothing else runs on it.
 */
const REFERENCE_MS = 115;
const RUNS = 7;

/** Runs in the page: the work, timed `runs` times. */
const timeWork = (runs: number): number[] => {
  const work = () => {
    let out = 0;
    for (let round = 0; round < 40; round += 1) {
      const items = Array.from({ length: 2000 }, (_, k) => ({ id: k, name: `member-${(k * 7919) % 2000}`, tags: [k % 3, k % 5] }));
      items.sort((a, b) => a.name.localeCompare(b.name));
      out += JSON.stringify(items).length;
    }
    return out;
  };
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return times;
};

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The CPU throttling rate that makes the page as slow as a phone `slowdown` times slower than
 * this machine at rest. A shared machine (CI, a busy virtual host) is slower at some moments:
 * the same 4× on top would measure the neighbours rather than the page, so the rate is scaled
 * by how fast the browser runs the reference work right now, the way Lighthouse calibrates its
 * CPU throttling to the host's benchmark.
 */
export const calibratedThrottling = async (browser: Browser, slowdown: number): Promise<{ rate: number; workMs: number }> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const times = await page.evaluate(timeWork, RUNS);
  await context.close();
  // The first run warms the JIT up.
  const workMs = median(times.slice(1));
  return { rate: Math.min(2 * slowdown, Math.max(1, (slowdown * REFERENCE_MS) / workMs)), workMs };
};
