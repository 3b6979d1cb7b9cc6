import { createHash } from 'node:crypto';
import { Client } from 'minio';
import { expectStatus } from './support/accounts';
import { ADMIN_REGISTRATION_KEY, binary, registerAdmin } from './support/admin-fixtures';
import { S3Server } from './support/s3-server';
import { TestApp } from './support/test-app';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const BUCKET = 'off-box-backups';

/**
 * The off-box copy of issue 40 (BACKUP_S3_*): each backup also lands, byte for byte, in a bucket of another S3
 * server; when that server cannot be reached the backup still stands and the run says why the copy failed.
 * On the embedded default, which keeps its own files on disk: the off-box server is the only S3 here.
 */
describe('backups: the off-box copy to another S3 server', () => {
  const offBox = new S3Server();
  let t: TestApp;
  let admin: ReturnType<TestApp['agent']>;
  let offBoxRunning = false;

  beforeAll(async () => {
    await offBox.start();
    offBoxRunning = true;
    t = await TestApp.start('embedded', {
      ADMIN_REGISTRATION_KEY,
      BACKUP_S3_ENDPOINT: offBox.endpoint,
      BACKUP_S3_ACCESS_KEY: offBox.accessKey,
      BACKUP_S3_SECRET_KEY: offBox.secretKey,
      BACKUP_S3_BUCKET: BUCKET,
    });
    admin = t.agent();
    await registerAdmin(admin);
  });
  afterAll(async () => {
    await t?.stop();
    if (offBoxRunning) await offBox.stop();
  });

  const download = async (name: string) =>
    expectStatus(await admin.get(`/api/admin/backups/${name}`).buffer(true).parse(binary), 200).body as Buffer;

  it('copies each backup into the off-box bucket, byte for byte', async () => {
    const made = expectStatus(await admin.post('/api/admin/backups'), 201).body;
    expect(made).toMatchObject({ result: 'success', error: null });
    const client = new Client({
      endPoint: '127.0.0.1',
      port: offBox.port,
      useSSL: false,
      accessKey: offBox.accessKey,
      secretKey: offBox.secretKey,
    });
    const chunks: Buffer[] = [];
    for await (const chunk of await client.getObject(BUCKET, made.name)) chunks.push(chunk as Buffer);
    expect(sha256(Buffer.concat(chunks))).toBe(sha256(await download(made.name)));
  }, 180_000);

  it('keeps the backup and says why when the off-box server cannot be reached', async () => {
    await offBox.stop();
    offBoxRunning = false;
    const made = expectStatus(await admin.post('/api/admin/backups'), 201).body;
    expect(made.result).toBe('success');
    expect(made.error).toMatch(/^Off-box copy failed: /);
    expect((await download(made.name)).length).toBe(made.sizeBytes);
  }, 180_000);
});
