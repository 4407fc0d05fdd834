import { is, Param, Placeholder, SQL, type DriverValueEncoder } from 'drizzle-orm';
import {
  PgDialect,
  type PgPreparedQuery,
  type PreparedQueryConfig,
  type SelectedFieldsOrdered,
} from 'drizzle-orm/pg-core';
import type { QueryResult, QueryResultRow } from 'pg';
import type { Executor } from './client.js';

type Prepared<T> = PgPreparedQuery<PreparedQueryConfig & { execute: T }>;

/** A Drizzle query builder: what `prepare` is called on. */
interface Preparable<T> {
  prepare(name: string): Prepared<T>;
}

/** What Drizzle's builders set on the prepared query they return (typed private there) and a copy needs. */
interface BuiltParts<T = unknown> {
  fields?: SelectedFieldsOrdered;
  _isResponseInArrayMode: boolean;
  customResultMapper?: (rows: unknown[][], mapColumnValue?: (value: unknown) => unknown) => T;
  joinsNotNullableMap?: Record<string, boolean>;
}

export interface KeptStatement<T> {
  /** Runs the statement on `db` (the pool, or a transaction's own connection) with the placeholders' values. */
  run(db: Executor, values: object): Promise<T>;
}

/** Where a parameter's value comes from: fixed in the text's build, a placeholder's value, or one through its column's encoder. */
type Slot = { value: unknown } | { name: string } | { name: string; encoder: DriverValueEncoder<unknown, unknown> };

function slotsOf(params: readonly unknown[]): Slot[] {
  return params.map((param) => {
    if (is(param, Placeholder)) return { name: param.name };
    if (is(param, Param) && is(param.value, Placeholder)) return { name: param.value.name, encoder: param.encoder };
    return { value: param };
  });
}

/**
 * The parameters' values. Unlike Drizzle's own filling, a null skips the column's encoder, as it
 * does when Drizzle builds a statement with its values in: a null jsonb is SQL NULL, not 'null'.
 */
function fill(slots: readonly Slot[], values: Record<string, unknown>): unknown[] {
  return slots.map((slot) => {
    if ('value' in slot) return slot.value;
    if (!(slot.name in values)) throw new Error(`kept statement: no value for "${slot.name}"`);
    const value = values[slot.name];
    return 'encoder' in slot && value !== null && value !== undefined ? slot.encoder.mapToDriverValue(value) : value;
  });
}

/** Names given so far: node-postgres refuses a name that a connection prepared with another text. */
const namesTaken = new Set<string>();

/** Our Drizzle instance is made without a casing option, so a plain dialect writes the same text. */
const dialect = new PgDialect();

/**
 * Why: Drizzle builds a statement's text on every call by walking its whole object tree, and in a
 * burst of hand-ins that was two thirds of the event loop's time (docs/scale.md, "Statement text
 * built once"). A kept
 * statement is built once per server, with `sql.placeholder` where its values go; each call only
 * binds the values, through Drizzle's own result mapping, on whichever executor it is given. Its
 * name makes PostgreSQL parse and plan it once per connection. `build` must give one text whatever
 * the values: a statement whose shape varies needs one kept statement per shape.
 */
export function keptStatement<T>(name: string, build: (db: Executor) => Preparable<T>): KeptStatement<T>;
export function keptStatement<Row extends QueryResultRow>(
  name: string,
  build: (db: Executor) => SQL,
): KeptStatement<QueryResult<Row>>;
export function keptStatement<T>(name: string, build: (db: Executor) => Preparable<T> | SQL): KeptStatement<T> {
  if (namesTaken.has(name)) throw new Error(`kept statement "${name}" is defined twice`);
  namesTaken.add(name);
  let template: { text: string; slots: Slot[]; parts: BuiltParts<T> } | undefined;
  const templateOn = (db: Executor) => {
    const built = build(db);
    const prepared: Prepared<T> = is(built, SQL)
      ? db._.session.prepareQuery(dialect.sqlToQuery(built), undefined, name, false)
      : built.prepare(name);
    const { sql: text, params } = prepared.getQuery();
    return { text, slots: slotsOf(params), parts: prepared as unknown as BuiltParts<T> };
  };
  return {
    async run(db, values) {
      template ??= templateOn(db);
      const { text, slots, parts } = template;
      const query = db._.session.prepareQuery<PreparedQueryConfig & { execute: T }>(
        { sql: text, params: fill(slots, values as Record<string, unknown>) },
        parts.fields,
        name,
        parts._isResponseInArrayMode,
        parts.customResultMapper,
      );
      (query as unknown as BuiltParts).joinsNotNullableMap = parts.joinsNotNullableMap;
      return query.execute();
    },
  };
}
