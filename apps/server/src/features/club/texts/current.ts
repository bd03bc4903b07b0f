import {
  CLUB_TEXT_KEYS,
  draftLabelOf,
  publishedVersionOf,
  readableText,
  textVersionLabel,
  type ClubTextKey,
  type ReadableText,
} from '@club/domain/club';
import type { Kysely } from 'kysely';
import { CACHE_MAX_AGE_MS, type DataChanges } from '../../../db/data-changes.js';
import type { DB } from '../../../db/types.js';
import type { Clock } from '../../../lib/clock.js';
import type { Language } from '../../../lib/language.js';
import { SHIPPED_DRAFTS, TEXT_TITLES } from './defaults.js';
import { findTextVersion, latestTextVersions, type Executor, type TextVersionRow } from './repository.js';

/** One version of a text as the server uses it: published, or the shipped draft. */
export interface StoredText {
  key: ClubTextKey;
  /** Null for the shipped draft. */
  version: number | null;
  /** What an acceptance of this version stores (`textVersionLabel`). */
  label: string;
  fr: string;
  en: string;
  publishedAt: string | null;
  /** Login of the admin who published it. */
  publishedBy: string | null;
}

const isTextKey = (key: string): key is ClubTextKey => (CLUB_TEXT_KEYS as readonly string[]).includes(key);

/** The drafts shipped with the application, made once: their parsed blocks are kept with them. */
const DRAFTS = new Map<ClubTextKey, StoredText>(
  CLUB_TEXT_KEYS.map((key) => [
    key,
    { key, version: null, label: draftLabelOf(key), ...SHIPPED_DRAFTS[key], publishedAt: null, publishedBy: null },
  ]),
);
export const shippedDraft = (key: ClubTextKey): StoredText => DRAFTS.get(key)!;

export const storedTextOf = (row: TextVersionRow & { key: ClubTextKey }): StoredText => ({
  key: row.key,
  version: row.version,
  label: textVersionLabel(row.version, draftLabelOf(row.key)),
  fr: row.fr,
  en: row.en,
  publishedAt: row.published_at,
  publishedBy: row.published_by_login,
});

/** Every text's last published version, else its shipped draft, read now. */
export const readTextsInForce = async (db: Executor): Promise<ReadonlyMap<ClubTextKey, StoredText>> => {
  const texts = new Map(DRAFTS);
  for (const row of await latestTextVersions(db)) {
    const key = row.key;
    if (isTextKey(key)) texts.set(key, storedTextOf({ ...row, key }));
  }
  return texts;
};

/** What a write to the texts changes; nothing else writes that table (no trigger, no cascade into it but `published_by`'s, which the hot paths do not read). */
const TEXT_TABLES = ['club_texts'] as const;

interface Known {
  texts: ReadonlyMap<ClubTextKey, StoredText>;
  version: string;
  readAt: number;
  sequence: number;
}

/**
 * The texts in force: the last published version of each, else its shipped draft. Kept in memory
 * like the club's identity (identity.ts) and read again once a publish commits here, or after
 * CACHE_MAX_AGE_MS for one made by another server sharing a PostgreSQL database. Without `changes`
 * nothing is kept: each call reads.
 */
export class ClubTexts {
  #known: Known | undefined;
  #reads = 0;
  /** Parsed once per version and language: the form asks for the privacy notice on every visit. */
  readonly #parsed = new WeakMap<StoredText, Partial<Record<Language, ReadableText>>>();

  constructor(private readonly deps: { db: Kysely<DB>; changes?: DataChanges; clock?: Clock }) {}

  #fresh(known: Known | undefined, changes: DataChanges, clock: Clock): known is Known {
    return (
      known !== undefined && known.version === changes.versionOf(TEXT_TABLES) && clock.now().getTime() - known.readAt <= CACHE_MAX_AGE_MS
    );
  }

  /** Every text in force, by key. */
  async inForce(): Promise<ReadonlyMap<ClubTextKey, StoredText>> {
    const { changes, clock, db } = this.deps;
    if (changes === undefined || clock === undefined) return readTextsInForce(db);
    const known = this.#known;
    if (this.#fresh(known, changes, clock)) return known.texts;
    // Taken before reading: texts read while a publish commits are kept under a version already gone.
    const version = changes.versionOf(TEXT_TABLES);
    const readAt = clock.now().getTime();
    const sequence = (this.#reads += 1);
    const texts = await readTextsInForce(db);
    if (this.#known === undefined || this.#known.sequence < sequence) this.#known = { texts, version, readAt, sequence };
    return texts;
  }

  async current(key: ClubTextKey): Promise<StoredText> {
    return (await this.inForce()).get(key) ?? shippedDraft(key);
  }

  /**
   * The version an acceptance's label names: that published version, or the shipped draft for
   * the draft's label. A label naming no version here (none stored) gives the text in force.
   */
  async named(key: ClubTextKey, label: string | null): Promise<StoredText> {
    if (label === null) return this.current(key);
    if (label === draftLabelOf(key)) return shippedDraft(key);
    const version = publishedVersionOf(label);
    const current = await this.current(key);
    if (version === null || version === current.version) return current;
    const row = await findTextVersion(this.deps.db, key, version);
    return row === undefined ? current : storedTextOf({ ...row, key });
  }

  /** A version parsed for reading, titled by the text's name when it opens with no heading. */
  readable(text: StoredText, language: Language): ReadableText {
    const parsed = this.#parsed.get(text) ?? {};
    const known = parsed[language];
    if (known !== undefined) return known;
    const readable = readableText(text.key, text.label, text[language], TEXT_TITLES[text.key][language]);
    this.#parsed.set(text, { ...parsed, [language]: readable });
    return readable;
  }
}

/** The texts each running app serves, by its database: the PDFs and the form read them there. */
const served = new WeakMap<Kysely<DB>, ClubTexts>();

/** Serves `texts` for `db` until the returned function is called (the app closes). */
export const serveClubTexts = (db: Kysely<DB>, texts: ClubTexts): (() => void) => {
  served.set(db, texts);
  return () => {
    if (served.get(db) === texts) served.delete(db);
  };
};

/** The texts of the app serving `db`; where none does (a command-line tool), a reader that keeps nothing. */
export const clubTextsOf = (db: Kysely<DB>): ClubTexts => served.get(db) ?? new ClubTexts({ db });
