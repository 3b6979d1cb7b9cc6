import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { EquipmentType } from './entities/equipment-type.entity';
import { matchEquipmentType } from './equipment-type-match';

/** The fields of an equipment a spreadsheet import reads and writes (money in cents per unit). */
export interface ImportableFields {
  name: string;
  type: string | null;
  brand: string | null;
  modelNumber: string | null;
  serialNumber: string | null;
  installationDate: string | null;
  notes: string | null;
  room: string | null;
  purchaseDate: string | null;
  purchasePriceCents: number | null;
  replacementCostCents: number | null;
  purchasedFrom: string | null;
  quantity: number;
}

/** An equipment of a home as the import compares it. */
export interface ImportableEquipment extends ImportableFields {
  id: number;
  importRef: string | null;
}

/** The columns written, in the order of ImportableFields (the record types of jsonb_to_recordset). */
const COLUMNS: [keyof ImportableFields, string, string][] = [
  ['name', 'name', 'text'],
  ['type', 'type', 'text'],
  ['brand', 'brand', 'text'],
  ['modelNumber', 'model_number', 'text'],
  ['serialNumber', 'serial_number', 'text'],
  ['installationDate', 'installation_date', 'text'],
  ['notes', 'notes', 'text'],
  ['room', 'room', 'text'],
  ['purchaseDate', 'purchase_date', 'date'],
  ['purchasePriceCents', 'purchase_price_cents', 'int'],
  ['replacementCostCents', 'replacement_cost_cents', 'int'],
  ['purchasedFrom', 'purchased_from', 'text'],
  ['quantity', 'quantity', 'int'],
];

/** Rows per statement: one JSON parameter each, so the statement count, not the row count, is the cost. */
const ROWS_PER_STATEMENT = 1000;

const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / ROWS_PER_STATEMENT) }, (_, index) =>
    items.slice(index * ROWS_PER_STATEMENT, (index + 1) * ROWS_PER_STATEMENT),
  );

/**
 * The equipment table's side of the spreadsheet import (the inventory module): a home's equipment as the
 * import compares it, and batched inserts and updates in the caller's transaction, each a single statement
 * per thousand rows (rows travel as one JSON parameter through jsonb_to_recordset). The equipment type is
 * matched from the type, or else the name, as the equipment form matches it.
 */
@Injectable()
export class EquipmentImportRows {
  constructor(private readonly dataSource: DataSource) {}

  async ofHome(homeId: number, manager: EntityManager = this.dataSource.manager): Promise<ImportableEquipment[]> {
    const select = COLUMNS.map(([field, column]) => `${column} AS "${field}"`).join(', ');
    return manager.query(
      `SELECT id, import_ref AS "importRef", ${select} FROM equipment WHERE home_id = $1 ORDER BY id`,
      [homeId],
    );
  }

  /**
   * Creates the rows under the home (owned by its owner); completed when a brand, model or serial is known.
   * Answers the new ids.
   */
  async insert(
    manager: EntityManager,
    owner: { ownerId: number; homeId: number },
    rows: (ImportableFields & { importRef: string | null })[],
  ): Promise<number[]> {
    const ids: number[] = [];
    if (!rows.length) return ids;
    const typeOf = await this.typeMatcher(manager);
    const names = COLUMNS.map(([, column]) => column);
    const recordType = COLUMNS.map(([, column, type]) => `${column} ${type}`).join(', ');
    for (const chunk of chunks(rows)) {
      const records = chunk.map((row) => ({
        ...Object.fromEntries(COLUMNS.map(([field, column]) => [column, row[field]])),
        import_ref: row.importRef,
        equipment_type_id: typeOf(row.type ?? row.name),
        completed: !!(row.brand || row.modelNumber || row.serialNumber),
      }));
      const inserted: { id: number }[] = await manager.query(
        `INSERT INTO equipment (user_id, home_id, ${names.join(', ')}, import_ref, equipment_type_id, completed)
         SELECT $1, $2, ${names.join(', ')}, import_ref, equipment_type_id, completed
         FROM jsonb_to_recordset($3::jsonb)
           AS r(${recordType}, import_ref text, equipment_type_id int, completed boolean)
         RETURNING id`,
        [owner.ownerId, owner.homeId, JSON.stringify(records)],
      );
      ids.push(...inserted.map((row) => row.id));
    }
    return ids;
  }

  /** Sets every importable field and the ref of these equipment of the home (the caller merged the changes in). */
  async update(manager: EntityManager, homeId: number, rows: ImportableEquipment[]): Promise<void> {
    if (!rows.length) return;
    const typeOf = await this.typeMatcher(manager);
    const recordType = COLUMNS.map(([, column, type]) => `${column} ${type}`).join(', ');
    const set = COLUMNS.map(([, column]) => `${column} = r.${column}`).join(', ');
    for (const chunk of chunks(rows)) {
      const records = chunk.map((row) => ({
        id: row.id,
        ...Object.fromEntries(COLUMNS.map(([field, column]) => [column, row[field]])),
        import_ref: row.importRef,
        equipment_type_id: typeOf(row.type ?? row.name),
      }));
      await manager.query(
        `UPDATE equipment e
         SET ${set}, import_ref = r.import_ref, equipment_type_id = r.equipment_type_id, updated_at = now()
         FROM jsonb_to_recordset($2::jsonb) AS r(id int, ${recordType}, import_ref text, equipment_type_id int)
         WHERE e.id = r.id AND e.home_id = $1`,
        [homeId, JSON.stringify(records)],
      );
    }
  }

  private async typeMatcher(manager: EntityManager): Promise<(text: string | null) => number | null> {
    const types = await manager.getRepository(EquipmentType).find({ select: { id: true, name: true } });
    const known = new Map<string, number | null>();
    return (text) => {
      const key = (text ?? '').trim().toLowerCase();
      if (!known.has(key)) known.set(key, matchEquipmentType(key, types));
      return known.get(key)!;
    };
  }
}
