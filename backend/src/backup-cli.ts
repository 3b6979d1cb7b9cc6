import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { AppConfig, ConfigError } from './core/config/app-config';
import { MIGRATIONS } from './core/database/data-source-options';
import { EmbeddedPostgres, startEmbeddedPostgres } from './core/database/embedded-postgres';
import { APP_VERSION } from './modules/backups/app-version';
import { backUpThroughRunningApp } from './modules/backups/backup-control';
import {
  configuredDrivers,
  connectDatabase,
  emptyRestoreTarget,
  openObjectStorage,
  restoreTargetContents,
} from './modules/backups/backup-drivers';
import { BackupRefusedError } from './modules/backups/backup-manifest';
import { BackupArchive, verifyBackup } from './modules/backups/backup-reader';
import { restoreBackup } from './modules/backups/backup-restorer';
import { writeBackup } from './modules/backups/backup-writer';

/**
 * `npm run backup -- --output <file>` and `npm run restore -- <file> [--replace]`, with the same environment
 * as `npm start` (docs/operations.md, "Backup" and "Restore"). Exit 0 done, 2 refused (nothing written),
 * 1 failed, 78 bad configuration.
 */
const USAGE = 'usage: backup --output <file> | restore <file> [--replace]';
const say = (message: string) => process.stdout.write(`${message}\n`);

function configuration(): AppConfig {
  // The tools need no session secret; a placeholder keeps AppConfig from writing one into DATA_DIR.
  return new AppConfig({ ...process.env, SESSION_SECRET: process.env.SESSION_SECRET || 'backup-tool-'.repeat(4) });
}

async function backUp(args: string[]): Promise<void> {
  const at = args.indexOf('--output');
  if (at < 0 || !args[at + 1]) throw new BackupRefusedError(USAGE);
  const output = resolve(args[at + 1]);
  const config = configuration();
  const started = Date.now();
  if (!config.databaseUrl) {
    const throughApp = await backUpThroughRunningApp(config.dataDir, output);
    if (throughApp) {
      say(
        `backup written by the running app: ${output} (${(await stat(output)).size} bytes, ${Date.now() - started} ms)`,
      );
      return;
    }
    if (!existsSync(join(config.dataDir, 'db', 'PG_VERSION'))) {
      throw new BackupRefusedError(`No Home Book database in ${config.dataDir} (set DATA_DIR)`);
    }
  }
  let embedded: EmbeddedPostgres | null = null;
  try {
    embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir);
    const dataSource = await connectDatabase(config, embedded);
    try {
      const manifest = await writeBackup(
        {
          dataSource,
          storage: await openObjectStorage(config),
          drivers: configuredDrivers(config),
          appVersion: APP_VERSION,
          now: () => new Date(),
        },
        output,
      );
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      say(
        `backup written: ${output} (${(await stat(output)).size} bytes, schema ${manifest.schemaVersion}, ` +
          `${rows} rows, ${manifest.files.length} files, ${Date.now() - started} ms)`,
      );
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await embedded?.stop();
  }
}

async function restore(args: string[]): Promise<void> {
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) throw new BackupRefusedError(USAGE);
  const replace = args.includes('--replace');
  const config = configuration();
  const started = Date.now();
  const archive = await BackupArchive.open(resolve(file));
  try {
    const manifest = await verifyBackup(
      archive,
      MIGRATIONS.map((migration) => migration.name),
    );
    say(
      `verified: ${file} (app ${manifest.appVersion}, schema ${manifest.schemaVersion}, taken ${manifest.createdAt})`,
    );
    if (!config.databaseUrl && (await backUpThroughRunningApp(config.dataDir, '').catch(() => true)) !== null) {
      throw new BackupRefusedError(`Home Book is running on ${config.dataDir}: stop it before restoring`);
    }
    const contents = await restoreTargetContents(config);
    if (contents.length && !replace) {
      throw new BackupRefusedError(
        `The target is not empty (${contents.join('; ')}): restore into an empty one, or add --replace to erase it`,
      );
    }
    if (contents.length) {
      say(`--replace: erasing ${contents.join('; ')}`);
      await emptyRestoreTarget(config);
    }
    let embedded: EmbeddedPostgres | null = null;
    try {
      embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir);
      const storage = await openObjectStorage(config);
      await restoreBackup(
        archive,
        manifest,
        { connect: (migrations) => connectDatabase(config, embedded, migrations), storage },
        MIGRATIONS,
        (step) => say(`restored ${step}`),
      );
    } finally {
      await embedded?.stop();
    }
    say(`restore complete in ${Date.now() - started} ms`);
  } finally {
    archive.close();
  }
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'backup') return backUp(args);
  if (command === 'restore') return restore(args);
  throw new BackupRefusedError(USAGE);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(78);
    }
    if (error instanceof BackupRefusedError) {
      process.stderr.write(`Refused: ${error.message}\n`);
      process.exit(2);
    }
    process.stderr.write(`Failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
