import { DynamicModule, Module } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM takes entity classes as Function
type EntityClass = Function;

/** Reference data a module owns, upserted at every start (idempotent) after the migrations. */
export interface ReferenceDataSeed {
  /** Names the seed in logs and errors. */
  name: string;
  /**
   * Seeds run in ascending order in one transaction: a seed that completes another module's rows
   * (care's intervals on the equipment types) takes a higher number than the seed that writes them.
   */
  order: number;
  run(db: EntityManager): Promise<void>;
}

/** What each module declared with `DatabaseModule.forFeature` (module files are evaluated before start). */
const declaredEntities = new Set<EntityClass>();
const declaredSeeds = new Map<string, ReferenceDataSeed>();

@Module({})
class DatabaseFeatureModule {}

/**
 * The platform's side of "each module registers its own entities and seed data": a module lists
 * `DatabaseModule.forFeature({ entities, seeds })` in its imports (like TypeORM's forFeature with
 * auto-loaded entities), and the platform builds its DataSource and runs the seeds from what was
 * declared, without importing any module.
 */
export class DatabaseModule {
  static forFeature({
    entities = [],
    seeds = [],
  }: {
    entities?: EntityClass[];
    seeds?: ReferenceDataSeed[];
  }): DynamicModule {
    for (const entity of entities) declaredEntities.add(entity);
    for (const seed of seeds) {
      const known = declaredSeeds.get(seed.name);
      if (known && known !== seed) throw new Error(`Two reference-data seeds are named ${seed.name}`);
      declaredSeeds.set(seed.name, seed);
    }
    return { module: DatabaseFeatureModule };
  }
}

export function declaredDatabaseEntities(): EntityClass[] {
  return [...declaredEntities];
}

export function declaredReferenceDataSeeds(): ReferenceDataSeed[] {
  return [...declaredSeeds.values()].sort((a, b) => a.order - b.order);
}
