import type { Compilable, CompiledQuery, Kysely } from 'kysely';

const SENTINEL = '\u0000compiled-query-parameter:';

/**
 * A query built and compiled to SQL once, then run with new parameter values. Kysely builds
 * its tree and compiles it again on every call; for the query every request runs (the staff
 * session), that was a tenth of the server's time.
 */
export const compileOnce = <P extends Record<string, unknown>, R>(
  db: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- any schema: the builder types the query
  names: readonly (keyof P & string)[],
  build: (params: P) => Compilable<R>,
): ((params: P) => Promise<R[]>) => {
  const placeholders = Object.fromEntries(names.map((name) => [name, `${SENTINEL}${name}`])) as unknown as P;
  const compiled: CompiledQuery<R> = build(placeholders).compile();
  type Slot = { name: keyof P & string } | { value: unknown };
  const slots = compiled.parameters.map((value): Slot =>
    typeof value === 'string' && value.startsWith(SENTINEL) ? { name: value.slice(SENTINEL.length) } : { value },
  );
  const missing = names.filter((name) => !slots.some((slot) => 'name' in slot && slot.name === name));
  if (missing.length > 0) throw new Error(`compileOnce: ${missing.join(', ')} did not become query parameters`);
  return async (params) => {
    const parameters = slots.map((slot) => ('name' in slot ? params[slot.name] : slot.value));
    const result = await db.executeQuery<R>({ ...compiled, parameters });
    return result.rows;
  };
};

/**
 * `compileOnce` for a repository function that runs on whatever executor it is given: the
 * statement is compiled on the first call on each database or transaction, then reused there.
 * A transaction's one call costs what building the query always did; the database's calls, the
 * reads, cost only the run.
 */
export const compiledPerExecutor = <Schema, P extends Record<string, unknown>, R>(
  names: readonly (keyof P & string)[],
  build: (db: Kysely<Schema>, params: P) => Compilable<R>,
): ((db: Kysely<Schema>, params: P) => Promise<R[]>) => {
  const byExecutor = new WeakMap<Kysely<Schema>, (params: P) => Promise<R[]>>();
  return (db, params) => {
    let query = byExecutor.get(db);
    if (query === undefined) {
      query = compileOnce(db, names, (placeholders: P) => build(db, placeholders));
      byExecutor.set(db, query);
    }
    return query(params);
  };
};

/** Lists longer than this are built each time: a family or a page of ids is shorter. */
const MAX_COMPILED_LIST = 16;

/**
 * `compiledPerExecutor` for a query on a short list of ids (`where … in (…)`) that may take other
 * values too (a day, a range of instants): one statement compiled per executor and per length of
 * the list, the values bound at each call, so a family of two children and one of three each
 * reuse theirs. A longer list is built and compiled on the call, as Kysely does.
 */
export const compiledPerListLengthWith = <Schema, P extends Record<string, unknown>, R>(
  names: readonly (keyof P & string)[],
  build: (db: Kysely<Schema>, ids: readonly number[], params: P) => Compilable<R>,
): ((db: Kysely<Schema>, ids: readonly number[], params: P) => Promise<R[]>) => {
  type Bound = P & Record<string, unknown>;
  const byLength = new Map<number, (db: Kysely<Schema>, params: Bound) => Promise<R[]>>();
  const queryOfLength = (length: number) => {
    let query = byLength.get(length);
    if (query === undefined) {
      const idNames = Array.from({ length }, (_, index) => `id${index}`);
      query = compiledPerExecutor([...names, ...idNames], (db: Kysely<Schema>, bound: Bound) =>
        build(
          db,
          idNames.map((name) => bound[name] as number),
          bound,
        ),
      );
      byLength.set(length, query);
    }
    return query;
  };
  return async (db, ids, params) => {
    if (ids.length === 0) return [];
    if (ids.length > MAX_COMPILED_LIST) return (await db.executeQuery(build(db, ids, params).compile())).rows;
    const bound: Record<string, unknown> = { ...params };
    ids.forEach((id, index) => {
      bound[`id${index}`] = id;
    });
    return queryOfLength(ids.length)(db, bound as Bound);
  };
};

/** `compiledPerListLengthWith` for a query on its list of ids alone. */
export const compiledPerListLength = <Schema, R>(
  build: (db: Kysely<Schema>, ids: readonly number[]) => Compilable<R>,
): ((db: Kysely<Schema>, ids: readonly number[]) => Promise<R[]>) => {
  const query = compiledPerListLengthWith<Schema, Record<string, never>, R>([], (db, ids) => build(db, ids));
  return (db, ids) => query(db, ids, {});
};

/**
 * `compiledPerExecutor` for a query without parameters whose one row must exist (the club's
 * settings row): read on many requests, compiled once per executor.
 */
export const compiledSingleRow = <Schema, R>(
  what: string,
  build: (db: Kysely<Schema>) => Compilable<R>,
): ((db: Kysely<Schema>) => Promise<R>) => {
  const query = compiledPerExecutor([], (db: Kysely<Schema>) => build(db));
  return async (db) => {
    const [row] = await query(db, {});
    if (row === undefined) throw new Error(`${what} is missing`);
    return row;
  };
};
