import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ObjectStorage, StoredObject, assertSafeKey, assertSafePrefix } from './object-storage';

/** Files under DATA_DIR/files; the content type is kept in a sidecar file. */
export class DiskObjectStorage extends ObjectStorage {
  constructor(private readonly root: string) {
    super();
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const temporary = `${path}.${randomUUID()}.tmp`;
    await writeFile(temporary, body);
    await writeFile(`${path}.type`, contentType);
    await rename(temporary, path);
  }

  async putStream(key: string, stream: Readable, contentType: string): Promise<number> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Through a temporary file, renamed once complete (list() skips *.tmp); removed on failure.
    const temporary = `${path}.${randomUUID()}.tmp`;
    let bytes = 0;
    stream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    try {
      await pipeline(stream, createWriteStream(temporary));
      await writeFile(`${path}.type`, contentType);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return bytes;
  }

  async get(key: string): Promise<StoredObject | null> {
    const path = this.path(key);
    try {
      const info = await stat(path);
      const contentType = await readFile(`${path}.type`, 'utf8').catch(() => 'application/octet-stream');
      return { stream: createReadStream(path), contentType, size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.path(key);
    await rm(path, { force: true });
    await rm(`${path}.type`, { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.path(key)).then(
      () => true,
      () => false,
    );
  }

  async list(prefix: string): Promise<string[]> {
    const files = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    return files
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.type') && !entry.name.endsWith('.tmp'))
      .map((entry) => relative(this.root, join(entry.parentPath, entry.name)))
      .filter((key) => key.startsWith(prefix));
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertSafePrefix(prefix);
    // A prefix is a folder on disk: removing it removes every object (and content-type sidecar) below.
    await rm(join(this.root, prefix), { recursive: true, force: true });
  }

  async ping(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }

  private path(key: string): string {
    assertSafeKey(key);
    return join(this.root, key);
  }
}
