import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Agent } from 'supertest';
import { JobHandlerRegistry } from '../../src/core/queue/job-handler-registry';
import { ArchiveClock } from '../../src/modules/archive/archive-clock';
import { ArchiveExportJobs, exportArchiveKey } from '../../src/modules/archive/archive-export-jobs.service';
import { expectStatus, registerLoggedIn } from './accounts';
import { binary, jpeg } from './admin-fixtures';
import { download, json, populateHome, sha256, unzip } from './archive-fixtures';
import { Drivers, TestApp } from './test-app';

interface JobView {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  filesDone: number;
  filesTotal: number;
  bytes: number;
}

const HOUR = 3_600_000;

/** Polls the export until it has ended (an upper bound only: a run takes well under a second). */
async function finished(agent: Agent, id: string): Promise<JobView> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const view = expectStatus(await agent.get(`/api/export/jobs/${id}`), 200).body as JobView;
    if (view.status === 'done' || view.status === 'failed') return view;
    if (Date.now() > deadline) throw new Error(`export ${id} still ${view.status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function startExport(agent: Agent, body?: object): Promise<JobView> {
  const response = expectStatus(await agent.post('/api/export/jobs').send(body ?? {}), 202);
  return response.body as JobView;
}

/** The zip without what differs between two exports of the same data (its id and time). */
function comparable(entries: Map<string, Buffer>) {
  const manifest = json(entries.get('manifest.json')!);
  delete manifest.exportId;
  delete manifest.exportedAt;
  const hashes = [...entries]
    .filter(([name]) => name !== 'manifest.json')
    .map(([name, data]) => [name, sha256(data)])
    .sort(([a], [b]) => a.localeCompare(b));
  return { manifest, hashes };
}

/** Exports built by the 'archive.export' job (docs/export-format.md, "Large exports"), once per driver set. */
export function archiveJobsSuite(drivers: Drivers): void {
  describe(`worker-built exports on ${drivers} drivers`, () => {
    let t: TestApp;
    let owner: Agent;
    let lakeHomeId: number;
    let clock: ArchiveClock;

    beforeAll(async () => {
      t = await TestApp.start(drivers);
      clock = t.app.get(ArchiveClock);
      owner = t.agent();
      await registerLoggedIn(owner);
      expectStatus(await owner.post('/api/user/avatar').attach('avatar', await jpeg(40, 40), 'a.jpg'), 201);
      lakeHomeId = (await populateHome(owner, 'Lake House')).home.id;
      await populateHome(owner, 'City Flat');
    });
    afterEach(() => {
      clock.now = () => Date.now();
    });
    afterAll(() => t?.stop());

    it('builds the zip the synchronous export streams, records its progress and offers it for download', async () => {
      const started = await startExport(owner);
      expect(started).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        status: 'queued',
        filesDone: 0,
        filesTotal: 0,
        bytes: 0,
      });
      const done = await finished(owner, started.id);
      expect(done.status).toBe('done');
      expect(done.filesTotal).toBeGreaterThan(0);
      expect(done.filesDone).toBe(done.filesTotal);

      const response = expectStatus(
        await owner.get(`/api/export/jobs/${started.id}/download`).buffer(true).parse(binary),
        200,
      );
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="HomeBook_export_\d{4}-\d{2}-\d{2}\.zip"$/,
      );
      const zip = response.body as Buffer;
      expect(zip.length).toBe(done.bytes);
      expect(await t.storage.exists(exportArchiveKey(started.id))).toBe(true);

      const built = await unzip(zip);
      const streamed = await unzip(await download(owner, '/api/export'));
      // Same entries with the same bytes, and the same manifest lines (sizes and checksums) but its id and time.
      expect(comparable(built)).toEqual(comparable(streamed));
      const manifest = json(built.get('manifest.json')!);
      expect(manifest).toMatchObject({ scope: 'account', version: 4 });
      expect(manifest.files).toHaveLength(done.filesTotal);
      expect(manifest.counts.files).toBe(done.filesTotal);
      for (const file of manifest.files) expect(sha256(built.get(file.path)!)).toBe(file.sha256);
    });

    it("exports one home with homeId, and answers 404 for a home that is not the caller's", async () => {
      const started = await startExport(owner, { homeId: lakeHomeId });
      expect((await finished(owner, started.id)).status).toBe('done');
      const built = await unzip(
        expectStatus(await owner.get(`/api/export/jobs/${started.id}/download`).buffer(true).parse(binary), 200)
          .body as Buffer,
      );
      const streamed = await unzip(await download(owner, `/api/homes/${lakeHomeId}/export`));
      expect(comparable(built)).toEqual(comparable(streamed));
      expect(json(built.get('manifest.json')!)).toMatchObject({ scope: 'home', homeId: lakeHomeId });

      const stranger = t.agent();
      await registerLoggedIn(stranger);
      for (const homeId of [lakeHomeId, 999999]) {
        const refused = await stranger.post('/api/export/jobs').send({ homeId });
        expect([refused.status, refused.body.message]).toEqual([404, 'Home not found']);
      }
      expect((await stranger.post('/api/export/jobs').send({ homeId: 'abc' })).status).toBe(400);
    });

    it('answers 404 to anyone but the owner on every route, 401 without a session', async () => {
      const { id } = await startExport(owner);
      await finished(owner, id);
      const stranger = t.agent();
      await registerLoggedIn(stranger);
      for (const path of [`/api/export/jobs/${id}`, `/api/export/jobs/${id}/download`]) {
        for (const agent of [stranger, owner]) {
          const target = agent === owner ? path.replace(id, randomUUID()) : path;
          const response = await agent.get(target);
          expect([target, response.status, response.body.message]).toEqual([target, 404, 'Export not found']);
        }
      }
      expect((await owner.get('/api/export/jobs/not-a-uuid')).status).toBe(404);
      // The stranger's own export holds nothing of the owner's.
      const own = await startExport(stranger);
      expect(await finished(stranger, own.id)).toMatchObject({ status: 'done', filesTotal: 0, filesDone: 0 });
      const anonymous = request(t.http);
      await anonymous.post('/api/export/jobs').expect(401);
      await anonymous.get(`/api/export/jobs/${id}`).expect(401);
      await anonymous.get(`/api/export/jobs/${id}/download`).expect(401);
    });

    it('answers 409 for the download of an export still being built, and that export to a new request', async () => {
      const jobs = t.app.get(ArchiveExportJobs);
      const { id } = await startExport(owner);
      await finished(owner, id);
      // A record caught mid-way (the job itself is too quick to catch).
      const record = (await jobs.load(id))!;
      await jobs.save({ ...record, status: 'running', finishedAt: null });
      const response = await owner.get(`/api/export/jobs/${id}/download`);
      expect([response.status, response.body.code]).toEqual([409, 'EXPORT_NOT_READY']);
      // Asking again while it runs answers the same export, not a second copy.
      expect(await startExport(owner)).toMatchObject({ id, status: 'running' });
      await jobs.save(record);
      const next = await startExport(owner);
      expect(next.id).not.toBe(id);
      expect((await finished(owner, next.id)).status).toBe('done');
    });

    it('marks an export that cannot be built failed, and leaves no archive', async () => {
      const jobs = t.app.get(ArchiveExportJobs);
      const { id } = await startExport(owner);
      await finished(owner, id);
      const record = (await jobs.load(id))!;
      await t.storage.delete(exportArchiveKey(id));
      // Its home was deleted after the export was asked for: the export itself refuses (404 inside the job).
      await jobs.save({ ...record, homeId: 999999, status: 'queued', finishedAt: null });
      expect(await t.app.get(JobHandlerRegistry).handle('archive.export', { jobId: id })).toMatchObject({
        status: 'failed',
      });
      expect(expectStatus(await owner.get(`/api/export/jobs/${id}`), 200).body).toMatchObject({ status: 'failed' });
      expect((await owner.get(`/api/export/jobs/${id}/download`)).status).toBe(409);
      expect(await t.storage.exists(exportArchiveKey(id))).toBe(false);
    });

    it('deletes archives EXPORT_RETENTION_HOURS (24) after they ended: on the hourly sweep and on a new export', async () => {
      const jobs = t.app.get(ArchiveExportJobs);
      const sweep = () => t.app.get(JobHandlerRegistry).handle('archive.sweep-exports', {});
      // The earlier tests' archives are cleared first: from here on, time is this test's.
      const base = Date.now() + 100 * HOUR;
      clock.now = () => base;
      await sweep();
      const first = await startExport(owner);
      await finished(owner, first.id);
      // An archive without a record (the embedded server restarted) and a home-book PDF on its way out.
      const orphan = exportArchiveKey(randomUUID());
      await t.storage.put(orphan, Buffer.from('zip'), 'application/zip');
      await t.storage.put(`exports/${randomUUID()}.pdf`, Buffer.from('pdf'), 'application/pdf');

      clock.now = () => base + 24 * HOUR - 1;
      expect(await sweep()).toEqual({ deleted: 1 }); // the orphan only
      expect(await t.storage.exists(orphan)).toBe(false);
      expect(await t.storage.exists(exportArchiveKey(first.id))).toBe(true);
      expectStatus(await owner.get(`/api/export/jobs/${first.id}/download`), 200);

      clock.now = () => base + 24 * HOUR;
      // Past its retention it is gone for its owner at once, and its file with the next sweep.
      expect((await owner.get(`/api/export/jobs/${first.id}`)).status).toBe(404);
      expect((await owner.get(`/api/export/jobs/${first.id}/download`)).status).toBe(404);
      const second = await startExport(owner); // a new export sweeps too
      expect(await t.storage.exists(exportArchiveKey(first.id))).toBe(false);
      expect(await jobs.load(first.id)).toBeNull();
      expect((await finished(owner, second.id)).status).toBe('done');
      const left = (await t.storage.list('exports/')).filter((key) => key.endsWith('.zip'));
      expect(left).toContain(exportArchiveKey(second.id));
      expect(left).not.toContain(exportArchiveKey(first.id));
      expect((await t.storage.list('exports/')).filter((key) => key.endsWith('.pdf'))).toHaveLength(1);
      expect(await sweep()).toEqual({ deleted: 0 });
    });
  });
}
