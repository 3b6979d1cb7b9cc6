import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { Clock } from '../../src/core/clock';
import { createApiApp } from '../../src/app.factory';
import { expectStatus, registerLoggedIn } from './accounts';
import { ADMIN_REGISTRATION_KEY, binary, populateEverything, registerAdmin } from './admin-fixtures';
import { BackupTarget, databaseContents } from './backup-target';
import { Drivers, TestApp } from './test-app';

/**
 * Backups (issue 40), once per driver set: the admin's API (list, "Back up now", download, names checked),
 * the overview's last backup, the schedule's next run by the injected clock, and the downloaded backup
 * restored into the OTHER driver set with every row and every file byte equal, and its users signing in.
 */
export function backupsSuite(drivers: Drivers): void {
  describe(`backups on ${drivers} drivers`, () => {
    let t: TestApp;
    let admin: ReturnType<TestApp['agent']>;
    let clock: Clock;
    let owner: Awaited<ReturnType<typeof registerLoggedIn>>;
    let downloaded: Buffer;
    let backupName: string;
    /** Every row and file as they were when the backup was taken (nothing else writes meanwhile). */
    let source: Awaited<ReturnType<typeof databaseContents>>;

    beforeAll(async () => {
      t = await TestApp.start(drivers, { ADMIN_REGISTRATION_KEY, BACKUP_SCHEDULE: '0 3 * * *' });
      clock = t.app.get(Clock);
      admin = t.agent();
      await registerAdmin(admin);
      const ownerAgent = t.agent();
      owner = await registerLoggedIn(ownerAgent);
      await populateEverything(t, ownerAgent, owner.id, owner.email);
    });
    afterAll(async () => {
      await t?.stop();
    });

    it('answers 401 without a session and 403 to a non-admin', async () => {
      await request(t.http).get('/api/admin/backups').expect(401);
      const someone = t.agent();
      await registerLoggedIn(someone);
      expectStatus(await someone.get('/api/admin/backups'), 403);
      expectStatus(await someone.post('/api/admin/backups'), 403);
    });

    it('shows the schedule and its next run by the clock, and no backup yet', async () => {
      // Held still at the present (a fixed date in the past would end the admin's session as idle): the next
      // run is the first 03:00 UTC after it.
      const realNow = clock.now;
      const frozen = realNow.call(clock);
      clock.now = () => frozen;
      const today3 = new Date(frozen);
      today3.setUTCHours(3, 0, 0, 0);
      const nextRun = today3.getTime() > frozen ? today3 : new Date(today3.getTime() + 24 * 3600_000);
      try {
        const body = expectStatus(await admin.get('/api/admin/backups'), 200).body;
        expect(body).toEqual({
          backups: [],
          schedule: '0 3 * * *',
          nextRunAt: nextRun.toISOString(),
          lastSuccessAt: null,
          lastFailure: null,
        });
      } finally {
        clock.now = realNow;
      }
      expect(expectStatus(await admin.get('/api/admin/overview'), 200).body.lastBackupAt).toBeNull();
    });

    it('backs up now: the backup is listed, the overview shows it, an admin downloads it', async () => {
      const made = expectStatus(await admin.post('/api/admin/backups'), 201).body;
      expect(made).toMatchObject({ result: 'success', trigger: 'manual', error: null });
      expect(made.name).toMatch(/^home-book-\d{8}T\d{6}Z-[0-9a-f]{6}\.zip$/);
      backupName = made.name;
      source = await databaseContents(t.dataSource, t.storage);
      const list = expectStatus(await admin.get('/api/admin/backups'), 200).body;
      expect(list.backups).toEqual([made]);
      expect(list.lastSuccessAt).toBe(made.createdAt);
      expect(expectStatus(await admin.get('/api/admin/overview'), 200).body.lastBackupAt).toBe(made.createdAt);

      const response = await admin.get(`/api/admin/backups/${made.name}`).buffer(true).parse(binary);
      expectStatus(response, 200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toContain(made.name);
      downloaded = response.body as Buffer;
      expect(downloaded.length).toBe(made.sizeBytes);
    });

    it('serves nothing but a listed backup: other names and path tricks are 404', async () => {
      for (const name of ['home-book-20260101T000000Z-abcdef.zip', '..%2F..%2Fsession-secret', 'session-secret']) {
        expectStatus(await admin.get(`/api/admin/backups/${name}`), 404);
      }
      const someone = t.agent();
      await registerLoggedIn(someone);
      expectStatus(await someone.get(`/api/admin/backups/${backupName}`), 403);
    });

    it('a failed backup is recorded and shown to admins, and the app keeps serving', async () => {
      // BACKUP_DIR made unusable: a file where the folder should be.
      const folder = t.config.backupDir;
      renameSync(folder, `${folder}.aside`);
      writeFileSync(folder, 'not a folder');
      try {
        const failed = expectStatus(await admin.post('/api/admin/backups'), 201).body;
        expect(failed).toMatchObject({
          result: 'failed',
          sizeBytes: null,
          error: expect.stringMatching(/EEXIST|ENOTDIR/),
        });
        const list = expectStatus(await admin.get('/api/admin/backups'), 200).body;
        expect(list.backups[0]).toEqual(failed);
        expect(list.lastFailure).toEqual({ at: failed.createdAt, error: failed.error });
        // The last success is still the earlier backup, and the app answers as before.
        expect(expectStatus(await admin.get('/api/admin/overview'), 200).body.lastBackupAt).toBe(list.lastSuccessAt);
        expectStatus(await admin.get(`/api/admin/backups/${failed.name}`), 404);
      } finally {
        rmSync(folder, { force: true });
        renameSync(`${folder}.aside`, folder);
      }
    });

    const other = drivers === 'embedded' ? 'postgres' : 'embedded';
    it(`restores into ${other} with every row and every file byte, and users sign in with their passwords`, async () => {
      const file = join(t.dataDir, 'downloaded.zip');
      writeFileSync(file, downloaded);
      const target = await BackupTarget.create(other);
      try {
        await target.restore(file);
        const restored = await target.contents();
        expect(Object.keys(restored.files).sort()).toEqual(Object.keys(source.files).sort());
        expect(restored.files).toEqual(source.files);
        for (const table of Object.keys(source.tables)) {
          expect({ table, rows: restored.tables[table] }).toEqual({ table, rows: source.tables[table] });
        }
        // The restored instance runs: the owner signs in with the password, their home is there.
        const app = await createApiApp(target.config, { logger: false, spaDir: null });
        await app.init();
        await app.getHttpAdapter().getInstance().ready();
        try {
          const agent = request.agent(app.getHttpServer());
          expectStatus(
            await agent.post('/api/login').send({ username: owner.username, password: owner.password }),
            200,
          );
          expect(expectStatus(await agent.get('/api/homes'), 200).body).toHaveLength(1);
        } finally {
          await app.close();
        }
      } finally {
        await target.drop();
      }
    });
  });
}
