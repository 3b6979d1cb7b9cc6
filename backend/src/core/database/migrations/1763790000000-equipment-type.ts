import { MigrationInterface, QueryRunner } from 'typeorm';

/** The free-text equipment type from the equipment form (equipment_type_id is set when it names a known type). */
export class EquipmentType1763790000000 implements MigrationInterface {
  name = 'EquipmentType1763790000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE equipment ADD COLUMN type text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE equipment DROP COLUMN IF EXISTS type`);
  }
}
