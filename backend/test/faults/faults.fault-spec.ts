/**
 * The fault suite (npm run test:faults): real faults on real processes. Its own Redis (AOF) and PostgreSQL,
 * an S3 server, and the built api and worker as child processes. Every wait is for a state (a status, a
 * job in progress, a process exit), bounded; the only duration is the Redis outage itself
 * (FAULT_REDIS_OUTAGE_SECONDS, the shortest that still outlasts the worker heartbeat and ioredis' back-off).
 */
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { AppConfig } from '../../src/core/config/app-config';
import { REDIS_UNAVAILABLE_MESSAGE } from '../../src/core/redis-connection';
import { S3ObjectStorage } from '../../src/core/storage/s3-object-storage';
import { abandonedExportKey } from '../../src/modules/home-book/abandoned-export';
import { expectStatus, sessionCookie } from '../support/accounts';
import { addEquipmentPhoto, binary, createEquipment, createHome, jpeg, registerAdmin } from '../support/admin-fixtures';
import { connectChat, emitAck } from '../support/chat-client';
import { LABEL_FIXTURES_DIR } from '../support/label-fixtures';
import { Api, FaultCluster, ManagedProcess, TableHold, waitFor } from './support/fault-cluster';

const OUTAGE_MS = Number(process.env.FAULT_REDIS_OUTAGE_SECONDS ?? 6) * 1000;
const LABEL = readFileSync(join(LABEL_FIXTURES_DIR, '004-rheem-rheemLetters.jpg'));
type Agent = ReturnType<typeof request.agent>;

