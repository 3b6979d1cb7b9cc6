import { EntityManager } from 'typeorm';

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
