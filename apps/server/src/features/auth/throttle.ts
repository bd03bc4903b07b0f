import { setTimeout as wait } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import {
  countThrottleAttempt,
  markThrottlePairSucceeded,
  releaseThrottleSlots,
  reserveThrottleSlot,
  type ThrottleSlot,
  type ThrottleTimes,
} from './repository.js';

/**
 * docs/product.md#login-and-passwords: login failures are counted per account and per address, and after 10 of them
 * attempts are refused for a while. Here "per account" is per account *from one address*: a
 * lock on the whole account would let anyone shut its owner out from anywhere. The account as
 * a whole is slowed down instead (see `delayFor`).
 */
export const MAX_LOGIN_FAILURES = 10;
const WINDOW_MS = 15 * 60 * 1000;
const LOCK_MS = 15 * 60 * 1000;
/** Failures of an account from all addresses in a window before attempts from new addresses wait. */
const ACCOUNT_FAILURES_BEFORE_DELAY = 10;
const FIRST_DELAY_MS = 1000;
/** Long enough to make guessing slow, short enough for the owner at a new address to wait through. */
const MAX_DELAY_MS = 30 * 1000;
/** How long a successful login makes an address its owner's own. */
const OWN_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000;

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => wait(ms);

const tooManyAttempts = () => new AppError('TOO_MANY_REQUESTS', 'Too many failed logins, try again later');

/** The wait before an attempt from a new address, once the account has failed this many times in the window. */
const delayFor = (accountFailures: number): number => {
  const beyond = accountFailures - ACCOUNT_FAILURES_BEFORE_DELAY;
  return beyond <= 0 ? 0 : Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (beyond - 1));
};

const keysOf = (login: string, ip: string) => {
  const name = login.trim().toLowerCase();
  return { pair: `pair:${name}|${ip}`, account: `login:${name}`, address: `ip:${ip}` };
};

/** A slot an admitted attempt holds until it succeeds; a failed attempt keeps it, as its failure. */
interface HeldSlot {
  key: string;
  windowStartedAt: string;
}

/** An attempt allowed to check a password. */
export interface Admission {
  /** Whether its failure leaves its pair or its address locked (for the log). */
  readonly locksOnFailure: boolean;
  readonly pair: HeldSlot;
  /** The address's and the account's slots; the address's is not taken at the owner's own address. */
  readonly shared: readonly HeldSlot[];
}

interface ThrottleDeps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Injected so tests see the delays without waiting for them. */
  sleep: Sleep;
}

/**
 * Every attempt is counted *before* its password is checked, each count one atomic statement:
 * of any number of parallel attempts for one login from one address, at most 10 reach the
 * password check. A failure needs no further write; a success gives its counts back.
 */
export class LoginThrottle {
  constructor(private readonly deps: ThrottleDeps) {}

  /** Counts an attempt, waiting first when its account is under attack; throws 429 when refused. */
  async admit(login: string, ip: string, userId: number | null): Promise<Admission> {
    const keys = keysOf(login, ip);
    const at = this.times();
    const pair = await reserveThrottleSlot(this.deps.db, keys.pair, MAX_LOGIN_FAILURES, at);
    if (pair === undefined) throw tooManyAttempts();
    const ownAddress = this.isOwnAddress(pair);
    const address = ownAddress ? undefined : await this.reserveAddress(keys.address, pair, keys.pair, at);
    const account = await countThrottleAttempt(this.deps.db, keys.account, at);
    if (!ownAddress) await this.slowDown(account.failures, userId);
    return {
      locksOnFailure: isLast(pair) || (address !== undefined && isLast(address)),
      pair: heldSlot(keys.pair, pair),
      shared: [...(address === undefined ? [] : [heldSlot(keys.address, address)]), heldSlot(keys.account, account)],
    };
  }

  /** The password was right: the pair counts afresh, and the address and account get their slots back. */
  async succeeded(admission: Admission): Promise<void> {
    await markThrottlePairSucceeded(this.deps.db, admission.pair.key, this.deps.clock.now().toISOString());
    await releaseThrottleSlots(this.deps.db, admission.shared, MAX_LOGIN_FAILURES);
  }

  /**
   * An address where others failed 10 times is refused to logins that never succeeded from it.
   * Staff at their own address are left out of its count: whoever shares their address (a
   * club's office, a school's network) cannot shut them out; their own pair's limit still holds.
   */
  private async reserveAddress(key: string, pair: ThrottleSlot, pairKey: string, at: ThrottleTimes): Promise<ThrottleSlot> {
    const address = await reserveThrottleSlot(this.deps.db, key, MAX_LOGIN_FAILURES, at);
    if (address !== undefined) return address;
    // Not checked, so not a failure of the pair.
    await releaseThrottleSlots(this.deps.db, [heldSlot(pairKey, pair)], MAX_LOGIN_FAILURES);
    throw tooManyAttempts();
  }

  /** Waits outside any transaction: a slowed attempt holds no database connection. */
  private async slowDown(accountFailures: number, userId: number | null): Promise<void> {
    const delayMs = delayFor(accountFailures);
    if (delayMs === 0) return;
    this.deps.log.warn({ event: 'login_slowed', userId, accountFailures, delayMs }, 'login slowed: many failures for this account');
    await this.deps.sleep(delayMs);
  }

  private isOwnAddress(pair: ThrottleSlot): boolean {
    return pair.succeeded_at !== null && Date.parse(pair.succeeded_at) > this.deps.clock.now().getTime() - OWN_ADDRESS_MS;
  }

  private times(): ThrottleTimes {
    const now = this.deps.clock.now().getTime();
    return {
      now: new Date(now).toISOString(),
      windowCutoff: new Date(now - WINDOW_MS).toISOString(),
      lockUntil: new Date(now + LOCK_MS).toISOString(),
    };
  }
}

const isLast = (slot: ThrottleSlot) => slot.failures >= MAX_LOGIN_FAILURES;
const heldSlot = (key: string, slot: ThrottleSlot): HeldSlot => ({ key, windowStartedAt: slot.window_started_at });
