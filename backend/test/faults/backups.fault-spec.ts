/**
 * Backups on real processes (issue 40): the built `npm run backup` / `npm run restore` tools against the built
 * api, with their own Postgres, Redis and S3 server (FaultCluster). Every wait is for a state: a writer's
 * acknowledged records, a backup blocked on a held table, a process's exit.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { ZipFile } from 'yazl';
import { AppConfig } from '../../src/core/config/app-config';
import { S3ObjectStorage } from '../../src/core/storage/s3-object-storage';
import { BackupArchive } from '../../src/modules/backups/backup-reader';
import type { BackupManifest } from '../../src/modules/backups/backup-manifest';
import { expectStatus, registerLoggedIn } from '../support/accounts';
import { createEquipment, createHome, jpeg } from '../support/admin-fixtures';
import { BackupTarget, runTool } from '../support/backup-target';
import { BACKEND_DIST, FaultCluster, ManagedProcess, freePort, waitFor } from './support/fault-cluster';

const WRITERS = 20;
type Agent = ReturnType<typeof request.agent>;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Rewrites a backup with some parts changed (the rest byte for byte): a tampered file. */
async function rewriteBackup(file: string, output: string, change: (part: string, bytes: Buffer) => Buffer) {
  const archive = await BackupArchive.open(file);
  const zip = new ZipFile();
  for (const name of archive.names()) zip.addBuffer(change(name, await archive.buffer(name)), name);
  archive.close();
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  writeFileSync(output, Buffer.concat(chunks));
}

