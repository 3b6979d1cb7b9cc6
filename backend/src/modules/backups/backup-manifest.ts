/** What a backup file holds, described by its manifest.json (docs/operations.md, "Backup"). */
export const BACKUP_FORMAT = 'home-book-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_PART = 'manifest.json';

/**
 * Tables that do not travel: the migrations ledger (the target builds its own), sessions and password-reset
 * tokens (short-lived secrets of this server; everyone signs in again with their password after a restore),
 * and this server's own backup runs (they describe files that are not in the backup).
 */
export const TABLES_LEFT_OUT = ['migrations', 'sessions', 'password_reset_tokens', 'backup_runs'];

/** Object keys under these prefixes are temporary (exports kept a day) and do not travel. */
export const FILE_PREFIXES_LEFT_OUT = ['exports/'];

export interface BackupTablePart {
  table: string;
  columns: string[];
  rows: number;
  part: string;
  bytes: number;
  sha256: string;
}

export interface BackupFilePart {
  key: string;
  contentType: string;
  part: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  appVersion: string;
  /** The last migration applied to the database when the snapshot was taken (its class name). */
  schemaVersion: string;
  createdAt: string;
  source: { database: 'embedded' | 'postgres'; storage: 'disk' | 's3' };
  /** In the order they are restored (a table after the tables it refers to). */
  tables: BackupTablePart[];
  files: BackupFilePart[];
  /** Every sequence's last value (as text: bigint), also those only functions draw from (list versions). */
  sequences: { name: string; lastValue: string | null }[];
  /** Keys the snapshot listed that were deleted before they could be copied (deleted by a later change). */
  missingFiles: string[];
}

/** A backup that cannot be restored as it is: a clear message and a non-zero exit, nothing written. */
export class BackupRefusedError extends Error {}
