import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
import {
  CompiledQuery,
  SelectQueryNode,
  SqliteAdapter,
  SqliteDialect,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type QueryResult,
  type SqliteDatabase,
} from 'kysely';
import { withStatementCache } from './statement-cache.js';

/** A first-come, first-served lock: releasing it hands it straight to the next waiter. */
class FifoLock {
  #held = false;
  readonly #waiters: (() => void)[] = [];

  acquire(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  release(): void {
    const next = this.#waiters.shift();
    if (next === undefined) this.#held = false;
    else next();
  }
}

type RowOf = (values: unknown[]) => Record<string, unknown>;

/** A statement that reads rows as arrays, with the function that turns one into an object. */
interface RawReader {
  all: (parameters: readonly unknown[]) => unknown[][];
}

/**
 * Each reading statement's row builder, by statement: better-sqlite3 builds a row object by
 * adding its columns one by one, which costs more than reading them; an object literal with the
 * statement's columns, compiled once, builds the same object (the last of two equal names wins,
 * as there) in a fraction of the time.
 */
const rowBuilders = new WeakMap<object, RowOf | null>();

const rowBuilderOf = (statement: Statement): RowOf | null => {
  let builder = rowBuilders.get(statement);
  if (builder !== undefined) return builder;
  const names = statement.columns().map((column) => column.name);
  // A column named like an Object.prototype accessor would set the prototype in a literal: such statements keep their objects.
  builder = names.some((name) => name === '__proto__')
    ? null
    : (new Function('v', `return {${names.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(', ')}};`) as RowOf);
  statement.raw(builder !== null);
  rowBuilders.set(statement, builder);
  return builder;
};

const run = <R>(database: SqliteDatabase, { sql, parameters }: CompiledQuery): QueryResult<R> => {
  const statement = database.prepare(sql);
  if (statement.reader) {
    const builder = rowBuilderOf(statement as unknown as Statement);
    if (builder === null) return { rows: statement.all(parameters) as R[] };
    return { rows: (statement as unknown as RawReader).all(parameters).map(builder) as R[] };
  }
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
};

interface Connections {
  writer: SqliteDatabase;
  /** A read-only connection to the same file; none for an in-memory database, which has one connection only. */
  reader: SqliteDatabase | undefined;
  writeLock: FifoLock;
}

/**
 * What Kysely calls a connection: one request's use of the database. A transaction holds the
 * writer connection from `begin` to `commit` or `rollback`; outside one, a select runs on the
 * reader and any other statement takes the writer for itself alone.
 */
class Session implements DatabaseConnection {
  inTransaction = false;

  constructor(private readonly connections: Connections) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { writer, reader, writeLock } = this.connections;
    if (this.inTransaction) return run<R>(writer, query);
    if (reader !== undefined && SelectQueryNode.is(query.query)) return run<R>(reader, query);
    await writeLock.acquire();
    try {
      return run<R>(writer, query);
    } finally {
      writeLock.release();
    }
  }

  // eslint-disable-next-line require-yield -- nothing in the server streams; Kysely needs the method
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not used with SQLite: read in pages');
  }
}

/**
 * Kysely's SQLite driver runs every query, reads included, on one connection behind a lock,
 * so a read waits for any open transaction to end, and each release wakes every waiter. In WAL
 * mode a second, read-only connection sees every committed write and never an uncommitted one:
 * here reads outside a transaction use it and do not wait, and writers queue first come, first served.
 */
class SplitSqliteDriver implements Driver {
  constructor(private readonly connections: Connections) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Session(this.connections);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const { writer, writeLock } = this.connections;
    await writeLock.acquire();
    try {
      run(writer, CompiledQuery.raw('begin'));
    } catch (error) {
      writeLock.release();
      throw error;
    }
    (connection as Session).inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    // A failed commit leaves the lock held: Kysely rolls back next, which releases it.
    run(this.connections.writer, CompiledQuery.raw('commit'));
    this.end(connection as Session);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      run(this.connections.writer, CompiledQuery.raw('rollback'));
    } finally {
      this.end(connection as Session);
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // Only reached in a transaction when its end failed in a way Kysely did not roll back.
    if ((connection as Session).inTransaction) await this.rollbackTransaction(connection);
  }

  async destroy(): Promise<void> {
    this.connections.reader?.close();
    this.connections.writer.close();
  }

  private end(session: Session): void {
    if (!session.inTransaction) return;
    session.inTransaction = false;
    this.connections.writeLock.release();
  }
}

/** SQLite for Kysely with a writer connection and, for a database file, a read-only reader next to it. */
export class SplitSqliteDialect extends SqliteDialect {
  readonly #connections: Connections;

  constructor(writer: SQLiteDatabase, reader: SQLiteDatabase | undefined) {
    super({ database: writer });
    this.#connections = {
      writer: withStatementCache(writer),
      reader: reader === undefined ? undefined : withStatementCache(reader),
      writeLock: new FifoLock(),
    };
  }

  override createDriver(): Driver {
    return new SplitSqliteDriver(this.#connections);
  }

  /** SQLite's DDL is transactional: each migration runs in a transaction, as on PostgreSQL (docs/operations.md#upgrades). */
  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}
