import { Logger } from '@nestjs/common';
import { DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { EmbeddedPostgres } from './embedded-postgres';
import { ENTITIES } from './entities';
import { InitialSchema1763780000000 } from './migrations/1763780000000-initial-schema';
import { SnakeNamingStrategy } from './snake-naming-strategy';

export const MIGRATIONS = [InitialSchema1763780000000];

/** Postgres via DATABASE_URL, or the embedded PGlite server (pool of one: it is one session). */
export function dataSourceOptions(config: AppConfig, embedded: EmbeddedPostgres | null): DataSourceOptions {
  const logger = new Logger('Database');
  const connection = embedded
    ? { host: embedded.host, port: embedded.port, username: 'postgres', database: 'postgres' }
    : { url: config.databaseUrl! };
  return {
    type: 'postgres',
    ...connection,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    // node-postgres emits 'error' on idle clients when the server restarts; unhandled it would crash us.
    poolErrorHandler: (error: Error) => logger.warn(`Postgres pool error: ${error.message}`),
    extra: { max: embedded ? 1 : config.databasePoolSize, connectionTimeoutMillis: 10_000 },
  };
}
