import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import type { DataSource } from 'typeorm';
import { ZipFile } from 'yazl';
import type { ObjectStorage } from '../../core/storage/object-storage';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupFilePart,
  BackupManifest,
  BackupTablePart,
  FILE_PREFIXES_LEFT_OUT,
  MANIFEST_PART,
} from './backup-manifest';
import { currentSchemaVersion, tableRowsAsJsonLines, tablesInDependencyOrder } from './backup-tables';

export interface BackupSource {
  dataSource: DataSource;
  storage: ObjectStorage;
  drivers: BackupManifest['source'];
  appVersion: string;
  now: () => Date;
}

/** A backup being written: a name no listing takes for a backup (renamed only once complete). */
export function partialBackupPath(output: string): string {
  return join(dirname(output), `.${basename(output)}.${process.pid}.partial`);
}

/**
 * Writes one backup file: a consistent snapshot of every table (one REPEATABLE READ, read-only
 * transaction: one point in time while the app keeps writing), every stored file, and the manifest with
 * the SHA-256 of every part. Written to a temporary name, flushed to disk, then renamed: a crash never
 * leaves a half file under the backup's name.
 */
export async function writeBackup(source: BackupSource, output: string): Promise<BackupManifest> {
  const temporary = partialBackupPath(output);
  const zip = new ZipFile();
  const written = new Promise<void>((resolve, reject) => {
    const file = createWriteStream(temporary);
    file.once('error', reject);
    zip.outputStream.once('error', reject);
    file.once('finish', resolve);
    zip.outputStream.pipe(file);
  });
  written.catch(() => undefined);
  try {
    const createdAt = source.now().toISOString();
    const { tables, schemaVersion, sequences } = await snapshotTables(source.dataSource, zip);
    const { files, missingFiles } = await copyFiles(source.storage, zip);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: source.appVersion,
      schemaVersion,
      createdAt,
      source: source.drivers,
      tables,
      files,
      sequences,
      missingFiles,
    };
    zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), MANIFEST_PART);
    zip.end();
    await written;
    const handle = await open(temporary, 'r');
    await handle.sync();
    await handle.close();
    await rename(temporary, output);
    return manifest;
  } catch (error) {
    (zip.outputStream as unknown as Readable).destroy();
    await rm(temporary, { force: true });
    throw error;
  }
}

async function snapshotTables(
  dataSource: DataSource,
  zip: ZipFile,
): Promise<{ tables: BackupTablePart[]; schemaVersion: string; sequences: BackupManifest['sequences'] }> {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const schemaVersion = await currentSchemaVersion(runner);
    const shapes = await tablesInDependencyOrder(runner);
    const tables: BackupTablePart[] = [];
    for (const [index, shape] of shapes.entries()) {
      const hash = createHash('sha256');
      const chunks: Buffer[] = [];
      let rows = 0;
      for await (const line of tableRowsAsJsonLines(runner, shape)) {
        const chunk = Buffer.from(`${line}\n`);
        hash.update(chunk);
        chunks.push(chunk);
        rows++;
      }
      const body = Buffer.concat(chunks);
      const part = `db/${String(index).padStart(3, '0')}-${shape.table}.jsonl`;
      zip.addBuffer(body, part);
      tables.push({
        table: shape.table,
        columns: shape.columns,
        rows,
        part,
        bytes: body.length,
        sha256: hash.digest('hex'),
      });
    }
    // Sequences are not transactional: read last, their values are at least those the rows above used.
    const sequences = (await runner.query(
      `SELECT sequencename AS name, last_value::text AS "lastValue" FROM pg_sequences
        WHERE schemaname = current_schema() ORDER BY sequencename`,
    )) as BackupManifest['sequences'];
    await runner.query('COMMIT');
    return { tables, schemaVersion, sequences };
  } catch (error) {
    await runner.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
  }
}

/**
 * Every stored object, listed after the snapshot: a file the snapshot refers to was stored before its row
 * was committed, so it is listed; one deleted since (by a later change) is named in missingFiles. Files
 * stored after the snapshot travel too, unreferenced.
 */
async function copyFiles(
  storage: ObjectStorage,
  zip: ZipFile,
): Promise<{ files: BackupFilePart[]; missingFiles: string[] }> {
  const keys = (await storage.list(''))
    .filter((key) => !FILE_PREFIXES_LEFT_OUT.some((prefix) => key.startsWith(prefix)))
    .sort();
  const files: BackupFilePart[] = [];
  const missingFiles: string[] = [];
  for (const key of keys) {
    const object = await storage.get(key);
    if (!object) {
      missingFiles.push(key);
      continue;
    }
    const part = `files/${key}`;
    const hash = createHash('sha256');
    let bytes = 0;
    // Hashed on its way into the zip (yazl reads it when it reaches this entry).
    const through = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        bytes += chunk.length;
        callback(null, chunk);
      },
    });
    const done = new Promise<void>((resolve, reject) => {
      through.once('end', resolve);
      through.once('error', reject);
      object.stream.once('error', reject);
    });
    zip.addReadStream(through, part, { compress: false });
    (object.stream as Readable).pipe(through);
    await done;
    files.push({ key, contentType: object.contentType, part, bytes, sha256: hash.digest('hex') });
  }
  return { files, missingFiles };
}
