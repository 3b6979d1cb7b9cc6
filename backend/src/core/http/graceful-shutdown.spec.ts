import Fastify from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GracefulShutdown } from './graceful-shutdown';

/** A fastify server whose /slow answers only when the test releases it (no timers: states only). */
async function serve(shutdown: GracefulShutdown) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let slowStarted!: () => void;
  const started = new Promise<void>((resolve) => (slowStarted = resolve));
  const app = Fastify();
  app.addHook('onRequest', shutdown.hook());
  app.get('/fast', async () => ({ ok: true }));
  app.get('/slow', async () => {
    slowStarted();
    await released;
    return { ok: 'slow' };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const server = app.server;
  return { server, port: (server.address() as AddressInfo).port, release, started };
}

function get(port: number, path: string, agent: http.Agent) {
  return new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, connection: response.headers.connection, body }),
        );
      })
      .on('error', reject);
  });
}

describe('GracefulShutdown', () => {
  it('finishes the request in flight, closes idle kept-alive connections, then refuses new ones', async () => {
    const shutdown = new GracefulShutdown();
    const { server, port, release, started } = await serve(shutdown);
    const idleAgent = new http.Agent({ keepAlive: true });
    const busyAgent = new http.Agent({ keepAlive: true });
    let idleClosed!: Promise<void>;
    idleAgent.once('free', (socket) => (idleClosed = new Promise((resolve) => socket.once('close', () => resolve()))));
    try {
      expect((await get(port, '/fast', idleAgent)).status).toBe(200); // leaves an idle kept-alive connection
      const slow = get(port, '/slow', busyAgent);
      await started;
      const drained = shutdown.drain(server, 60_000);
      // The idle kept-alive connection is closed at once; the one serving /slow stays until it has answered.
      await idleClosed;
      expect(shutdown.requestsInFlight).toBe(1);
      release();
      expect(await slow).toMatchObject({ status: 200, connection: 'close', body: '{"ok":"slow"}' });
      expect(await drained).toBe(true);
      await expect(get(port, '/fast', new http.Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      idleAgent.destroy();
      busyAgent.destroy();
      server.closeAllConnections();
    }
  });

  it('gives up at the bound, cutting what is still running', async () => {
    const shutdown = new GracefulShutdown();
    const { server, port, release, started } = await serve(shutdown);
    const agent = new http.Agent({ keepAlive: true });
    try {
      const slow = get(port, '/slow', agent).catch((error: NodeJS.ErrnoException) => error.code ?? error.message);
      await started;
      // A bound of 0: the request still running is cut and the drain reports it.
      expect(await shutdown.drain(server, 0)).toBe(false);
      expect(await slow).toEqual(expect.stringMatching(/ECONNRESET|socket hang up/));
    } finally {
      release();
      agent.destroy();
    }
  });
});
