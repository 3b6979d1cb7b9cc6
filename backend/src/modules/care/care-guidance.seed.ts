import type { EntityManager } from 'typeorm';
import type { ReferenceDataSeed } from '../../core/database/database-features';
import { CARE_GUIDANCE } from './care-guidance';

/** Maintenance intervals and typical service lives on the equipment types (after the homes module wrote them). */
export const CARE_GUIDANCE_SEED: ReferenceDataSeed = {
  name: 'care.guidance',
  order: 20,
  async run(db: EntityManager): Promise<void> {
    for (const guidance of CARE_GUIDANCE) {
      await db.query(
        `UPDATE equipment_types SET maintenance_interval_months = $2, expected_life_years = $3 WHERE name = $1`,
        [guidance.name, guidance.intervalMonths, guidance.lifeYears],
      );
    }
  },
};