describe('faults on real processes (services drivers)', () => {
  const cluster = new FaultCluster();
  let api: Api;
  let worker: ManagedProcess;
  let redis: Redis;
  let storage: S3ObjectStorage;
  let owner: Agent;
  let ownerCookie: string;
  let admin: Agent;
  let homeId: number;

  beforeAll(async () => {
    await cluster.start();
    api = await cluster.startApi('api');
    redis = new Redis(cluster.redis.url, { maxRetriesPerRequest: null });
    redis.on('error', () => undefined);
    storage = new S3ObjectStorage(new AppConfig(cluster.env() as Record<string, string>).s3!);
    owner = request.agent(api.baseUrl);
    const registered = await owner.post('/api/register').send(await ownerRegistration(owner));
    expectStatus(registered, 201);
    ownerCookie = sessionCookie(registered)!.split(';')[0];
    homeId = (await createHome(owner as never, { name: 'Fault Lane' })).id;
    for (const name of ['Furnace', 'Water Heater', 'Pool Pump', 'Boiler', 'Dryer', 'Washer']) {
      const equipment = await createEquipment(owner as never, homeId, { name });
      await addEquipmentPhoto(owner as never, equipment.id, await jpeg(1600, 1200));
    }
    admin = request.agent(api.baseUrl);
    await registerAdmin(admin as never);
    // A worker that consumes: the first analysis answers.
    worker = cluster.startWorker('worker');
    expectStatus(await analyze(owner), 200);
  }, 180_000);

  afterAll(async () => {
    redis?.disconnect();
    await cluster.stop();
  }, 60_000);

  /** Jobs of `queue` a worker holds right now (BullMQ's active list). */
  const activeJobs = async (queue: string) => redis.llen(`${cluster.redisPrefix}:${queue}:active`);
  /**
   * Holds `table` locked, then waits until a job of `queue` is active and blocked on it: the job is in
   * progress, and stays so until the hold is released, however fast the machine (no race with a poll).
   */
  const jobHeldAt = async (queue: string, hold: TableHold) => {
    await waitFor(`a ${queue} job waiting for the held table`, async () =>
      (await activeJobs(queue)) > 0 && (await hold.waiters()) > 0 ? true : undefined,
    );
  };
  const health = async (target = api) => {
    const response = await target.fetch('/api/health');
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };
  const analyze = (agent: Agent) => agent.post('/api/equipment/analyze').attach('image', LABEL, 'label.jpg');
  const exportPdf = (agent: Agent) =>
    agent
      .get(`/api/admin/homes/${homeId}/export-pdf`)
      .buffer(true)
      .parse(binary as never);

  it('a worker SIGKILLed during a label analysis: the job runs again on the next worker and the request succeeds', async () => {
    // The analysis ends by counting the use of the serial rule it applied (manufacturer_patterns): held there.
    const hold = await cluster.postgres.holdTable('manufacturer_patterns', 'EXCLUSIVE');
    const answer = analyze(owner).then((response) => response);
    try {
      await jobHeldAt('vision.analyze', hold);
      worker.signal('SIGKILL');
      await worker.exited;
      worker = cluster.startWorker('worker-2');
    } finally {
      await hold.release();
    }
    const response = await answer;
    expectStatus(response, 200);
    expect(response.body).toMatchObject({ brand: expect.any(String), estimatedAge: expect.any(Object) });
    expect(await activeJobs('vision.analyze')).toBe(0);
    expectStatus(await analyze(owner), 200);
  }, 120_000);

  it('a worker SIGKILLed during a PDF export: the export runs again, the admin gets the PDF, no PDF stays in storage', async () => {
    // The render reads the home's warranties (the api's route does not): held there.
    const hold = await cluster.postgres.holdTable('warranties', 'ACCESS EXCLUSIVE');
    const answer = exportPdf(admin).then((response) => response);
    try {
      await jobHeldAt('home-book.render', hold);
      worker.signal('SIGKILL');
      await worker.exited;
      worker = cluster.startWorker('worker-3');
    } finally {
      await hold.release();
    }
    const response = await answer;
    expectStatus(response, 200);
    expect((response.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await storage.list('exports/')).toEqual([]);
    expectStatus(await exportPdf(admin), 200);
    expect(await storage.list('exports/')).toEqual([]);
  }, 120_000);

  it("an export that finishes after its caller left deletes its own PDF (no home's PDF stays in storage)", async () => {
    const connection = new Redis(cluster.redis.url, { maxRetriesPerRequest: null });
    const queue = new Queue('home-book.render', { connection, prefix: cluster.redisPrefix });
    const eventsConnection = connection.duplicate();
    const events = new QueueEvents('home-book.render', { connection: eventsConnection, prefix: cluster.redisPrefix });
    try {
      await events.waitUntilReady();
      const render = async (abandoned: boolean) => {
        const storageKey = `exports/${randomUUID()}.pdf`;
        // What the API leaves when it stops waiting (answered, failed or timed out).
        if (abandoned)
          await redis.set(`${cluster.redisPrefix}:kv:${abandonedExportKey(storageKey)}`, '1', 'PX', 600_000);
        const job = await queue.add('home-book.render', { homeId, storageKey });
        await job.waitUntilFinished(events, 60_000);
        return storageKey;
      };
      const abandoned = await render(true);
      expect(await storage.exists(abandoned)).toBe(false);
      // The same job with a caller still waiting leaves the PDF for it.
      const awaited = await render(false);
      expect(await storage.exists(awaited)).toBe(true);
      await storage.delete(awaited);
    } finally {
      await events.close();
      await queue.close();
      eventsConnection.disconnect();
      connection.disconnect();
    }
  }, 120_000);

  it('Redis down: a prompt 503 with a message where Redis is needed, the rest serves; recovery without a restart', async () => {
    await cluster.redis.stop();
    const outageStarted = Date.now();
    try {
      const user = await api.fetch('/api/user', { cookie: ownerCookie });
      expect(user.status).toBe(503);
      expect(await user.json()).toMatchObject({ statusCode: 503, message: REDIS_UNAVAILABLE_MESSAGE });
      const login = await api.fetch('/api/auth/captcha');
      expect(login.status).toBe(503);
      const down = await health();
      expect(down).toEqual({ status: 503, body: expect.objectContaining({ database: 'up', redis: 'down' }) });
      // What needs no Redis still serves: the web app's page, even with the session cookie.
      const page = await api.fetch('/', { cookie: ownerCookie });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      // The outage lasts long enough for every process to notice it (the length is the fault, not a wait).
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - outageStarted))));
      expect(api.process.running).toBe(true);
      expect(worker.running).toBe(true);
    } finally {
      await cluster.redis.start();
    }
    // The session written before the outage survived it (AOF), the api reconnects by itself, and the worker
    // consumes again (its mark is back; an analysis runs).
    await waitFor('the session answers again', async () =>
      (await api.fetch('/api/user', { cookie: ownerCookie })).status === 200 ? true : undefined,
    );
    await waitFor('health 200 again', async () => ((await health()).status === 200 ? true : undefined));
    expectStatus(await analyze(owner), 200);
    expect(api.process.running && worker.running).toBe(true);
  }, 120_000);

  it('Postgres restarted: no process crashes, requests recover', async () => {
    await cluster.postgres.ctl('restart');
    await waitFor('homes listed again', async () => {
      const response = await owner.get('/api/homes');
      return response.status === 200 ? response.body : undefined;
    });
    expect((await owner.get('/api/homes')).body.map((home: { name: string }) => home.name)).toEqual(['Fault Lane']);
    expectStatus(await analyze(owner), 200);
    expect(api.process.running && worker.running).toBe(true);
  }, 120_000);

  it('SIGTERM to an api under load: in-flight requests finish, kept-alive connections close, exit 0', async () => {
    // A bound far above what the drain needs on a busy machine (the analysis in flight is the longest request):
    // the test then tells a drain that finished by itself from one cut at the bound (its log says which).
    const draining = await cluster.startApi('api-sigterm', { SHUTDOWN_TIMEOUT_SECONDS: '60' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    const statuses = new Map<number, number>();
    const errors = new Map<string, number>();
    let running = true;
    const get = () =>
      new Promise<number>((resolve, reject) => {
        const req = http.get(`${draining.baseUrl}/api/user`, { agent, headers: { cookie: ownerCookie } }, (res) => {
          res.resume();
          res.once('end', () => resolve(res.statusCode!));
          res.once('error', reject);
        });
        req.once('error', reject);
      });
    const loops = Array.from({ length: 16 }, async () => {
      while (running) {
        try {
          const status = await get();
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
          errors.set(code, (errors.get(code) ?? 0) + 1);
          // Pacing for a client whose server is gone (not a wait for a state).
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }
    });
    try {
      await waitFor('load on kept-alive connections', async () => ((statuses.get(200) ?? 0) > 200 ? true : undefined));
      // A request in flight when the signal comes: a label analysis the worker is running (held until
      // the signal has been sent).
      const hold = await cluster.postgres.holdTable('manufacturer_patterns', 'EXCLUSIVE');
      const inFlight = request(draining.baseUrl)
        .post('/api/equipment/analyze')
        .set('cookie', ownerCookie)
        .attach('image', LABEL, 'label.jpg')
        .then((response) => response);
      try {
        await jobHeldAt('vision.analyze', hold);
        draining.process.signal('SIGTERM');
      } finally {
        await hold.release();
      }
      expectStatus(await inFlight, 200);
      await waitFor('the api exits', async () => (draining.process.running ? undefined : true), 90_000);
      expect({ code: draining.process.exitCode, signal: draining.process.exitSignal }).toEqual({
        code: 0,
        signal: null,
      });
    } finally {
      running = false;
      await Promise.all(loops);
      agent.destroy();
    }
    // Every answer was a success; failures are only connections refused or closed once it stopped serving.
    expect([...statuses.keys()]).toEqual([200]);
    expect(
      [...errors.keys()].filter((code) => !['ECONNREFUSED', 'ECONNRESET', 'socket hang up'].includes(code)),
    ).toEqual([]);
    await expect(fetch(`${draining.baseUrl}/api/health`)).rejects.toThrow();
    // It stopped because nothing was left to serve (idle kept-alive connections closed), not at the bound.
    expect(draining.process.lines.some((line) => line.includes('"stopped"'))).toBe(true);
    expect(draining.process.lines.filter((line) => /were cut|took longer/.test(line))).toEqual([]);
  }, 120_000);

  it('health reports a worker that is absent (killed), then the worker that consumes again', async () => {
    expect(await health()).toEqual({ status: 200, body: expect.objectContaining({ status: 'ok', worker: 'up' }) });
    worker.signal('SIGKILL');
    await worker.exited;
    // Its mark expires (WORKER_HEARTBEAT_SECONDS): the api reports it instead of letting analyses time out.
    const absent = await waitFor('health reports the worker down', async () => {
      const answer = await health();
      return answer.status === 503 ? answer : undefined;
    });
    expect(absent.body).toMatchObject({
      status: 'degraded',
      database: 'up',
      redis: 'up',
      storage: 'up',
      worker: 'down',
    });
    worker = cluster.startWorker('worker-4');
    await waitFor('health 200 with a worker', async () => ((await health()).status === 200 ? true : undefined));
    expectStatus(await analyze(owner), 200);
  }, 120_000);

  it('every process logged JSON only: no "[ioredis] Unhandled error event"', () => {
    expect(cluster.nonJsonLines().filter((line) => /ioredis|Unhandled error/i.test(line))).toEqual([]);
  });

  it('two apis, one killed: sessions and chat continue on the other', async () => {
    const other = await cluster.startApi('api-2');
    // The session made on the first api is valid on the second (sessions live in Redis).
    expect((await other.fetch('/api/user', { cookie: ownerCookie })).status).toBe(200);
    const adminCookie = await loginCookie(other);
    const sockets: Socket[] = [];
    try {
      const adminSocket = await connectChat(other.baseUrl, adminCookie);
      sockets.push(adminSocket);
      expect(await emitAck(adminSocket, 'room:join', 'support')).toMatchObject({ ok: true });
      const received: string[] = [];
      adminSocket.on('message:new', (message: { content: string }) => received.push(message.content));
      // Sent through the first api, delivered by the second (the Redis adapter).
      const before = await connectChat(api.baseUrl, ownerCookie);
      sockets.push(before);
      expect(await emitAck(before, 'message:send', { roomId: 'support', content: 'before the crash' })).toMatchObject({
        ok: true,
      });
      await waitFor('delivered across apis', async () => (received.includes('before the crash') ? true : undefined));
      api.process.signal('SIGKILL');
      await api.process.exited;
      // The owner's browser reconnects to the api that is left, with the same cookie.
      const after = await connectChat(other.baseUrl, ownerCookie);
      sockets.push(after);
      expect(await emitAck(after, 'message:send', { roomId: 'support', content: 'after the crash' })).toMatchObject({
        ok: true,
      });
      await waitFor('delivered after the crash', async () => (received.includes('after the crash') ? true : undefined));
      const history = await other.fetch('/api/chat/rooms/support/messages', { cookie: ownerCookie });
      expect(((await history.json()) as { messages: { content: string }[] }).messages.map((m) => m.content)).toEqual([
        'before the crash',
        'after the crash',
      ]);
      expect((await other.fetch('/api/homes', { cookie: ownerCookie })).status).toBe(200);
    } finally {
      for (const socket of sockets) socket.close();
    }
  }, 120_000);

  async function ownerRegistration(agent: Agent) {
    const { body } = await agent.get('/api/auth/captcha').expect(200);
    const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec(body.question)!;
    const suffix = randomUUID().slice(0, 8);
    return {
      username: `owner${suffix}`,
      email: `owner${suffix}@example.com`,
      password: 'correct horse',
      captchaId: body.captchaId,
      captchaAnswer: Number(a) + Number(b),
    };
  }

  /** A fresh administrator registered (so logged in) on `target`; returns the session cookie. */
  async function loginCookie(target: Api): Promise<string> {
    const agent = request.agent(target.baseUrl);
    const registration = await ownerRegistration(agent);
    const response = await agent.post('/api/register').send({ ...registration, adminKey: cluster.adminKey });
    expectStatus(response, 201);
    return sessionCookie(response)!.split(';')[0];
  }
});
