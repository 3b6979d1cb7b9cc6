import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';

let version: string | undefined;

/**
 * The release this process runs: the root package.json's version (the repository's, not backend's), found
 * by walking up from this file (src/ under ts-node and jest, dist/ when built, /app in the image).
 */
export function appVersion(): string {
  if (version !== undefined) return version;
  version = 'unknown';
  for (let dir = __dirname; dirname(dir) !== dir; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const found = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string; workspaces?: unknown };
    if (found.workspaces && found.version) {
      version = found.version;
      break;
    }
  }
  return version;
}

/** The database schema's version: the last migration applied (its timestamp orders them). */
export interface SchemaVersion {
  /** The migration's timestamp: a higher number is a newer schema. */
  version: number;
  /** Its class name, e.g. "UserDisabled1795847406651". */
  migration: string;
}

/** Reads it from TypeORM's migrations table; null on an empty database. */
export async function schemaVersion(db: DataSource | EntityManager): Promise<SchemaVersion | null> {
  const rows: { timestamp: string; name: string }[] = await db.query(
    'SELECT "timestamp", "name" FROM "migrations" ORDER BY "timestamp" DESC LIMIT 1',
  );
  return rows.length ? { version: Number(rows[0].timestamp), migration: rows[0].name } : null;
}
