import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Server, ServerResponse } from 'node:http';

/**
 * The api's graceful shutdown (SIGTERM in main.ts), bounded: stop accepting connections, let the requests
 * in flight finish, and close kept-alive connections as soon as they are idle, so clients that keep sending
 * on them cannot hold the process open. Requests that arrive on a connection during the drain are still
 * answered, with `Connection: close`, and that connection then ends.
 */
export class GracefulShutdown {
  private draining = false;
  private readonly inFlight = new Set<ServerResponse>();
  private server: Server | null = null;
  private drained: (() => void) | null = null;

  /** Counts requests in flight: fastify's first onRequest hook. */
  hook() {
    return (_request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
      const response = reply.raw;
      this.inFlight.add(response);
      if (this.draining) void reply.header('Connection', 'close');
      response.once('close', () => {
        this.inFlight.delete(response);
        this.finished();
      });
      done();
    };
  }

  get isDraining(): boolean {
    return this.draining;
  }

  get requestsInFlight(): number {
    return this.inFlight.size;
  }

  private finished(): void {
    if (!this.draining) return;
    // The connection turns idle once this response is done: close it then (a kept-alive one would serve on).
    setImmediate(() => this.server?.closeIdleConnections());
    if (this.requestsInFlight === 0) this.drained?.();
  }

  /**
   * Stops accepting, closes idle connections, and resolves once no request is in flight (true) or after
   * `timeoutMs` (false); then every remaining HTTP connection is closed.
   */
  async drain(server: Server, timeoutMs: number): Promise<boolean> {
    this.draining = true;
    this.server = server;
    // Requests already running answer with `Connection: close` too (unless their headers are out).
    for (const response of this.inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
    server.close();
    server.closeIdleConnections();
    const finished =
      this.requestsInFlight === 0 ||
      (await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        this.drained = () => {
          clearTimeout(timer);
          resolve(true);
        };
      }));
    server.closeAllConnections();
    return finished;
  }
}
