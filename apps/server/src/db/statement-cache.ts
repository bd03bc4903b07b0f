import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Enough for every distinct query the server sends; `in (?, ?, …)` lists of many lengths fall out first. */
export const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely's SQLite driver prepares every query again before running it; SQLite's prepare
 * (parse and plan) costs more than running the query for most of the server's look-ups. This
 * keeps each prepared statement by its SQL text, least recently used first out. A statement
 * still being iterated (a streamed read) is not shared: a fresh one is prepared for the caller.
 * A schema change does not stale them: SQLite prepares a statement again when its tables change.
 */
export const withStatementCache = (sqlite: SQLiteDatabase, size = STATEMENT_CACHE_SIZE): SqliteDatabase => {
  const statements = new Map<string, Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (sql: string) => {
      const cached = statements.get(sql);
      if (cached !== undefined && !cached.busy) {
        // Map keeps insertion order: moving the entry to the end makes the first one the least recently used.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (cached === undefined) {
        statements.set(sql, statement);
        if (statements.size > size) statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
  };
};