describe('backups on real processes', () => {
  const cluster = new FaultCluster();
  const work = mkdtempSync(join(tmpdir(), 'hb-fault-backups-'));
  const targets: BackupTarget[] = [];
  let api: { baseUrl: string };
  let owner: Agent;
  let homeId: number;
  let backupFile: string;
  const servicesEnv = () => cluster.env();
  const newTarget = async (kind: 'embedded' | 'postgres') => {
    const target = await BackupTarget.create(kind);
    targets.push(target);
    return target;
  };

  beforeAll(async () => {
    await cluster.start();
    api = await cluster.startApi('api');
    owner = request.agent(api.baseUrl);
    await registerLoggedIn(owner as never);
    homeId = (await createHome(owner as never, { name: 'Backup Lane' })).id;
  }, 180_000);

  afterAll(async () => {
    for (const target of targets) await target.drop().catch(() => undefined);
    await cluster.stop();
    rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it('a backup taken under 20 concurrent writers restores (into the embedded default) every acknowledged record and every file byte', async () => {
    const acknowledged: number[] = [];
    let writing = true;
    // Each writer its own home (as 20 households would write), all through one api process.
    const writer = async (index: number) => {
      const home = index === 0 ? { id: homeId } : await createHome(owner as never, { name: `Writer ${index}` });
      for (let round = 0; writing; round++) {
        const equipment = await createEquipment(owner as never, home.id, { name: `Writer ${index} item ${round}` });
        const photo = await jpeg(48 + index, 32 + (round % 16), (index * 37 + round) % 255);
        expectStatus(await owner.post(`/api/equipment/${equipment.id}/photos`).attach('photo', photo, 'p.jpg'), 200);
        acknowledged.push(equipment.id);
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, index) => writer(index));
    await waitFor('40 records acknowledged', async () => (acknowledged.length >= 40 ? true : undefined), 120_000);
    const beforeBackup = [...acknowledged];
    backupFile = join(work, 'under-load.zip');
    const backup = await runTool(['backup', '--output', backupFile], servicesEnv());
    const duringBackup = acknowledged.length - beforeBackup.length;
    writing = false;
    await Promise.all(writers);
    expect({ code: backup.code, output: backup.output }).toEqual({
      code: 0,
      output: expect.stringContaining('backup written'),
    });
    expect(duringBackup).toBeGreaterThan(0); // the writers kept writing while the backup ran

    const target = await newTarget('embedded');
    const restore = await target.restoreWithTool(backupFile);
    expect({ code: restore.code, output: restore.output }).toEqual({
      code: 0,
      output: expect.stringContaining('restore complete'),
    });

    const restored = await target.contents();
    const restoredIds = new Set(restored.tables.equipment.map((line) => (JSON.parse(line) as { id: number }).id));
    expect(beforeBackup.filter((id) => !restoredIds.has(id))).toEqual([]);
    // Every restored file is byte-identical to the source's; every file of an acknowledged record is there.
    const storage = new S3ObjectStorage(new AppConfig(servicesEnv() as Record<string, string>).s3!);
    for (const [key, digest] of Object.entries(restored.files)) {
      const object = await storage.get(key);
      const chunks: Buffer[] = [];
      for await (const chunk of object!.stream) chunks.push(chunk as Buffer);
      expect({ key, digest: sha256(Buffer.concat(chunks)) }).toEqual({ key, digest });
    }
    for (const id of beforeBackup) {
      expect(Object.keys(restored.files).some((key) => key.includes(`/equipment/${id}/`))).toBe(true);
    }
    // A consistent snapshot: every restored equipment's photo file was restored with it.
    for (const line of restored.tables.equipment) {
      const { id } = JSON.parse(line) as { id: number };
      if (acknowledged.includes(id) && line.includes('/api/files/')) {
        expect(Object.keys(restored.files).some((key) => key.includes(`/equipment/${id}/`))).toBe(true);
      }
    }
  });

  it('SIGKILL during a backup leaves no file named as a backup', async () => {
    const output = join(work, 'killed.zip');
    const hold = await cluster.postgres.holdTable('warranties', 'ACCESS EXCLUSIVE');
    const backup = new ManagedProcess(
      'backup',
      'node',
      [join(BACKEND_DIST, 'backup-cli.js'), 'backup', '--output', output],
      {
        env: servicesEnv(),
      },
    );
    try {
      // The backup has started writing (earlier tables are in its file) and waits for the held table.
      await waitFor('the backup blocked on the held table', async () =>
        (await hold.waiters()) > 0 ? true : undefined,
      );
      expect(readdirSync(work).some((name) => name.includes('killed.zip') && name.endsWith('.partial'))).toBe(true);
      backup.signal('SIGKILL');
      await backup.exited;
    } finally {
      await hold.release();
    }
    expect(backup.exitSignal).toBe('SIGKILL');
    expect(existsSync(output)).toBe(false);
    expect(readdirSync(work).filter((name) => name.endsWith('.zip'))).toEqual([basename(backupFile)]);
  });

  it('a truncated, tampered or newer backup, or a non-empty target, is refused with nothing written', async () => {
    const bytes = readFileSync(backupFile);
    const truncated = join(work, 'truncated.zip');
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const tampered = join(work, 'tampered.zip');
    await rewriteBackup(backupFile, tampered, (part, body) =>
      part.includes('-users.jsonl')
        ? Buffer.from(body.toString().replace('"is_admin":false', '"is_admin":true'))
        : body,
    );
    const newer = join(work, 'newer.zip');
    await rewriteBackup(backupFile, newer, (part, body) => {
      if (part !== 'manifest.json') return body;
      const manifest = JSON.parse(body.toString()) as BackupManifest;
      return Buffer.from(JSON.stringify({ ...manifest, schemaVersion: 'FutureSchema9999999999999' }));
    });
    const cases: [string, RegExp][] = [
      [truncated, /not a readable backup|damaged/],
      [tampered, /does not match its checksum/],
      [newer, /newer than this version/],
    ];
    for (const [file, message] of cases) {
      const target = await newTarget('embedded');
      rmSync(target.dataDir, { recursive: true, force: true });
      const result = await target.restoreWithTool(file);
      expect({ file: basename(file), code: result.code, refused: message.test(result.output) }).toEqual({
        file: basename(file),
        code: 2,
        refused: true,
      });
      expect(existsSync(target.dataDir)).toBe(false);
    }
    // The services database the backup came from is not empty: refused without --replace, untouched.
    const client = new Client({ connectionString: cluster.postgres.url });
    await client.connect();
    const count = async () => Number((await client.query('SELECT count(*) AS n FROM equipment')).rows[0].n);
    const before = await count();
    const intoSource = await runTool(['restore', backupFile], servicesEnv());
    expect(intoSource.code).toBe(2);
    expect(intoSource.output).toContain('The target is not empty');
    expect(await count()).toBe(before);
    await client.end();
  });

  it('an embedded backup (taken from the running app) restores into Postgres + S3, and its users sign in', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hb-fault-embedded-'));
    const port = await freePort();
    const embeddedEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      BACKUP_SCHEDULE: 'off',
    };
    const app = new ManagedProcess('embedded', 'node', [join(BACKEND_DIST, 'main.js')], { env: embeddedEnv });
    const baseUrl = `http://127.0.0.1:${port}`;
    try {
      await waitFor(
        'the embedded app serving',
        async () => {
          if (!app.running) throw new Error(`embedded app exited:\n${app.tail()}`);
          return (await fetch(`${baseUrl}/api/health`)).ok ? true : undefined;
        },
        120_000,
      );
      const agent = request.agent(baseUrl);
      const account = await registerLoggedIn(agent as never);
      const home = await createHome(agent as never, { name: 'Laptop House' });
      for (let index = 0; index < 5; index++) {
        const equipment = await createEquipment(agent as never, home.id, { name: `Laptop item ${index}` });
        expectStatus(
          await agent
            .post(`/api/equipment/${equipment.id}/photos`)
            .attach('photo', await jpeg(64, 48, index * 40), 'p.jpg'),
          200,
        );
      }
      const file = join(work, 'embedded.zip');
      const backup = await runTool(['backup', '--output', file], {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
      });
      expect({ code: backup.code, output: backup.output }).toEqual({
        code: 0,
        output: expect.stringContaining('written by the running app'),
      });

      // Into a database of its own on the cluster's Postgres and a bucket of its own on its S3 server.
      const database = `hb_restored_${process.pid}`;
      const admin = new Client({ connectionString: cluster.postgres.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.end();
      const restoredEnv = cluster.env({
        DATABASE_URL: cluster.postgres.url.replace(/\/[^/]*$/, `/${database}`),
        S3_BUCKET: 'restored',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'hb-fault-restored-')),
        REDIS_PREFIX: 'hbrestored',
      });
      const restore = await runTool(['restore', file], restoredEnv);
      expect({ code: restore.code, output: restore.output }).toEqual({
        code: 0,
        output: expect.stringContaining('restore complete'),
      });

      // Every file byte as the backup's manifest recorded it from the source; every row count.
      const archive = await BackupArchive.open(file);
      const manifest = JSON.parse((await archive.buffer('manifest.json')).toString()) as BackupManifest;
      archive.close();
      expect(manifest.source).toEqual({ database: 'embedded', storage: 'disk' });
      const storage = new S3ObjectStorage(new AppConfig(restoredEnv as Record<string, string>).s3!);
      for (const part of manifest.files) {
        const object = await storage.get(part.key);
        const chunks: Buffer[] = [];
        for await (const chunk of object!.stream) chunks.push(chunk as Buffer);
        expect({ key: part.key, digest: sha256(Buffer.concat(chunks)) }).toEqual({
          key: part.key,
          digest: part.sha256,
        });
      }
      expect(manifest.files.length).toBeGreaterThanOrEqual(5);
      const restoredDb = new Client({ connectionString: restoredEnv.DATABASE_URL });
      await restoredDb.connect();
      for (const part of manifest.tables) {
        const { rows } = await restoredDb.query(`SELECT count(*) AS n FROM "${part.table}"`);
        expect({ table: part.table, rows: Number(rows[0].n) }).toEqual({ table: part.table, rows: part.rows });
      }
      await restoredDb.end();

      // The server on the restored data: the laptop's user signs in with the same password.
      const server = await cluster.startApi('restored-api', restoredEnv as Record<string, string>);
      const signedIn = request.agent(server.baseUrl);
      expectStatus(
        await signedIn.post('/api/login').send({ username: account.username, password: account.password }),
        200,
      );
      const equipment = expectStatus(await signedIn.get('/api/equipment'), 200).body as unknown[];
      expect(equipment).toHaveLength(5);
    } finally {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
