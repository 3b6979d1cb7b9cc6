import type { EntityManager } from 'typeorm';
import type { ReferenceDataSeed } from '../../../core/database/database-features';
import { MANUFACTURER_PATTERN_SEED } from './manufacturer-pattern-seed';

/** The serial-number date rules (manufacturer_patterns); usage counters are kept. */
export const MANUFACTURER_PATTERN_REFERENCE_SEED: ReferenceDataSeed = {
  name: 'vision.manufacturer-patterns',
  order: 30,
  async run(db: EntityManager): Promise<void> {
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
  },
};
