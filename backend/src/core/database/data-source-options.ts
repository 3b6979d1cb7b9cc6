import { Logger } from '@nestjs/common';
import { types } from 'pg';
import { DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { EmbeddedPostgres } from './embedded-postgres';
import { declaredDatabaseEntities } from './database-features';
import { NAMED_STATEMENTS_OPTION } from './plain-rows';
import { InitialSchema1763780000000 } from './migrations/1763780000000-initial-schema';
import { EquipmentType1763790000000 } from './migrations/1763790000000-equipment-type';
import { TroubleshootingGuides1763805000000 } from './migrations/1763805000000-troubleshooting-guides';
import { ChatLookupIndexes1763810000000 } from './migrations/1763810000000-chat-lookup-indexes';
import { AdminAuditLog1763820000000 } from './migrations/1763820000000-admin-audit-log';
import { LabelReadingFeedback1764110000000 } from './migrations/1764110000000-label-reading-feedback';
import { Care1764120000000 } from './migrations/1764120000000-care';
import { ArchiveImports1764130000000 } from './migrations/1764130000000-archive-imports';
import { TrustedDevices1764180000000 } from './migrations/1764180000000-trusted-devices';
import { HomeMembers1764350000000 } from './migrations/1764350000000-home-members';
import { HomeSharing1764360000000 } from './migrations/1764360000000-home-sharing';
import { EquipmentListVersions1764400000000 } from './migrations/1764400000000-equipment-list-versions';
import { HomeRowVersions1764410000000 } from './migrations/1764410000000-home-row-versions';
import { SerialRuleTails1764420000000 } from './migrations/1764420000000-serial-rule-tails';
import { AoSmithSerialRules1764430000000 } from './migrations/1764430000000-ao-smith-serial-rules';
import { EquipmentServiceHistory1795843765421 } from './migrations/1795843765421-equipment-service-history';
import { InstanceSettings1795843766076 } from './migrations/1795843766076-instance-settings';
import { SupportReplyMails1795843794814 } from './migrations/1795843794814-support-reply-mails';
import { WarrantyDocumentThumbnails1795846085833 } from './migrations/1795846085833-warranty-document-thumbnails';
import { UserDisabled1795847406651 } from './migrations/1795847406651-user-disabled';
import { EquipmentInventoryFields1795854915685 } from './migrations/1795854915685-equipment-inventory-fields';
import { EquipmentImportRefs1795854963770 } from './migrations/1795854963770-equipment-import-refs';
import { Recalls1795854968487 } from './migrations/1795854968487-recalls';
import { EquipmentRecalls1795854980707 } from './migrations/1795854980707-equipment-recalls';
import { BackupRuns1795855345384 } from './migrations/1795855345384-backup-runs';
import { SnakeNamingStrategy } from './snake-naming-strategy';

export const MIGRATIONS = [
  InitialSchema1763780000000,
  EquipmentType1763790000000,
  TroubleshootingGuides1763805000000,
  ChatLookupIndexes1763810000000,
  AdminAuditLog1763820000000,
  LabelReadingFeedback1764110000000,
  Care1764120000000,
  ArchiveImports1764130000000,
  TrustedDevices1764180000000,
  HomeMembers1764350000000,
  HomeSharing1764360000000,
  EquipmentListVersions1764400000000,
  HomeRowVersions1764410000000,
  SerialRuleTails1764420000000,
  AoSmithSerialRules1764430000000,
  EquipmentServiceHistory1795843765421,
  InstanceSettings1795843766076,
  SupportReplyMails1795843794814,
  WarrantyDocumentThumbnails1795846085833,
  UserDisabled1795847406651,
  EquipmentInventoryFields1795854915685,
  EquipmentImportRefs1795854963770,
  Recalls1795854968487,
  EquipmentRecalls1795854980707,
  BackupRuns1795855345384,
];

const DATE_OID = 1082;

/**
 * Postgres `date` values stay 'YYYY-MM-DD' text: node-postgres would otherwise make them JS Dates at
 * local midnight, which shift by the time zone. Scoped to our pool (no global pg type change).
 */
const PG_TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID && format !== 'binary'
      ? (value: string) => value
      : types.getTypeParser(oid, format)) as typeof types.getTypeParser,
};

/** Postgres via DATABASE_URL, or the embedded PGlite server (pool of one: it is one session). */
export function dataSourceOptions(config: AppConfig, embedded: EmbeddedPostgres | null): DataSourceOptions {
  const logger = new Logger('Database');
  const connection = embedded
    ? { host: embedded.host, port: embedded.port, username: 'postgres', database: 'postgres' }
    : { url: config.databaseUrl! };
  return {
    type: 'postgres',
    ...connection,
    // What was declared with DatabaseModule.forFeature (the modules' and the access policy's); the
    // platform imports no module.
    entities: declaredDatabaseEntities(),
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    // node-postgres emits 'error' on idle clients when the server restarts; unhandled it would crash us.
    poolErrorHandler: (error: Error) => logger.warn(`Postgres pool error: ${error.message}`),
    extra: {
      max: embedded ? 1 : config.databasePoolSize,
      connectionTimeoutMillis: 10_000,
      types: PG_TYPES,
      // Plain reads as prepared statements on a real server only (PGlite keeps them past a connection).
      [NAMED_STATEMENTS_OPTION]: !embedded,
    },
  };
}
