import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { CACHE_MAX_AGE_MS, type DataChanges } from '../../db/data-changes.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { readClubSettings, type ClubSettingsRow } from './repository.js';

/** What a write to the settings changes; nothing else writes that table (no trigger, no cascade into it). */
const SETTINGS_TABLES = ['club_settings'] as const;

/** The name clubs had before their settings existed: the display name of MAIL_FROM (`Club de natation <no-reply@…>`). */
export const nameInMailFrom = (mailFrom: string): string => {
  const match = /^\s*"?([^"<]+?)"?\s*</.exec(mailFrom);
  return match?.[1]?.trim() || 'Club de natation';
};

interface Known {
  row: ClubSettingsRow;
  /** The data version the row was read at. */
  version: string;
  readAt: number;
  /** Which read it came from: an older read finishing late never replaces a newer one. */
  sequence: number;
}

export interface ClubIdentityDeps {
  db: Kysely<DB>;
  changes: DataChanges;
  clock: Clock;
  /** MAIL_FROM: its display name names the club until an admin saves a name. */
  mailFrom: string;
  log: FastifyBaseLogger;
}

/**
 * The club's settings as the server reads them: kept in memory and read again once a write to
 * them commits here, or after CACHE_MAX_AGE_MS for a change made by another server sharing a
 * PostgreSQL database (or another process on the SQLite file).
 */
export class ClubIdentity {
  #known: Known | undefined;
  #reads = 0;
  #refreshing: Promise<unknown> | undefined;

  constructor(private readonly deps: ClubIdentityDeps) {}

  #fresh(known: Known | undefined): known is Known {
    return (
      known !== undefined &&
      known.version === this.deps.changes.versionOf(SETTINGS_TABLES) &&
      this.deps.clock.now().getTime() - known.readAt <= CACHE_MAX_AGE_MS
    );
  }

  /** The stored settings (the logo's bytes aside). */
  async settings(): Promise<ClubSettingsRow> {
    const known = this.#known;
    if (this.#fresh(known)) return known.row;
    // Taken before reading: a row read while a write committed is kept under a version already gone.
    const version = this.deps.changes.versionOf(SETTINGS_TABLES);
    const readAt = this.deps.clock.now().getTime();
    const sequence = (this.#reads += 1);
    const row = await readClubSettings(this.deps.db);
    if (this.#known === undefined || this.#known.sequence < sequence) this.#known = { row, version, readAt, sequence };
    return row;
  }

  nameOf(row: ClubSettingsRow): string {
    return row.name ?? nameInMailFrom(this.deps.mailFrom);
  }

  async name(): Promise<string> {
    return this.nameOf(await this.settings());
  }

  /**
   * The name as last read, for code that cannot wait for a read. When it may be out of date
   * a read starts, for the next caller; this one gets the name known now.
   */
  currentName(): string {
    const row = this.currentSettings();
    return row === undefined ? nameInMailFrom(this.deps.mailFrom) : this.nameOf(row);
  }

  /** The settings as last read (undefined before the first read), starting a read when they may be out of date. */
  currentSettings(): ClubSettingsRow | undefined {
    const known = this.#known;
    if (!this.#fresh(known) && this.#refreshing === undefined) {
      this.#refreshing = this.settings()
        .catch((error: unknown) => this.deps.log.warn({ event: 'club_settings_read_failed', err: error }, 'club settings could not be read'))
        .finally(() => (this.#refreshing = undefined));
    }
    return known?.row;
  }
}

/**
 * The identity of the club each running app serves, by its MAIL_FROM: the club's name is asked
 * for by code that was handed MAIL_FROM alone (`clubNameOf`). A server process serves one club.
 */
const served = new Map<string, ClubIdentity[]>();

/** Serves `identity` for `mailFrom` until the returned function is called (the app closes). */
export const serveClubIdentity = (mailFrom: string, identity: ClubIdentity): (() => void) => {
  served.set(mailFrom, [...(served.get(mailFrom) ?? []), identity]);
  return () => {
    const rest = (served.get(mailFrom) ?? []).filter((other) => other !== identity);
    if (rest.length === 0) served.delete(mailFrom);
    else served.set(mailFrom, rest);
  };
};

/** The club's name from its settings; MAIL_FROM's display name where no app serves them (a command-line tool). */
export const currentClubName = (mailFrom: string): string => served.get(mailFrom)?.at(-1)?.currentName() ?? nameInMailFrom(mailFrom);

/** The club's contact address from its settings, where the families' answers go; null until an admin sets one. */
export const clubContactAddress = async (mailFrom: string): Promise<string | null> => {
  const identity = served.get(mailFrom)?.at(-1);
  return identity === undefined ? null : (await identity.settings()).email;
};
