import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { DiskObjectStorage } from '../src/core/storage/disk-object-storage';
import { ObjectStorage } from '../src/core/storage/object-storage';
import { S3ObjectStorage } from '../src/core/storage/s3-object-storage';
import { S3Server } from './support/s3-server';
import { Client } from 'minio';

/** The S3 driver on the test server (started), in a bucket of its own. */
const s3StorageOn = (s3: S3Server, bucket: string) =>
  new S3ObjectStorage({
    endPoint: '127.0.0.1',
    port: s3.port,
    useSSL: false,
    region: 'us-east-1',
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    bucket,
  });

/** Both storage drivers honour the same contract. */
describe.each(['s3', 'disk'])('%s object storage', (driver) => {
  const s3 = new S3Server();
  const dir = mkdtempSync(join(tmpdir(), 'hb-storage-'));
  let storage: ObjectStorage;
  const s3Storage = () => s3StorageOn(s3, 'storage-test');

  beforeAll(async () => {
    if (driver === 'disk') {
      storage = new DiskObjectStorage(dir);
      return;
    }
    await s3.start();
    // api and worker start together: concurrent bucket creation must not fail either of them.
    const [first, second] = [s3Storage(), s3Storage()];
    await Promise.all([first.ensureBucket(), second.ensureBucket()]);
    storage = first;
  });
  afterAll(async () => {
    if (driver === 's3') await s3.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores, reads, lists and deletes objects', async () => {
    await storage.put('users/1/a.txt', Buffer.from('hello'), 'text/plain');
    await storage.put('users/1/sub/b.txt', Buffer.from('world'), 'text/plain');
    await storage.put('users/2/c.txt', Buffer.from('other'), 'text/plain');
    const object = (await storage.get('users/1/a.txt'))!;
    expect(object.contentType).toBe('text/plain');
    expect(object.size).toBe(5);
    expect(await text(object.stream)).toBe('hello');
    expect((await storage.list('users/1/')).sort()).toEqual(['users/1/a.txt', 'users/1/sub/b.txt']);
    await storage.delete('users/1/a.txt');
    await storage.delete('users/1/never-existed.txt');
    expect(await storage.exists('users/1/a.txt')).toBe(false);
    expect(await storage.get('users/1/a.txt')).toBeNull();
    await storage.ping();
  });

  it('writes a stream of unknown size (several chunks) as one object', async () => {
    // 20 MiB of varied bytes in 256 KiB chunks, produced as they are read (on S3: three parts).
    const chunks = Array.from({ length: 80 }, (_, index) => Buffer.alloc(256 * 1024, index));
    const expected = createHash('sha256').update(Buffer.concat(chunks)).digest('hex');
    const bytes = await storage.putStream('exports/streamed.zip', Readable.from(chunks), 'application/zip');
    expect(bytes).toBe(20 * 1024 * 1024);
    const object = (await storage.get('exports/streamed.zip'))!;
    expect(object.contentType).toBe('application/zip');
    expect(object.size).toBe(bytes);
    expect(
      createHash('sha256')
        .update(await buffer(object.stream))
        .digest('hex'),
    ).toBe(expected);
    expect(await storage.list('exports/')).toEqual(['exports/streamed.zip']);
  });

  it('leaves no object when the stream fails midway', async () => {
    async function* failing() {
      // Past the first S3 part, so a multipart upload is under way when the source fails.
      for (let index = 0; index < 40; index += 1) yield Buffer.alloc(256 * 1024, index);
      throw new Error('source broke');
    }
    await expect(storage.putStream('exports/broken.zip', Readable.from(failing()), 'application/zip')).rejects.toThrow(
      'source broke',
    );
    expect(await storage.exists('exports/broken.zip')).toBe(false);
    expect(await storage.list('exports/')).toEqual(['exports/streamed.zip']);
    const small = await storage.putStream('exports/small.zip', Readable.from([Buffer.from('tiny')]), 'application/zip');
    expect(small).toBe(4);
    expect(await text((await storage.get('exports/small.zip'))!.stream)).toBe('tiny');
    await storage.delete('exports/small.zip');
    await expect(storage.putStream('../x.zip', Readable.from([]), 'application/zip')).rejects.toThrow(
      'Unsafe storage key',
    );
  });

  it('refuses keys that could escape their folder', async () => {
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow('Unsafe storage key');
    await expect(storage.get('users//x')).rejects.toThrow('Unsafe storage key');
  });
});

describe('s3 object storage after a connection reset', () => {
  const s3 = new S3Server();
  let storage: S3ObjectStorage;

  beforeAll(async () => {
    await s3.start();
    storage = s3StorageOn(s3, 'reset-test');
    await storage.ensureBucket();
  });
  afterAll(() => s3.stop());

  it('sends a request once more when its kept-alive connection was reset before any answer', async () => {
    const reset = () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    const put = jest.spyOn(Client.prototype, 'putObject').mockRejectedValueOnce(reset());
    const stat = jest.spyOn(Client.prototype, 'statObject').mockRejectedValueOnce(reset());
    const remove = jest.spyOn(Client.prototype, 'removeObject').mockRejectedValueOnce(reset());
    try {
      await storage.put('exports/reset.pdf', Buffer.from('%PDF'), 'application/pdf');
      expect(put).toHaveBeenCalledTimes(2);
      expect(await text((await storage.get('exports/reset.pdf'))!.stream)).toBe('%PDF');
      expect(stat).toHaveBeenCalledTimes(2);
      await storage.delete('exports/reset.pdf');
      expect(remove).toHaveBeenCalledTimes(2);
      expect(await storage.exists('exports/reset.pdf')).toBe(false);
      // Any other failure is not repeated.
      put.mockRejectedValueOnce(Object.assign(new Error('Access Denied'), { code: 'AccessDenied' }));
      await expect(storage.put('exports/denied.pdf', Buffer.from('%PDF'), 'application/pdf')).rejects.toThrow(
        'Access Denied',
      );
      expect(put).toHaveBeenCalledTimes(3);
    } finally {
      put.mockRestore();
      stat.mockRestore();
      remove.mockRestore();
    }
  });
});
