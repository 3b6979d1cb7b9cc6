import { hash } from 'node:crypto';
import type { Pool } from 'pg';
import { DataSource, EntityTarget, ObjectLiteral, QueryFailedError } from 'typeorm';

/**
 * Column types whose node-postgres value is already what TypeORM hydrates into the entity (our pool keeps
 * `date` as 'YYYY-MM-DD' text; timestamptz become Dates, arrays of these types arrays, json parsed, bigint
 * and numeric text, as TypeORM gives them). A column of any other type (enums: node-postgres leaves enum
 * arrays as text), or with a transformer, would need TypeORM's hydration: PlainRows refuses it at
 * construction rather than answer something different from the entity.
 */
const PASS_THROUGH_TYPES = new Set([
  'int',
  'integer',
  'text',
  'boolean',
  'date',
  'timestamptz',
  'timestamp with time zone',
  'character varying',
  'uuid',
  'smallint',
  'bigint',
  'numeric',
  'json',
  'jsonb',
]);

/** A scalar SQL expression with its parameters (`$1`, `$2`…). */
export interface SqlValue {
  sql: string;
  params: unknown[];
}

/**
 * The read path for hot list routes: one SQL statement on the pool, the entity's selectable columns
 * aliased to their property names, rows returned as the plain objects node-postgres builds. No query
 * builder, no entity hydration; the objects have the same keys, in the same order, with the same values as
 * `repository.find()` gives, so they serialise to the same JSON (checked by plain-rows.int-spec.ts).
 *
 * Only for reads outside a transaction (it takes any pooled connection).
 */
export class PlainRows<T extends ObjectLiteral> {
  private readonly selectList: string;
  private readonly table: string;
  /** The select list of `jsonArray`, or why it cannot be built for this entity. */
  private readonly jsonSelectList: string | Error;

  constructor(
    private readonly dataSource: DataSource,
    entity: EntityTarget<T>,
  ) {
    const metadata = dataSource.getMetadata(entity);
    const columns = metadata.columns.filter((column) => column.isSelect && !column.relationMetadata);
    for (const column of columns) {
      const type = dataSource.driver.normalizeType(column);
      if (column.transformer || column.embeddedMetadata || !PASS_THROUGH_TYPES.has(type)) {
        throw new Error(`PlainRows: ${metadata.name}.${column.propertyName} (${type}) needs entity hydration`);
      }
    }
    this.selectList = columns.map((column) => `"${column.databaseName}" AS "${column.propertyName}"`).join(', ');
    this.table = `"${metadata.tablePath}"`;
    const unsafe = columns.find(
      (column) => !JSON_SAFE_TYPES.has(dataSource.driver.normalizeType(column)) || (column.isArray && !isText(column)),
    );
    this.jsonSelectList = unsafe
      ? new Error(`PlainRows: ${metadata.name}.${unsafe.propertyName} has no JSON form equal to the entity's`)
      : columns
          .map((column) => {
            const value = `e."${column.databaseName}"`;
            const type = dataSource.driver.normalizeType(column);
            const json = type === 'timestamptz' || type === 'timestamp with time zone' ? isoTimestamp(value) : value;
            return `${json} AS "${column.propertyName}"`;
          })
          .join(', ');
  }

  /**
   * The JSON array `JSON.stringify(await this.many(...))` would give, built by Postgres (`row_to_json`, whose
   * text is compact and escapes as JSON.stringify does): no rows parsed, hydrated or serialised here.
   * Timestamps are written as `Date.prototype.toJSON` writes them (UTC, milliseconds truncated as
   * node-postgres's parser truncates them); only columns whose JSON is the same either way are accepted
   * (integers, text, booleans, dates as text, text arrays, timestamps — not bigint, numeric or json, which
   * the pool gives as strings or re-serialises differently). `where` filters the table's own columns;
   * `orderBy` names its columns.
   */
  async jsonArray(where: string, orderBy: readonly string[], params: unknown[]): Promise<string> {
    if (this.jsonSelectList instanceof Error) throw this.jsonSelectList;
    const order = orderBy.map((column) => `e."${column}"`).join(', ');
    const [{ json }] = await plainQuery<{ json: string | null }>(
      this.dataSource,
      `SELECT string_agg(row_to_json(v)::text, ',' ORDER BY ${order}) AS json
       FROM (SELECT * FROM ${this.table} ${where}) e CROSS JOIN LATERAL (SELECT ${this.jsonSelectList}) v`,
      params,
    );
    return `[${json ?? ''}]`;
  }

