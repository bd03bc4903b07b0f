import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './afterFirstPaint';

type Report = (entries: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A PerformanceObserver the test reports paints through. */
const observePaints = () => {
  const observers: Report[] = [];
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(report: Report) {
        observers.push(report);
      }
      observe() {}
      disconnect() {}
    },
  );
  return (name: string) => {
    for (const report of observers) report({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  };
};

describe('waiting for the first paint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resolves at the first contentful paint, not at the first paint before it', async () => {
    const paint = observePaints();
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    paint('first-paint');
    await Promise.resolve();
    expect(done).toBe(false);
    paint('first-contentful-paint');
    await vi.waitFor(() => expect(done).toBe(true));
  });

  it('does not wait longer than a second for a page that does not paint (a tab in the background)', async () => {
    vi.useFakeTimers();
    observePaints();
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
