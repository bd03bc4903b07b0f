import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { clearThrottle, findThrottle, saveThrottle } from './repository.js';

/** QUALITY.md: after 10 failures for one account or one address, logins are refused for a while. */
export const MAX_LOGIN_FAILURES = 10;
const WINDOW_MS = 15 * 60 * 1000;
const LOCK_MS = 15 * 60 * 1000;

export const throttleKeys = (login: string, ip: string): string[] => [`login:${login.toLowerCase()}`, `ip:${ip}`];

export class LoginThrottle {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /** Throws 429 while any of the keys is locked. */
  async assertOpen(keys: string[]): Promise<void> {
    const now = this.clock.now().toISOString();
    for (const key of keys) {
      const row = await findThrottle(this.db, key);
      if (row?.locked_until != null && row.locked_until > now) {
        throw new AppError('TOO_MANY_REQUESTS', 'Too many failed logins, try again later');
      }
    }
  }

  /** Counts a failure; returns true when this failure locked a key. */
  async recordFailure(keys: string[]): Promise<boolean> {
    const now = this.clock.now();
    let locked = false;
    for (const key of keys) {
      const row = await findThrottle(this.db, key);
      const windowOpen = row !== undefined && now.getTime() - Date.parse(row.window_started_at) < WINDOW_MS;
      const failures = windowOpen ? row.failures + 1 : 1;
      const lock = failures >= MAX_LOGIN_FAILURES;
      locked ||= lock;
      await saveThrottle(this.db, {
        key,
        failures: lock ? 0 : failures,
        window_started_at: windowOpen ? row.window_started_at : now.toISOString(),
        locked_until: lock ? new Date(now.getTime() + LOCK_MS).toISOString() : null,
      });
    }
    return locked;
  }

  async reset(key: string): Promise<void> {
    await clearThrottle(this.db, key);
  }
}
