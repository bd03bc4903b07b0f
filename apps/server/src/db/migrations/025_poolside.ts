import { sql, type Kysely } from 'kysely';
import { withId, type DialectName } from '../dialect.js';

/**
 * The pool side (docs/product.md#planning, #absences, #calendar-feeds).
 *
 * - `closures`: days (a range) when the club does not train, at every pool or at one
 *   (`location` as the time slots spell it). No session is planned on them.
 * - `planned_sessions`: the season's sessions as the weekly time slots make them, one per slot
 *   and day (unique), kept in step with the slots and closures. A cancelled one stays with its
 *   reason, so calendars show it cancelled instead of losing it; `sequence` goes up on every
 *   change, as calendar clients need (RFC 5545 SEQUENCE).
 * - `training_sessions.planned_session_id`: the planned session an attendance sheet fills.
 * - `private_links`: the private, revocable URLs (calendar feeds, a family's absence link). The
 *   row holds a public id; the URL's secret part is an HMAC of it under a key derived from the
 *   server's secret, so neither the database nor a backup holds a working link.
 * - `absences`: a child reported absent by the family for a day range (one planned session:
 *   that session's day and id), withdrawn rather than deleted. `attendances.is_excused` marks the
 *   sheet's absences a report covers, set whenever either side is written.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  const text = 'text' as const;
  await withId(db.schema.createTable('closures'), dialect)
    .addColumn('from_day', text, (c) => c.notNull())
    .addColumn('to_day', text, (c) => c.notNull())
    .addColumn('location', text)
    .addColumn('label', text, (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('closures_days_idx').on('closures').columns(['from_day', 'to_day']).execute();

  await withId(db.schema.createTable('planned_sessions'), dialect)
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('time_slot_id', 'integer', (c) => c.references('time_slots.id').onDelete('set null'))
    .addColumn('day', text, (c) => c.notNull())
    .addColumn('starts_at', text, (c) => c.notNull())
    .addColumn('ends_at', text, (c) => c.notNull())
    .addColumn('location', text, (c) => c.notNull())
    .addColumn('status', text, (c) => c.notNull().defaultTo('PLANNED'))
    .addColumn('cancel_reason', text)
    .addColumn('cancelled_at', text)
    .addColumn('cancelled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('planned_sessions_slot_day_idx').unique().on('planned_sessions').columns(['time_slot_id', 'day']).execute();
  await db.schema.createIndex('planned_sessions_group_idx').on('planned_sessions').columns(['group_id', 'starts_at']).execute();
  await db.schema.createIndex('planned_sessions_starts_idx').on('planned_sessions').column('starts_at').execute();

  await db.schema
    .alterTable('training_sessions')
    .addColumn('planned_session_id', 'integer', (c) => c.references('planned_sessions.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('training_sessions_planned_idx').on('training_sessions').column('planned_session_id').execute();

  await db.schema
    .createTable('private_links')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('subject', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('revoked_at', text)
    .execute();
  // One live link per subject: two simultaneous first requests get the same URL.
  await sql`create unique index private_links_live_idx on private_links (kind, subject) where revoked_at is null`.execute(db);

  await withId(db.schema.createTable('absences'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('from_day', text, (c) => c.notNull())
    .addColumn('to_day', text, (c) => c.notNull())
    .addColumn('planned_session_id', 'integer', (c) => c.references('planned_sessions.id').onDelete('set null'))
    .addColumn('reason', text)
    .addColumn('source', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('withdrawn_at', text)
    .execute();
  await db.schema.createIndex('absences_member_idx').on('absences').columns(['member_id', 'from_day']).execute();

  await db.schema
    .alterTable('attendances')
    .addColumn('is_excused', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
};
