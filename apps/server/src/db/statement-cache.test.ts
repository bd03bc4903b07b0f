import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.js';

describe('withStatementCache', () => {
  let sqlite: SQLite.Database;
  afterEach(() => sqlite.open && sqlite.close());

  const open = () => {
    sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (n integer)');
    return sqlite;
  };

  it('prepares a query once and gives back the same statement', () => {
    const cached = withStatementCache(open());
    const first = cached.prepare('select n from t where n = ?');
    expect(cached.prepare('select n from t where n = ?')).toBe(first);
    expect(cached.prepare('select n from t where n > ?')).not.toBe(first);
  });

  it('drops the least recently used statement past its size', () => {
    const cached = withStatementCache(open(), 2);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(a); // a is now the most recent
    cached.prepare('select 3'); // b goes
    expect(cached.prepare('select 1')).toBe(a);
    expect(cached.prepare('select 2')).not.toBe(b);
  });

  it('gives a fresh statement while the cached one is still being iterated', () => {
    const cached = withStatementCache(open());
    sqlite.exec('insert into t values (1), (2)');
    const streaming = cached.prepare('select n from t order by n');
    const rows = streaming.iterate([]);
    expect(rows.next().value).toEqual({ n: 1 });
    const other = cached.prepare('select n from t order by n');
    expect(other).not.toBe(streaming);
    expect(other.all([])).toEqual([{ n: 1 }, { n: 2 }]);
    expect(rows.next().value).toEqual({ n: 2 });
    expect(rows.next().done).toBe(true);
  });

  it('sees a table changed after the statement was prepared', () => {
    const cached = withStatementCache(open());
    expect(cached.prepare('select * from t').all([])).toEqual([]);
    sqlite.exec('alter table t add column label text');
    sqlite.exec("insert into t values (1, 'one')");
    expect(cached.prepare('select * from t').all([])).toEqual([{ n: 1, label: 'one' }]);
  });
});
