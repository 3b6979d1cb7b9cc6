import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';

interface Column {
  name: string;
  dataType: string;
  udt: string;
  nullable: boolean;
  default: string | null;
  identity: boolean;
  generated: boolean;
  maxLength: number | null;
}

interface Table {
  name: string;
  columns: Column[];
  primaryKey: string[];
  /** column → the table and column it references. */
  references: Map<string, { table: string; column: string }>;
  /** column → a value its CHECK constraint allows (the first of an `= ANY (ARRAY[...])` list, or `= 'x'`). */
  allowed: Map<string, string>;
  /** Columns left null: the second of an "exactly one of" pair, `(a IS NULL) <> (b IS NULL)`. */
  leftNull: Set<string>;
}

/** A row the test wrote, as it read it back: its table, primary key values and every column's value. */
export interface WrittenRow {
  table: string;
  key: Record<string, unknown>;
  values: Record<string, string | null>;
}

const SKIPPED_TABLES = new Set(['migrations', 'typeorm_metadata']);

/**
 * Representative rows for whatever schema a database has now, read from its catalog: every table gets rows
 * (parents before children, each child pointing at a parent written in the same round), every column a
 * value of its type (a CHECK constraint's list of allowed values, an enum's first label, text within its
 * length), so the upgrade test can load data at each earlier schema without a fixture per migration.
 */
export class RepresentativeRows {
  private round = 0;
  private db!: DataSource;

  /** `derivedTables`: tables the database keeps itself (triggers): not written, their rows not returned. */
  constructor(private readonly derivedTables: readonly string[] = []) {}

  /** Writes `perTable` rows into every table of the database's schema now; answers them as stored. */
  async write(db: DataSource, perTable: number): Promise<WrittenRow[]> {
    this.db = db;
    this.round += 1;
    const tables = await this.tables();
    const enums = await this.enumLabels();
    const written: WrittenRow[] = [];
    const keysThisRound = new Map<string, Record<string, unknown>[]>();
    for (const table of order(tables)) {
      const rows: Record<string, unknown>[] = [];
      for (let index = 0; index < perTable; index++) {
        const values = await this.rowValues(table, index, enums, keysThisRound);
        const names = Object.keys(values);
        const placeholders = names.map((_, i) => `$${i + 1}`);
        const sql = names.length
          ? `INSERT INTO "${table.name}" (${names.map((n) => `"${n}"`).join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING *`
          : `INSERT INTO "${table.name}" DEFAULT VALUES RETURNING *`;
        let stored: Record<string, unknown>[];
        try {
          stored = await this.db.query(sql, Object.values(values));
        } catch (error) {
          throw new Error(`representative row for ${table.name} refused: ${(error as Error).message}`, {
            cause: error,
          });
        }
        rows.push(stored[0]);
        written.push({
          table: table.name,
          key: Object.fromEntries(table.primaryKey.map((column) => [column, stored[0][column]])),
          values: comparable(stored[0]),
        });
      }
      keysThisRound.set(table.name, rows);
    }
    return written;
  }

  private async rowValues(
    table: Table,
    index: number,
    enums: Map<string, string>,
    keysThisRound: Map<string, Record<string, unknown>[]>,
  ): Promise<Record<string, unknown>> {
    const n = this.round * 100 + index + 1;
    const values: Record<string, unknown> = {};
    for (const column of table.columns) {
      if (column.identity || column.generated || column.default?.startsWith('nextval(')) continue;
      if (table.leftNull.has(column.name)) continue;
      const reference = table.references.get(column.name);
      if (reference) {
        if (reference.table === table.name) {
          if (column.nullable) values[column.name] = null;
          else throw new Error(`${table.name}.${column.name}: a required reference to its own table`);
          continue;
        }
        const parents = keysThisRound.get(reference.table) ?? [];
        const parent = parents[index % Math.max(parents.length, 1)];
        if (parent) values[column.name] = parent[reference.column];
        else if (!column.nullable) values[column.name] = await this.anyValue(reference.table, reference.column);
        continue;
      }
      const allowed = table.allowed.get(column.name);
      if (allowed !== undefined) values[column.name] = allowed;
      else values[column.name] = valueOfType(table.name, column, n, enums);
    }
    return values;
  }

  private async anyValue(table: string, column: string): Promise<unknown> {
    const rows: Record<string, unknown>[] = await this.db.query(`SELECT "${column}" AS v FROM "${table}" LIMIT 1`);
    if (!rows.length) throw new Error(`no row in ${table} to reference`);
    return rows[0].v;
  }

  private async enumLabels(): Promise<Map<string, string>> {
    const rows: { type: string; label: string }[] = await this.db.query(
      `SELECT t.typname AS type, e.enumlabel AS label FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
        ORDER BY t.typname, e.enumsortorder`,
    );
    const labels = new Map<string, string>();
    for (const row of rows) if (!labels.has(row.type)) labels.set(row.type, row.label);
    return labels;
  }

