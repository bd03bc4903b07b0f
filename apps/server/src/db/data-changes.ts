import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  RawNode,
  SelectQueryNode,
  TableNode,
  UpdateQueryNode,
  type CompiledQuery,
  type OperationNode,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * How long an answer kept against the data version may be given: bounds what another server or
 * process sharing a PostgreSQL database (whose writes this one does not count) could leave unseen.
 */
export const CACHE_MAX_AGE_MS = 5_000;

/**
 * The version of the data: it changes when a write that changed rows commits. A reader that
 * saw one version and still sees it afterwards knows nothing it read has changed since
 * (the response cache rests on it).
 *
 * Each table also has a version of its own, for values read from a few tables that most
 * writes leave alone (a staff session, the sizes): those are kept across the writes of others.
 */
export class DataChanges {
  #local = 0;
  /** Committed changes whose tables are not known (raw statements: DDL, restores): they move every table. */
  #unscoped = 0;
  readonly #byTable = new Map<string, number>();

  /** @param external Changes made by other processes, when the database can tell (SQLite's `data_version`). */
  constructor(private readonly external: () => number = () => 0) {}

  /** Called once a change is committed (or, for a statement of its own, done), with the tables it wrote when known. */
  committed(tables?: ReadonlySet<string>): void {
    this.#local += 1;
    if (tables === undefined) this.#unscoped += 1;
    else for (const table of tables) this.#byTable.set(table, (this.#byTable.get(table) ?? 0) + 1);
  }

  version(): string {
    return `${this.#local}.${this.external()}`;
  }

  /**
   * The version of these tables alone. Writes are counted on the table a statement names:
   * the list must hold every table whose writes change what is read, through a foreign key's
   * cascade or a trigger included.
   */
  versionOf(tables: readonly string[]): string {
    return `${this.#unscoped}.${tables.map((table) => this.#byTable.get(table) ?? 0).join('.')}.${this.external()}`;
  }
}

const isRead = (query: CompiledQuery): boolean =>
  SelectQueryNode.is(query.query) || (RawNode.is(query.query) && /^\s*(select|explain)\b/i.test(query.sql));

const tableOf = (node: OperationNode | undefined): string | undefined => {
  if (node === undefined) return undefined;
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableOf(node.node);
  return undefined;
};

/** The table a write names; undefined when it cannot be told (raw SQL, a data-modifying WITH, several tables). */
const writtenTable = (query: CompiledQuery): string | undefined => {
  const node = query.query;
  if (InsertQueryNode.is(node)) return node.with === undefined ? tableOf(node.into) : undefined;
  if (UpdateQueryNode.is(node)) return node.with === undefined ? tableOf(node.table) : undefined;
  if (DeleteQueryNode.is(node)) return node.with === undefined && node.from.froms.length === 1 ? tableOf(node.from.froms[0]) : undefined;
  return undefined;
};

/** Whether a statement changed anything: rows counted or returned by a write, or any raw statement (DDL). */
const changedRows = (query: CompiledQuery, result: QueryResult<unknown>): boolean =>
  RawNode.is(query.query) || (result.numAffectedRows ?? 0n) > 0n || result.rows.length > 0;

class TrackedConnection implements DatabaseConnection {
  inTransaction = false;
  changedInTransaction = false;
  /** The tables the open transaction wrote; undefined once one of its writes named none that can be told. */
  tablesInTransaction: Set<string> | undefined = new Set();

  constructor(
    readonly inner: DatabaseConnection,
    private readonly changes: DataChanges,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(query);
    if (!isRead(query) && changedRows(query, result)) {
      const table = writtenTable(query);
      if (!this.inTransaction) this.changes.committed(table === undefined ? undefined : new Set([table]));
      else {
        this.changedInTransaction = true;
        if (table === undefined) this.tablesInTransaction = undefined;
        else this.tablesInTransaction?.add(table);
      }
    }
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }

  /** The transaction ended; a commit of changed rows makes a new version. */
  end(committed: boolean): void {
    if (committed && this.changedInTransaction) this.changes.committed(this.tablesInTransaction);
    this.inTransaction = false;
    this.changedInTransaction = false;
    this.tablesInTransaction = new Set();
  }
}

type CompileQuery = Parameters<NonNullable<Driver['savepoint']>>[2];

const unwrap = (connection: DatabaseConnection): DatabaseConnection => (connection as TrackedConnection).inner;

class TrackingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly changes: DataChanges,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new TrackedConnection(await this.inner.acquireConnection(), this.changes);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.inner.beginTransaction(unwrap(connection), settings);
    (connection as TrackedConnection).inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.inner.commitTransaction(unwrap(connection));
    (connection as TrackedConnection).end(true);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.rollbackTransaction(unwrap(connection));
    } finally {
      (connection as TrackedConnection).end(false);
    }
  }

  savepoint(connection: DatabaseConnection, name: string, compile: CompileQuery): Promise<void> {
    return this.onSavepoint('savepoint', connection, name, compile);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: CompileQuery): Promise<void> {
    return this.onSavepoint('rollbackToSavepoint', connection, name, compile);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: CompileQuery): Promise<void> {
    return this.onSavepoint('releaseSavepoint', connection, name, compile);
  }

  private async onSavepoint(
    method: 'savepoint' | 'rollbackToSavepoint' | 'releaseSavepoint',
    connection: DatabaseConnection,
    name: string,
    compile: CompileQuery,
  ): Promise<void> {
    const call = this.inner[method];
    if (call === undefined) throw new Error('Savepoints are not supported by this database driver');
    await call.call(this.inner, unwrap(connection), name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(unwrap(connection));
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** The same dialect, with every committed change counted in `changes`. */
export const trackChanges = (dialect: Dialect, changes: DataChanges): Dialect => ({
  createAdapter: () => dialect.createAdapter(),
  createDriver: () => new TrackingDriver(dialect.createDriver(), changes),
  createQueryCompiler: () => dialect.createQueryCompiler(),
  createIntrospector: (db) => dialect.createIntrospector(db),
});
