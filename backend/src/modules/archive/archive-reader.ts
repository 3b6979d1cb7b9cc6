import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import yauzl, { Entry, ZipFile } from 'yauzl';
import { ArchiveRefusal, refuse } from './archive-refusal';

/** How much an archive may hold, checked on the central directory before anything is read. */
export interface ArchiveLimits {
  maxEntries: number;
  /** Largest stored file (uncompressed). */
  maxFileBytes: number;
  /** Largest JSON entry (manifest, entity files). */
  maxJsonBytes: number;
  /** Everything uncompressed together. */
  maxTotalBytes: number;
  /**
   * Largest uncompressed/compressed ratio of an entry bigger than ratioFloorBytes, and of the whole archive
   * once it holds more than ratioFloorBytes (many small entries that each stay under the floor).
   */
  maxRatio: number;
  ratioFloorBytes: number;
}

/** Entry names a Home Book export uses: JSON files at the top, stored files under files/. */
const ENTRY_NAME = /^(?:[a-z][a-z0-9-]*\.json|files\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*)$/;

/** A name that could write outside its folder, or that no export of ours would contain. */
export function isSafeEntryName(name: string): boolean {
  return ENTRY_NAME.test(name) && !name.split('/').some((part) => part === '..' || part === '.');
}

const openZip = (path: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(
      path,
      {
        lazyEntries: true,
        autoClose: false,
        decodeStrings: true,
        // Sizes in the central directory are checked against the bytes actually inflated, so the
        // limits below cannot be lied about.
        validateEntrySizes: true,
        strictFileNames: true,
      },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );

/**
 * A zip read through yauzl with limits: the central directory is read first and refused as a whole
 * when a name is unsafe, an entry too big, the total too big or an entry compressed suspiciously well
 * (zip bomb). Entries are then read by name, each within its declared size.
 */
export class ArchiveReader {
  private constructor(
    private readonly zip: ZipFile,
    private readonly entries: Map<string, Entry>,
  ) {}

  static async open(path: string, limits: ArchiveLimits): Promise<ArchiveReader> {
    let zip: ZipFile;
    try {
      zip = await openZip(path);
    } catch {
      throw refuse('NOT_A_ZIP', 'This file is not a Home Book export (it is not a zip archive)');
    }
    try {
      const entries = await readDirectory(zip, limits);
      return new ArchiveReader(zip, entries);
    } catch (error) {
      zip.close();
      throw error;
    }
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  size(name: string): number {
    return this.entries.get(name)!.uncompressedSize;
  }

  /** The entry's bytes and SHA-256 (bounded by its declared size, which the limits checked). */
  async read(name: string): Promise<{ data: Buffer; sha256: string }> {
    const stream = await this.openStream(name);
    const hash = createHash('sha256');
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of stream) {
        hash.update(chunk as Buffer);
        chunks.push(chunk as Buffer);
      }
    } catch (error) {
      throw refuse('DAMAGED', `The archive is damaged: ${name} cannot be read (${(error as Error).message})`);
    }
    return { data: Buffer.concat(chunks), sha256: hash.digest('hex') };
  }

  private openStream(name: string): Promise<Readable> {
    const entry = this.entries.get(name);
    if (!entry) throw refuse('DAMAGED', `The archive is damaged: ${name} is missing`);
    return new Promise((resolve, reject) =>
      this.zip.openReadStream(entry, (error, stream) =>
        error
          ? reject(refuse('DAMAGED', `The archive is damaged: ${name} cannot be read (${error.message})`))
          : resolve(stream),
      ),
    );
  }

  close(): void {
    this.zip.close();
  }
}

function readDirectory(zip: ZipFile, limits: ArchiveLimits): Promise<Map<string, Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    let total = 0;
    let totalCompressed = 0;
    const fail = (error: unknown) => {
      zip.removeAllListeners();
      reject(
        error instanceof ArchiveRefusal
          ? error
          : refuse('DAMAGED', `The archive is damaged: ${(error as Error).message}`),
      );
    };
    zip.on('error', (error: Error) =>
      // yauzl refuses absolute paths, '..' segments and backslashes in names itself.
      fail(
        /invalid relative path|absolute path|invalid characters in fileName/.test(error.message)
          ? refuse('UNSAFE_NAME', `The archive contains an unsafe file name (${error.message})`)
          : error,
      ),
    );
    zip.on('entry', (entry: Entry) => {
      try {
        const name = entry.fileName;
        if (name.endsWith('/')) return zip.readEntry(); // a folder entry: nothing to read
        if (!isSafeEntryName(name)) throw refuse('UNSAFE_NAME', `The archive contains an unsafe file name: ${name}`);
        if (entries.has(name)) throw refuse('DAMAGED', `The archive is damaged: ${name} appears twice`);
        if (entry.isEncrypted()) throw refuse('DAMAGED', `The archive is damaged: ${name} is encrypted`);
        if (entries.size + 1 > limits.maxEntries) {
          throw refuse('TOO_LARGE', `The archive has more than ${limits.maxEntries} entries`);
        }
        const size = entry.uncompressedSize;
        const max = name.endsWith('.json') ? limits.maxJsonBytes : limits.maxFileBytes;
        if (size > max) throw refuse('TOO_LARGE', `A file in the archive is too large: ${name} (${size} bytes)`);
        if (size > limits.ratioFloorBytes && size > entry.compressedSize * limits.maxRatio) {
          throw refuse('ZIP_BOMB', `The archive expands too much to be safe (${name}); it looks like a zip bomb`);
        }
        total += size;
        totalCompressed += entry.compressedSize;
        if (total > limits.maxTotalBytes) {
          throw refuse('TOO_LARGE', `The archive is too large once unpacked (over ${limits.maxTotalBytes} bytes)`);
        }
        entries.set(name, entry);
        zip.readEntry();
      } catch (error) {
        fail(error);
      }
    });
    zip.on('end', () => {
      // The whole directory's declared sizes, before any entry is inflated: thousands of entries of 1 MiB
      // of zeros each stay under the per-entry floor, but not under the archive's ratio.
      if (total > limits.ratioFloorBytes && total > totalCompressed * limits.maxRatio) {
        return fail(
          refuse(
            'ZIP_BOMB',
            `The archive expands too much to be safe (${total} bytes from ${totalCompressed}); it looks like a zip bomb`,
          ),
        );
      }
      resolve(entries);
    });
    zip.readEntry();
  });
}
