import { EntityManager } from 'typeorm';
import { CARE_GUIDANCE } from '../../../modules/care/care-guidance';
import { POOL_ADD_ON } from '../../../modules/homes/templates/template-add-ons';
import { MANUFACTURER_PATTERN_SEED } from '../../../modules/vision/age/manufacturer-pattern-seed';
import {
  POOL_EQUIPMENT_TYPES,
  SEED_CATEGORIES,
  STANDARD_HOME_EQUIPMENT,
  STANDARD_HOME_TEMPLATE,
} from '../../../modules/homes/templates/standard-home-template';

/**
 * Idempotent seed of reference data: categories, equipment types, the 'Standard Home' template and its
 * equipment, and the serial-number date rules (manufacturer_patterns; usage counters are kept). Upserts by natural key, so it runs at every start and picks up edits to the seed files.
 */
export async function seedReferenceData(db: EntityManager): Promise<void> {
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

  for (const guidance of CARE_GUIDANCE) {
    await db.query(
      `UPDATE equipment_types SET maintenance_interval_months = $2, expected_life_years = $3 WHERE name = $1`,
      [guidance.name, guidance.intervalMonths, guidance.lifeYears],
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

  for (const pattern of MANUFACTURER_PATTERN_SEED) {
    await db.query(
      `INSERT INTO manufacturer_patterns
         (manufacturer, model_pattern, date_code_pattern, age_calculation_rule, confidence, examples)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (manufacturer, date_code_pattern) DO UPDATE SET model_pattern = EXCLUDED.model_pattern,
         age_calculation_rule = EXCLUDED.age_calculation_rule, confidence = EXCLUDED.confidence,
         examples = EXCLUDED.examples`,
      [
        pattern.manufacturer,
        pattern.modelPattern,
        pattern.dateCodePattern,
        pattern.ageCalculationRule,
        pattern.confidence,
        pattern.examples,
      ],
    );
  }
}
