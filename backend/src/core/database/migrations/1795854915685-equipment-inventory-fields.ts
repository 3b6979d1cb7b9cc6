import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 44 (an inventory an insurer accepts): equipment gets the fields of a home inventory. Money is stored as
 * integer cents per unit (hundredths of the instance currency's unit; docs/inventory.md), so sums are exact and
 * the equipment lists stay plain JSON. `quantity` is 1 for every existing row. Receipts are documents of their
 * own (`equipment_receipts`), PDF or image, like warranty documents; they go with the equipment.
 */
export class EquipmentInventoryFields1795854915685 implements MigrationInterface {
  name = 'EquipmentInventoryFields1795854915685';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE equipment
        ADD COLUMN room text,
        ADD COLUMN purchase_date date,
        ADD COLUMN purchase_price_cents integer,
        ADD COLUMN replacement_cost_cents integer,
        ADD COLUMN purchased_from text,
        ADD COLUMN quantity integer NOT NULL DEFAULT 1;
      ALTER TABLE equipment
        ADD CONSTRAINT equipment_purchase_price_cents_check CHECK (purchase_price_cents >= 0),
        ADD CONSTRAINT equipment_replacement_cost_cents_check CHECK (replacement_cost_cents >= 0),
        ADD CONSTRAINT equipment_quantity_check CHECK (quantity >= 1);
      CREATE TABLE equipment_receipts (
        id serial PRIMARY KEY,
        equipment_id integer NOT NULL REFERENCES equipment(id) ON DELETE CASCADE,
        file_name text NOT NULL,
        file_url text NOT NULL,
        file_type text NOT NULL,
        thumbnail_url text,
        uploaded_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX equipment_receipts_equipment_id_idx ON equipment_receipts (equipment_id, id);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE IF EXISTS equipment_receipts;
      ALTER TABLE equipment
        DROP COLUMN IF EXISTS room,
        DROP COLUMN IF EXISTS purchase_date,
        DROP COLUMN IF EXISTS purchase_price_cents,
        DROP COLUMN IF EXISTS replacement_cost_cents,
        DROP COLUMN IF EXISTS purchased_from,
        DROP COLUMN IF EXISTS quantity;
    `);
  }
}
