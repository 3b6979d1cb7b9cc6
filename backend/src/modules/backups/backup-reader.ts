import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { Entry, ZipFile, open as openZip } from 'yauzl';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupManifest,
  BackupRefusedError,
  MANIFEST_PART,
} from './backup-manifest';

/** A backup file opened for reading: its entries by name (random access). */
export class BackupArchive {
  private constructor(
    private readonly zip: ZipFile,
    private readonly entries: Map<string, Entry>,
  ) {}

  static async open(file: string): Promise<BackupArchive> {
    const zip = await new Promise<ZipFile>((resolve, reject) =>
      openZip(file, { lazyEntries: true, autoClose: false }, (error, opened) =>
        error ? reject(error) : resolve(opened),
      ),
    ).catch((error: Error) => {
      throw new BackupRefusedError(`${file} is not a readable backup (damaged or truncated?): ${error.message}`);
    });
    const entries = new Map<string, Entry>();
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: Entry) => {
        entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.once('end', resolve);
      zip.once('error', reject);
      zip.readEntry();
    }).catch((error: Error) => {
      zip.close();
      throw new BackupRefusedError(`${file} is damaged: ${error.message}`);
    });
    return new BackupArchive(zip, entries);
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  async stream(part: string): Promise<Readable> {
    const entry = this.entries.get(part);
    if (!entry) throw new BackupRefusedError(`The backup has no part ${part}`);
    return new Promise<Readable>((resolve, reject) =>
      this.zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
    );
  }

  async buffer(part: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.stream(part)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async *lines(part: string): AsyncGenerator<string> {
    yield* createInterface({ input: await this.stream(part), crlfDelay: Infinity });
  }

  close(): void {
    this.zip.close();
  }
}

/**
 * Reads the manifest and checks every part against it (SHA-256 and size) before anything is written:
 * a damaged, truncated or tampered file, a format or schema this version does not know, is refused.
 * `knownSchemaVersions`: this version's migrations in order.
 */
export async function verifyBackup(archive: BackupArchive, knownSchemaVersions: string[]): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse((await archive.buffer(MANIFEST_PART)).toString('utf8')) as BackupManifest;
  } catch (error) {
    throw new BackupRefusedError(`The backup's manifest cannot be read: ${(error as Error).message}`);
  }
  if (manifest.format !== BACKUP_FORMAT) throw new BackupRefusedError('This file is not a Home Book backup');
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupRefusedError(
      `The backup's format ${manifest.formatVersion} is newer than this version reads (${BACKUP_FORMAT_VERSION}): upgrade Home Book first`,
    );
  }
  if (!knownSchemaVersions.includes(manifest.schemaVersion)) {
    throw new BackupRefusedError(
      `The backup's schema ${manifest.schemaVersion} is newer than this version of Home Book (app ${manifest.appVersion}): upgrade Home Book first`,
    );
  }
  const parts = [...manifest.tables, ...manifest.files];
  const listed = new Set([MANIFEST_PART, ...parts.map((part) => part.part)]);
  const unlisted = archive.names().filter((name) => !listed.has(name));
  if (unlisted.length)
    throw new BackupRefusedError(`The backup holds parts its manifest does not list: ${unlisted[0]}`);
  for (const part of parts) {
    const hash = createHash('sha256');
    let bytes = 0;
    try {
      for await (const chunk of await archive.stream(part.part)) {
        hash.update(chunk as Buffer);
        bytes += (chunk as Buffer).length;
      }
    } catch (error) {
      if (error instanceof BackupRefusedError) throw error;
      throw new BackupRefusedError(`The backup's part ${part.part} is damaged: ${(error as Error).message}`);
    }
    if (bytes !== part.bytes || hash.digest('hex') !== part.sha256) {
      throw new BackupRefusedError(`The backup's part ${part.part} does not match its checksum: the file is damaged`);
    }
  }
  return manifest;
}
