/** A tab opened in the background paints only once shown: its code does not wait that long. */
const LONGEST_WAIT_MS = 1000;

/**
 * Resolves once the page's first contentful paint is on screen, as the browser reports it (the
 * frame's presentation, later than the frame itself), or after LONGEST_WAIT_MS.
 */
export const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || performance.getEntriesByName('first-contentful-paint').length > 0) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = setTimeout(() => done(), LONGEST_WAIT_MS);
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    observer.observe({ type: 'paint', buffered: true });
  });
