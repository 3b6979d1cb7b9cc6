import { EntityManager, EntityTarget } from 'typeorm';

/**
 * Takes `count` ids from a table's serial sequence without inserting anything, for rows that must
 * be named before they are written (an import stores files under keys that carry the new ids, then
 * inserts the rows with those ids). Ids taken and never used are simply skipped, as after a rollback.
 */
export async function reserveIds(manager: EntityManager, table: string, count: number): Promise<number[]> {
  if (count <= 0) return [];
  if (!/^[a-z_]+$/.test(table)) throw new Error(`Not a table name: ${table}`);
  const rows: { id: string | number }[] = await manager.query(
    `SELECT nextval(pg_get_serial_sequence('${table}', 'id')) AS id FROM generate_series(1, $1)`,
    [count],
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Inserts rows whose ids were reserved (TypeORM's insert leaves a generated id to the sequence, so it
 * cannot write them): one statement that reads the rows from JSON into the table's own row type,
 * columns named by the entity's metadata. Dates travel as ISO text, arrays as JSON arrays.
 */
export async function insertWithIds<T extends { id: number }>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  rows: T[],
): Promise<void> {
  if (!rows.length) return;
  const metadata = manager.connection.getMetadata(entity);
  const columns = metadata.columns.filter((column) => rows[0][column.propertyName as keyof T] !== undefined);
  const names = columns.map((column) => `"${column.databaseName}"`).join(', ');
  const values = rows.map((row) =>
    Object.fromEntries(columns.map((column) => [column.databaseName, row[column.propertyName as keyof T]])),
  );
  await manager.query(
    `INSERT INTO "${metadata.tableName}" (${names}) SELECT ${names} FROM jsonb_populate_recordset(NULL::"${metadata.tableName}", $1::jsonb)`,
    [JSON.stringify(values)],
  );
}
