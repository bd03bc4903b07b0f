import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

/**
 * Columns the database keeps up to date itself, found with `npm run bench`, so that a page of
 * a list costs the same in a club of 10,000 members as in one of 100,000:
 * - lower-cased names (and the guardian's e-mail) for the lists' order and case-insensitive
 *   filters and look-ups. On SQLite, `lower` is the server's own Unicode-aware function (see
 *   database.ts); an index on `lower(…)` would be recomputed with SQLite's ASCII-only one by any
 *   other connection, so the value is stored by a trigger running on the server's connection. On
 *   PostgreSQL a stored generated column does the same;
 * - the number of students of a group, of subscriptions of a season, and the present, absent and
 *   late counts of a training session, kept by triggers on every write, whoever makes it.
 */
const NAME_KEYS = {
  members: { last_name_key: 'last_name', first_name_key: 'first_name' },
  guardians: { last_name_key: 'last_name', first_name_key: 'first_name', email_key: 'email' },
} as const;

/** One attendance row's part of a session's counts, as SQL on the given row (`new` or `old`). */
const attendanceDeltas = (row: 'new' | 'old', asInt: (condition: string) => string) => ({
  participants: asInt(`${row}.is_absent = 0`),
  absences: asInt(`${row}.is_absent = 1`),
  lates: asInt(`${row}.is_absent = 0 and ${row}.is_late = 1`),
});

const adjustSession = (row: 'new' | 'old', sign: '+' | '-', asInt: (condition: string) => string) =>
  `update training_sessions set ${Object.entries(attendanceDeltas(row, asInt))
    .map(([column, delta]) => `${column} = ${column} ${sign} ${delta}`)
    .join(', ')} where id = ${row}.session_id;`;

/** The counters' adjustments for each write, shared by the SQLite triggers and the PostgreSQL functions. */
const counterStatements = (asInt: (condition: string) => string) => ({
  members: {
    insert: ['update groups set student_count = student_count + 1 where id = new.group_id;'],
    delete: ['update groups set student_count = student_count - 1 where id = old.group_id;'],
    update: [
      'update groups set student_count = student_count - 1 where id = old.group_id and old.group_id is distinct from new.group_id;',
      'update groups set student_count = student_count + 1 where id = new.group_id and old.group_id is distinct from new.group_id;',
    ],
  },
  subscriptions: {
    insert: ['update seasons set subscription_count = subscription_count + 1 where id = new.season_id;'],
    delete: ['update seasons set subscription_count = subscription_count - 1 where id = old.season_id;'],
    update: [
      'update seasons set subscription_count = subscription_count - 1 where id = old.season_id and old.season_id is distinct from new.season_id;',
      'update seasons set subscription_count = subscription_count + 1 where id = new.season_id and old.season_id is distinct from new.season_id;',
    ],
  },
  attendances: {
    insert: [adjustSession('new', '+', asInt)],
    delete: [adjustSession('old', '-', asInt)],
    update: [adjustSession('old', '-', asInt), adjustSession('new', '+', asInt)],
  },
});

/** Which columns' change moves a counter (an update of other columns leaves the triggers asleep). */
const COUNTED_COLUMNS = { members: 'group_id', subscriptions: 'season_id', attendances: 'session_id, is_absent, is_late' } as const;

const addCounterColumns = async (db: Kysely<unknown>) => {
  const counter = (table: string, column: string) =>
    db.schema
      .alterTable(table)
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  await counter('groups', 'student_count');
  await counter('seasons', 'subscription_count');
  for (const column of ['participants', 'absences', 'lates']) await counter('training_sessions', column);
};

/** The counters of the rows already there, computed once. */
const fillCounters = async (db: Kysely<unknown>) => {
  await sql`update groups set student_count = (select count(*) from members m where m.group_id = groups.id)`.execute(db);
  await sql`update seasons set subscription_count = (select count(*) from subscriptions s where s.season_id = seasons.id)`.execute(db);
  await sql`
    update training_sessions set
      participants = (select count(*) from attendances a where a.session_id = training_sessions.id and a.is_absent = 0),
      absences = (select count(*) from attendances a where a.session_id = training_sessions.id and a.is_absent = 1),
      lates = (select count(*) from attendances a where a.session_id = training_sessions.id and a.is_absent = 0 and a.is_late = 1)
  `.execute(db);
};

const upSqlite = async (db: Kysely<unknown>) => {
  for (const [table, keys] of Object.entries(NAME_KEYS)) {
    for (const key of Object.keys(keys)) {
      await db.schema
        .alterTable(table)
        .addColumn(key, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    }
    const assignments = Object.entries(keys)
      .map(([key, source]) => `${key} = lower(${source})`)
      .join(', ');
    const sources = [...new Set(Object.values(keys))].join(', ');
    await sql.raw(`update ${table} set ${assignments}`).execute(db);
    await sql
      .raw(`create trigger ${table}_keys_insert after insert on ${table} begin update ${table} set ${assignments} where id = new.id; end`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_keys_update after update of ${sources} on ${table} begin update ${table} set ${assignments} where id = new.id; end`,
      )
      .execute(db);
  }
  await addCounterColumns(db);
  await fillCounters(db);
  for (const [table, events] of Object.entries(counterStatements((condition) => `(${condition})`))) {
    for (const [event, statements] of Object.entries(events)) {
      const on = event === 'update' ? `update of ${COUNTED_COLUMNS[table as keyof typeof COUNTED_COLUMNS]}` : event;
      await sql.raw(`create trigger ${table}_counts_${event} after ${on} on ${table} begin ${statements.join(' ')} end`).execute(db);
    }
  }
};

const upPostgres = async (db: Kysely<unknown>) => {
  // The expression indexes of 004 give way to indexes on the stored keys.
  for (const index of ['members_lower_name_idx', 'guardians_lower_name_idx', 'guardians_lower_email_idx']) {
    await sql.raw(`drop index if exists ${index}`).execute(db);
  }
  for (const [table, keys] of Object.entries(NAME_KEYS)) {
    for (const [key, source] of Object.entries(keys)) {
      await sql.raw(`alter table ${table} add column ${key} text not null generated always as (lower(${source})) stored`).execute(db);
    }
  }
  await addCounterColumns(db);
  await fillCounters(db);
  for (const [table, events] of Object.entries(counterStatements((condition) => `(${condition})::int`))) {
    const branches = Object.entries(events)
      .map(([event, statements]) => `if tg_op = '${event.toUpperCase()}' then ${statements.join(' ')} end if;`)
      .join(' ');
    await sql
      .raw(`create function ${table}_counts() returns trigger language plpgsql as $$ begin ${branches} return null; end $$`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_counts after insert or delete or update of ${COUNTED_COLUMNS[table as keyof typeof COUNTED_COLUMNS]} on ${table} for each row execute function ${table}_counts()`,
      )
      .execute(db);
  }
};

export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  await (dialect === 'postgres' ? upPostgres(db) : upSqlite(db));
  // The lists' order, and the public form's look-up of a guardian by e-mail.
  await db.schema.createIndex('members_name_key_idx').on('members').columns(['last_name_key', 'first_name_key', 'id']).execute();
  await db.schema.createIndex('guardians_name_key_idx').on('guardians').columns(['last_name_key', 'first_name_key', 'id']).execute();
  await db.schema.createIndex('guardians_email_key_idx').on('guardians').column('email_key').execute();
};
