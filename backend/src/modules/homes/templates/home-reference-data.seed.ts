import type { EntityManager } from 'typeorm';
import type { ReferenceDataSeed } from '../../../core/database/database-features';
import { POOL_ADD_ON } from './template-add-ons';
import {
  POOL_EQUIPMENT_TYPES,
  SEED_CATEGORIES,
  STANDARD_HOME_EQUIPMENT,
  STANDARD_HOME_TEMPLATE,
} from './standard-home-template';

/**
 * The homes module's reference data: categories, equipment types (Standard Home and pool), the
 * 'Standard Home' template and its equipment. Upserts by natural key, so it runs at every start and
 * picks up edits to the seed files.
 */
export const HOME_REFERENCE_DATA_SEED: ReferenceDataSeed = {
  name: 'homes.reference-data',
  order: 10,
  async run(db: EntityManager): Promise<void> {
    for (const [index, category] of SEED_CATEGORIES.entries()) {
      await db.query(
        `INSERT INTO equipment_categories (name, description, sort_order) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET description = EXCLUDED.description, sort_order = EXCLUDED.sort_order`,
        [category.name, category.description, index + 1],
      );
    }

    const poolTypes = POOL_EQUIPMENT_TYPES.map((type) => ({
      ...type,
      category: POOL_ADD_ON.items.find((item) => item.name === type.name)!.category,
    }));
    for (const type of [...STANDARD_HOME_EQUIPMENT, ...poolTypes]) {
      await db.query(
        `INSERT INTO equipment_types (name, section, category, common_issues, maintenance_interval)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (name) DO UPDATE SET section = EXCLUDED.section, category = EXCLUDED.category,
           common_issues = EXCLUDED.common_issues, maintenance_interval = EXCLUDED.maintenance_interval`,
        [type.name, type.section, type.category, type.commonIssues, type.maintenanceInterval],
      );
    }

    const [template] = await db.query(
      `INSERT INTO home_templates (name, description) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET description = EXCLUDED.description RETURNING id`,
      [STANDARD_HOME_TEMPLATE.name, STANDARD_HOME_TEMPLATE.description],
    );
    for (const item of STANDARD_HOME_EQUIPMENT) {
      await db.query(
        `INSERT INTO template_equipment (template_id, category_id, name, description, is_required)
         SELECT $1, id, $3, $4, $5 FROM equipment_categories WHERE name = $2
         ON CONFLICT (template_id, name) DO UPDATE SET category_id = EXCLUDED.category_id,
           description = EXCLUDED.description, is_required = EXCLUDED.is_required`,
        [template.id, item.category, item.name, item.description, item.isRequired ?? true],
      );
    }
  },
};