  /** `SELECT <columns> FROM <table> <clause>`, e.g. `WHERE user_id = $1 ORDER BY created_at, id`. */
  async many(clause: string, params: unknown[]): Promise<T[]> {
    return plainQuery<T>(this.dataSource, `SELECT ${this.selectList} FROM ${this.table} ${clause}`, params);
  }

  async one(clause: string, params: unknown[]): Promise<T | null> {
    return (await this.many(`${clause} LIMIT 1`, params))[0] ?? null;
  }
}

/** Column types whose row_to_json form is the JSON of the value node-postgres gives (timestamps converted). */
const JSON_SAFE_TYPES = new Set([
  'int',
  'integer',
  'smallint',
  'text',
  'character varying',
  'uuid',
  'boolean',
  'date',
  'timestamptz',
  'timestamp with time zone',
]);

const isText = (column: { type: unknown }) => column.type === 'text' || column.type === 'character varying';

/** `Date.prototype.toJSON`'s text of a timestamptz: UTC, milliseconds (truncated, as node-postgres's parse). */
const isoTimestamp = (value: string) => `to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function poolOf(dataSource: DataSource): Pool {
  return (dataSource.driver as unknown as { master: Pool }).master;
}

/**
 * The pool option (`extra` of the DataSource) that allows named statements: true for a real Postgres server,
 * false for the embedded PGlite server. PGlite is one session whatever the connection: statements prepared
 * on a pool connection outlive it, while node-postgres forgets them with the connection, so the next
 * connection's Parse of the same name fails ('prepared statement … already exists') — every plain read
 * answered 500 once the pool had replaced an idle connection (test/http-reads suite).
 */
export const NAMED_STATEMENTS_OPTION = 'namedStatements';

/** How many distinct statements are prepared (named) at most; any further text runs unnamed. */
const MAX_NAMED_STATEMENTS = 256;
const statementNames = new Map<string, string>();

/**
 * The name `sql` is prepared under on each pooled connection: `hb_` and a hash of the text, so one name is
 * always one text. The hot reads (the session's user reload, the lists' cache keys, the access checks) run
 * a few fixed texts on every request; unnamed, Postgres parsed and planned each one every time (measured
 * on one connection: ~100 → ~33 µs of Postgres CPU for the user reload, ~330 → ~65 µs for the homes list's
 * key), CPU taken from the api process on the same machine. Named, each connection parses it once and
 * reuses the plan. Bounded: past MAX_NAMED_STATEMENTS distinct texts (none of ours is built per call), a
 * text runs unnamed, so a connection never holds more than that many.
 */
export function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `hb_${hash('sha1', sql, 'hex').slice(0, 32)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/**
 * One read statement on the pool, outside any transaction: the rows node-postgres builds, as
 * `dataSource.query` returns them for a SELECT, without TypeORM's query runner around it (a runner per call),
 * as a prepared statement (`statementName`) where the pool allows it (`NAMED_STATEMENTS_OPTION`). A database error is TypeORM's QueryFailedError as there (the
 * exception filter reads its driverError code).
 */
export async function plainQuery<T>(dataSource: DataSource, sql: string, params: unknown[]): Promise<T[]> {
  try {
    const pool = poolOf(dataSource);
    const named = (pool.options as unknown as Record<string, unknown>)[NAMED_STATEMENTS_OPTION] === true;
    return (await pool.query({ name: named ? statementName(sql) : undefined, text: sql, values: params })).rows as T[];
  } catch (error) {
    if (error instanceof Error && 'code' in error) throw new QueryFailedError(sql, params, error);
    throw error;
  }
}
