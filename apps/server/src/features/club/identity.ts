import type { Kysely } from 'kysely';
import { CACHE_MAX_AGE_MS, type DataChanges } from '../../db/data-changes.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { isHeaderSafeAddress } from '../../mail/mailbox.js';
import { LogoRenditions, type LogoPicture } from './logo-raster.js';
import { readClubSettings, readLogo, type ClubSettingsRow, type Executor } from './repository.js';

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
}

/**
 * The club's settings as the server reads them: kept in memory and read again once a write to
 * them commits here, or after CACHE_MAX_AGE_MS for a change made by another server sharing a
 * PostgreSQL database (or another process on the SQLite file).
 *
 * One is made with the app's deps (server.ts, test/harness.ts) and handed to every service that
 * names the club or sends a mail; a command-line tool makes its own.
 */
export class ClubIdentity {
  #known: Known | undefined;
  #reads = 0;
  readonly #renditions = new LogoRenditions();

  constructor(private readonly deps: ClubIdentityDeps) {}

  #fresh(known: Known | undefined): known is Known {
    return (
      known !== undefined &&
      known.version === this.deps.changes.versionOf(SETTINGS_TABLES) &&
      this.deps.clock.now().getTime() - known.readAt <= CACHE_MAX_AGE_MS
    );
  }

  /**
   * The stored settings (the logo's bytes aside). Code inside a transaction passes it: the
   * settings are then read through it when they must be, since on SQLite an open transaction
   * holds the connection another read would wait for.
   */
  async settings(db: Executor = this.deps.db): Promise<ClubSettingsRow> {
    const known = this.#known;
    if (this.#fresh(known)) return known.row;
    // Taken before reading: a row read while a write committed is kept under a version already gone.
    const version = this.deps.changes.versionOf(SETTINGS_TABLES);
    const readAt = this.deps.clock.now().getTime();
    const sequence = (this.#reads += 1);
    const row = await readClubSettings(db);
    // A transaction may yet roll back: what it read is not kept for others.
    if (!db.isTransaction && (this.#known === undefined || this.#known.sequence < sequence))
      this.#known = { row, version, readAt, sequence };
    return row;
  }

  nameOf(row: ClubSettingsRow): string {
    return row.name ?? nameInMailFrom(this.deps.mailFrom);
  }

  /** The club's name: from its settings, else MAIL_FROM's display name. */
  async name(db?: Executor): Promise<string> {
    return this.nameOf(await this.settings(db));
  }

  /**
   * Where answers to the club's mails go: its contact address, when a header holds it as one
   * address (mail/mailbox.ts); null until an admin sets one.
   */
  contactOf(row: ClubSettingsRow): string | null {
    return row.email !== null && isHeaderSafeAddress(row.email) ? row.email : null;
  }

  /** Who the club's mails come from and where answers go, as the mail sender asks (mail/sender.ts). */
  async mailSender(): Promise<{ name: string; replyTo: string | null }> {
    const row = await this.settings();
    return { name: this.nameOf(row), replyTo: this.contactOf(row) };
  }

  /**
   * The logo as mails and PDFs carry it (PNG or JPEG, an SVG drawn as a PNG), null without a
   * logo; rejects when the stored picture cannot be drawn. Made once per logo (logo-raster.ts).
   */
  async logo(): Promise<LogoPicture | null> {
    const row = await this.settings();
    if (row.logo_etag === null) return null;
    return this.#renditions.of(row.logo_etag, async () => {
      const stored = await readLogo(this.deps.db);
      if (stored?.logo === null || stored?.logo === undefined || stored.logo_type === null) return undefined;
      return { content: stored.logo, type: stored.logo_type, width: stored.logo_width, height: stored.logo_height };
    });
  }
}
