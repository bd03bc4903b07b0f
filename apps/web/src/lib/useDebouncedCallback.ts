import { useCallback, useEffect, useMemo, useRef } from 'react';

/** The search boxes' pause: a list follows typing once it stops this long, not at every key. */
export const TYPING_PAUSE_MS = 300;

/**
 * `run(...args)` calls `callback` once calls have paused for `delayMs` (the last call's
 * arguments); `cancel()` drops a call still waiting. Nothing runs after the screen is gone.
 */
export const useDebouncedCallback = <A extends unknown[]>(callback: (...args: A) => void, delayMs: number = TYPING_PAUSE_MS) => {
  const latest = useRef(callback);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const run = useCallback(
    (...args: A) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => latest.current(...args), delayMs);
    },
    [delayMs],
  );
  const cancel = useCallback(() => window.clearTimeout(timer.current), []);
  return useMemo(() => ({ run, cancel }), [run, cancel]);
};