  private async tables(): Promise<Table[]> {
    const columns: Record<string, unknown>[] = await this.db.query(
      `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default, is_identity, is_generated,
              character_maximum_length
         FROM information_schema.columns c
        WHERE table_schema = 'public'
          AND EXISTS (SELECT 1 FROM information_schema.tables t WHERE t.table_schema = 'public'
                        AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE')
        ORDER BY table_name, ordinal_position`,
    );
    const keys: { table_name: string; column_name: string }[] = await this.db.query(
      `SELECT c.conrelid::regclass::text AS table_name, a.attname AS column_name
         FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
        WHERE c.contype = 'p' AND c.connamespace = 'public'::regnamespace`,
    );
    const references: { table_name: string; column_name: string; ref_table: string; ref_column: string }[] =
      await this.db.query(
        `SELECT c.conrelid::regclass::text AS table_name, a.attname AS column_name,
                c.confrelid::regclass::text AS ref_table, af.attname AS ref_column
           FROM pg_constraint c
           JOIN LATERAL unnest(c.conkey, c.confkey) AS k(attnum, refnum) ON true
           JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum
           JOIN pg_attribute af ON af.attrelid = c.confrelid AND af.attnum = k.refnum
          WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace`,
      );
    const checks: { table_name: string; definition: string }[] = await this.db.query(
      `SELECT conrelid::regclass::text AS table_name, pg_get_constraintdef(oid) AS definition
         FROM pg_constraint WHERE contype = 'c' AND connamespace = 'public'::regnamespace`,
    );
    const tables = new Map<string, Table>();
    for (const row of columns) {
      const name = row.table_name as string;
      if (SKIPPED_TABLES.has(name) || this.derivedTables.includes(name)) continue;
      let table = tables.get(name);
      if (!table) {
        table = { name, columns: [], primaryKey: [], references: new Map(), allowed: new Map(), leftNull: new Set() };
        tables.set(name, table);
      }
      table.columns.push({
        name: row.column_name as string,
        dataType: row.data_type as string,
        udt: row.udt_name as string,
        nullable: row.is_nullable === 'YES',
        default: row.column_default as string | null,
        identity: row.is_identity === 'YES',
        generated: row.is_generated === 'ALWAYS',
        maxLength: row.character_maximum_length as number | null,
      });
    }
    for (const key of keys) tables.get(key.table_name)?.primaryKey.push(key.column_name);
    for (const reference of references) {
      tables.get(reference.table_name)?.references.set(reference.column_name, {
        table: reference.ref_table,
        column: reference.ref_column,
      });
    }
    for (const check of checks) {
      const table = tables.get(check.table_name);
      const match =
        /\(?(\w+)\)?(?:::text)? = ANY \(+ARRAY\[\s*'([^']*)'/.exec(check.definition) ??
        /\((\w+) = '([^']*)'::text\)/.exec(check.definition);
      if (match) table?.allowed.set(match[1], match[2]);
      const exactlyOne = /\((\w+) IS NULL\) <> \((\w+) IS NULL\)/.exec(check.definition);
      if (exactlyOne) table?.leftNull.add(exactlyOne[2]);
    }
    return [...tables.values()];
  }
}

/** Parents before children (a table's references to itself aside). */
function order(tables: Table[]): Table[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const done = new Set<string>();
  const ordered: Table[] = [];
  const visit = (table: Table, path: Set<string>) => {
    if (done.has(table.name)) return;
    if (path.has(table.name)) throw new Error(`reference cycle through ${table.name}`);
    path.add(table.name);
    for (const { table: parent } of table.references.values()) {
      const next = byName.get(parent);
      if (next && next !== table) visit(next, path);
    }
    path.delete(table.name);
    done.add(table.name);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

function valueOfType(table: string, column: Column, n: number, enums: Map<string, string>): unknown {
  const day = String((n % 28) + 1).padStart(2, '0');
  switch (column.dataType) {
    case 'text':
    case 'character varying':
    case 'character': {
      const text = column.name.includes('email') ? `u${n}@example.com` : `${table}-${column.name}-${n}`;
      return column.maxLength ? text.slice(-column.maxLength) : text;
    }
    // Small numbers: within the checks' ranges (months 1-120, years 1-100, days 0-365).
    case 'integer':
    case 'bigint':
    case 'smallint':
      return (n % 50) + 1;
    case 'numeric':
    case 'real':
    case 'double precision':
      return (n % 50) + 1.5;
    case 'boolean':
      return n % 2 === 0;
    case 'date':
      return `2021-03-${day}`;
    case 'timestamp with time zone':
    case 'timestamp without time zone':
      return `2021-03-${day}T10:00:00.000Z`;
    case 'json':
    case 'jsonb':
      return JSON.stringify({ n });
    case 'uuid':
      return randomUUID();
    case 'bytea':
      return Buffer.from(`bytes-${n}`);
    case 'inet':
      return '127.0.0.1';
    case 'interval':
      return '1 day';
    case 'ARRAY':
      return '{}';
    case 'USER-DEFINED': {
      const label = enums.get(column.udt);
      if (label === undefined) throw new Error(`${table}.${column.name}: no value for type ${column.udt}`);
      return label;
    }
    default:
      throw new Error(`${table}.${column.name}: no representative value for ${column.dataType}`);
  }
}

/** A row's values as comparable text (dates as ISO, bytes as hex, objects as JSON). */
export function comparable(row: Record<string, unknown>): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column,
      value === null || value === undefined
        ? null
        : value instanceof Date
          ? value.toISOString()
          : Buffer.isBuffer(value)
            ? value.toString('hex')
            : typeof value === 'object'
              ? JSON.stringify(value)
              : String(value),
    ]),
  );
}
