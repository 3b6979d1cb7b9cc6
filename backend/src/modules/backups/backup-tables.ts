import type { QueryRunner } from 'typeorm';
import { TABLES_LEFT_OUT } from './backup-manifest';

/** A table of the current schema, as the backup reads and writes it. */
export interface TableShape {
  table: string;
  /** Stored columns (generated ones are computed again on insert). */
  columns: string[];
  primaryKey: string[];
}

export const quoteIdentifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * The schema's tables in dependency order (a table after those its foreign keys point to), each with its
 * stored columns and primary key. Read from the catalog, so the same on PGlite and Postgres.
 */
export async function tablesInDependencyOrder(runner: QueryRunner): Promise<TableShape[]> {
  const tables = (
    (await runner.query(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p') AND n.nspname = current_schema() ORDER BY c.relname`,
    )) as { name: string }[]
  )
    .map((row) => row.name)
    .filter((name) => !TABLES_LEFT_OUT.includes(name));
  const references = (await runner.query(
    `SELECT ch.relname AS child, pa.relname AS parent FROM pg_constraint k
       JOIN pg_class ch ON ch.oid = k.conrelid JOIN pg_class pa ON pa.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = ch.relnamespace
      WHERE k.contype = 'f' AND n.nspname = current_schema()`,
  )) as { child: string; parent: string }[];
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (table: string) => {
    if (placed.has(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const reference of references) {
      if (reference.child === table && reference.parent !== table && tables.includes(reference.parent)) {
        place(reference.parent);
      }
    }
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  tables.forEach(place);
  const shapes: TableShape[] = [];
  for (const table of ordered) {
    const columns = (
      (await runner.query(
        `SELECT column_name AS name FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'
          ORDER BY ordinal_position`,
        [table],
      )) as { name: string }[]
    ).map((row) => row.name);
    const primaryKey = (
      (await runner.query(
        `SELECT a.attname AS name FROM pg_index i
           JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
           JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY(i.indkey)
          WHERE i.indisprimary AND c.relname = $1 AND n.nspname = current_schema() ORDER BY a.attnum`,
        [table],
      )) as { name: string }[]
    ).map((row) => row.name);
    shapes.push({ table, columns, primaryKey });
  }
  return shapes;
}

/** The last migration applied (its class name): the backup's schema version. */
export async function currentSchemaVersion(runner: QueryRunner): Promise<string> {
  const rows = (await runner.query(`SELECT name FROM migrations ORDER BY timestamp DESC, id DESC LIMIT 1`)) as {
    name: string;
  }[];
  if (!rows.length) throw new Error('The database has no migrations applied');
  return rows[0].name;
}

const EXPORT_PAGE_ROWS = 2_000;

/**
 * Every row of a table as JSON lines (one object per row, column names as keys), as Postgres writes them
 * (row_to_json): values keep their exact text (numerics, timestamps, bytea), and are read back by
 * jsonb_populate_recordset on either driver. Paged in primary-key order inside the caller's snapshot.
 */
export async function* tableRowsAsJsonLines(runner: QueryRunner, shape: TableShape): AsyncGenerator<string> {
  const order = shape.primaryKey.length ? `ORDER BY ${shape.primaryKey.map(quoteIdentifier).join(', ')}` : '';
  const columns = shape.columns.map((column) => `t.${quoteIdentifier(column)}`).join(', ');
  for (let offset = 0; ; offset += EXPORT_PAGE_ROWS) {
    const rows = (await runner.query(
      `SELECT row_to_json(r)::text AS line FROM (SELECT ${columns} FROM ${quoteIdentifier(shape.table)} t ${order}
        LIMIT ${EXPORT_PAGE_ROWS} OFFSET ${offset}) r`,
    )) as { line: string }[];
    for (const row of rows) yield row.line;
    if (rows.length < EXPORT_PAGE_ROWS) return;
  }
}

const IMPORT_BATCH_BYTES = 4 * 1024 * 1024;

/** Inserts JSON lines into a table (batched), keeping the ids they carry. */
export async function insertJsonLines(
  runner: QueryRunner,
  table: string,
  columns: string[],
  lines: AsyncIterable<string>,
): Promise<number> {
  const list = columns.map(quoteIdentifier).join(', ');
  const sql = `INSERT INTO ${quoteIdentifier(table)} (${list}) OVERRIDING SYSTEM VALUE
    SELECT ${list} FROM jsonb_populate_recordset(NULL::${quoteIdentifier(table)}, $1::jsonb)`;
  let batch: string[] = [];
  let batchBytes = 0;
  let rows = 0;
  const flush = async () => {
    if (!batch.length) return;
    await runner.query(sql, [`[${batch.join(',')}]`]);
    rows += batch.length;
    batch = [];
    batchBytes = 0;
  };
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    batchBytes += line.length;
    if (batchBytes >= IMPORT_BATCH_BYTES) await flush();
  }
  await flush();
  return rows;
}

/**
 * Moves every sequence a column draws from (serial and identity columns, and shared ones such as the homes'
 * row versions, named in a column default) past the highest value restored, so new rows never collide.
 */
export async function resetSequences(runner: QueryRunner): Promise<void> {
  const columns = (await runner.query(
    `SELECT table_name AS "table", column_name AS "column",
            COALESCE(pg_get_serial_sequence(quote_ident(table_name), column_name),
                     substring(column_default FROM 'nextval\\(''([^'']+)''')) AS sequence
       FROM information_schema.columns
      WHERE table_schema = current_schema() AND (column_default LIKE 'nextval(%' OR is_identity = 'YES')`,
  )) as { table: string; column: string; sequence: string | null }[];
  const highest = new Map<string, number>();
  for (const { table, column, sequence } of columns) {
    if (!sequence) continue;
    const [row] = (await runner.query(
      `SELECT COALESCE(MAX(${quoteIdentifier(column)}), 0)::text AS max FROM ${quoteIdentifier(table)}`,
    )) as { max: string }[];
    highest.set(sequence, Math.max(highest.get(sequence) ?? 0, Number(row.max)));
  }
  for (const [sequence, max] of highest) {
    if (max > 0) await runner.query(`SELECT setval($1::regclass, $2, true)`, [sequence, max]);
  }
}
