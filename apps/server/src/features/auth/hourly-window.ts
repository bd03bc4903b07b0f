import type { ThrottleTimes } from './repository.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The throttle times of an hourly limit (password-reset and family sign-in requests): the hour
 * counted back from now, and the hour a key is refused once its last slot is taken.
 */
export const hourlyWindow = (now: Date): ThrottleTimes => ({
  now: now.toISOString(),
  windowCutoff: new Date(now.getTime() - HOUR_MS).toISOString(),
  lockUntil: new Date(now.getTime() + HOUR_MS).toISOString(),
});
