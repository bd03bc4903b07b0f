import { isTryoutHeld } from '@club/domain';
import { useEffect, useState } from 'react';

/** setTimeout holds at most about 24.8 days; a test further off is not waited for on screen. */
const LONGEST_WAIT = 2 ** 31 - 1;

/**
 * Whether the test has taken place (its results may be recorded), by this device's clock; it
 * turns true at the scheduled minute for a page left open. The server decides in the end
 * (TEST_NOT_YET_HELD).
 */
export const useTryoutHeld = (scheduledDateTime: string): boolean => {
  const [held, setHeld] = useState(() => isTryoutHeld(scheduledDateTime, new Date()));
  useEffect(() => {
    const wait = new Date(scheduledDateTime).getTime() - Date.now();
    setHeld(wait <= 0);
    if (wait <= 0 || wait > LONGEST_WAIT) return undefined;
    const timer = setTimeout(() => setHeld(true), wait);
    return () => clearTimeout(timer);
  }, [scheduledDateTime]);
  return held;
};
