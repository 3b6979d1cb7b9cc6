import type { NextFunction, Request, Response } from 'express';
import type { Server } from 'node:http';

/**
 * The api's graceful shutdown (SIGTERM in main.ts), bounded: stop accepting connections, let the requests
 * in flight finish, and close kept-alive connections as soon as they are idle, so clients that keep sending
 * on them cannot hold the process open. Requests that arrive on a connection during the drain are still
 * answered, with `Connection: close`, and that connection then ends.
 */
export class GracefulShutdown {
  private draining = false;
  private readonly inFlight = new Set<Response>();
  /** Requests the lean read lane answers itself, counted without listeners (started/ended). */
  private laneInFlight = 0;
  private server: Server | null = null;
  private drained: (() => void) | null = null;

  /** Counts requests in flight; the first middleware of the app. */
  middleware() {
    return (_request: Request, response: Response, next: NextFunction) => {
      this.inFlight.add(response);
      if (this.draining) response.setHeader('Connection', 'close');
      response.once('close', () => {
        this.inFlight.delete(response);
        this.finished();
      });
      next();
    };
  }

  /**
   * The lean read lane (lean-read.ts) takes a request: counted until `ended()`, which the lane calls once it
   * has handed the request to express (counted there) or once its answer is out: at once after
   * `response.end` normally (no listener per request), at the response's `close` while draining. While
   * draining, the lane answers with `Connection: close` itself.
   */
  started(): void {
    this.laneInFlight += 1;
  }

  ended(): void {
    this.laneInFlight -= 1;
    this.finished();
  }

  get isDraining(): boolean {
    return this.draining;
  }

  get requestsInFlight(): number {
    return this.inFlight.size + this.laneInFlight;
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
