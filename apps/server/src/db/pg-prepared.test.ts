import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(serverUrl === undefined || serverUrl === '')('queries on PostgreSQL', () => {
  it('run as statements prepared once per connection; transaction control and long lists do not', async () => {
    const database = openDatabase(serverUrl!, { poolSize: 1 });
    try {
      const prepared = () =>
        sql<{ statement: string }>`select statement from pg_prepared_statements where statement like ${'%as probe%'}`.execute(database.db);
      for (const n of [1, 2, 3]) {
        expect((await sql<{ n: number }>`select ${n}::int as probe`.execute(database.db)).rows).toEqual([{ probe: n }]);
      }
      const long = Array.from({ length: 150 }, (_, i) => i);
      await sql`select ${sql.join(long)} as probe_long`.execute(database.db);
      await database.db.transaction().execute(async (trx) => sql`select ${4}::int as probe`.execute(trx));
      expect((await prepared()).rows.map((r) => r.statement)).toEqual(['select $1::int as probe']);
      const control = await sql<{
        n: number;
      }>`select count(*)::int as n from pg_prepared_statements where statement ilike ${'begin%'}`.execute(database.db);
      expect(control.rows[0]!.n).toBe(0);
    } finally {
      await database.close();
    }
  });
});
