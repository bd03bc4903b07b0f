import type { CreateTableBuilder } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/** An auto-incremented integer primary key in the syntax of each database. */
export const withId = <T extends string>(table: CreateTableBuilder<T, never>, dialect: DialectName) =>
  dialect === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
