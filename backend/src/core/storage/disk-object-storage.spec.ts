import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskObjectStorage } from './disk-object-storage';

describe('DiskObjectStorage.deletePrefix', () => {
  const root = mkdtempSync(join(tmpdir(), 'hb-disk-'));
  const storage = new DiskObjectStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('deletes one folder and nothing beside it', async () => {
    for (const key of ['users/1/homes/1/a.jpg', 'users/1/homes/1/photos/b.jpg', 'users/1/homes/10/c.jpg']) {
      await storage.put(key, Buffer.from(key), 'image/jpeg');
    }
    await storage.deletePrefix('users/1/homes/1/');
    expect(await storage.list('users/')).toEqual(['users/1/homes/10/c.jpg']);
    await storage.deletePrefix('users/1/homes/1/');
    await storage.deletePrefix('users/404/');
  });

  it('refuses a prefix that is not a folder or not safe', async () => {
    await expect(storage.deletePrefix('users/1/homes/1')).rejects.toThrow(/must end with/);
    await expect(storage.deletePrefix('users/../')).rejects.toThrow(/Unsafe/);
    await expect(storage.deletePrefix('/')).rejects.toThrow(/Unsafe/);
  });
});
