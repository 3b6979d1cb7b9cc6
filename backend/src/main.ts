import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import type { Server } from 'node:http';
import { createApiApp } from './app.factory';
import { loadConfigOrExit } from './core/config/load-config';
import { GracefulShutdown } from './core/http/graceful-shutdown';
import { JsonLogger } from './core/logging/json-logger';

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfigOrExit();
  const logger = new Logger('Main');
  const gracefulShutdown = new GracefulShutdown();
  const app = await createApiApp(config, { logger: new JsonLogger(config.logLevel), gracefulShutdown });
  await app.listen(config.port, config.host);
  const mode = config.isEmbedded ? 'embedded (PGlite, inline jobs, disk files, mail outbox)' : 'configured services';
  logger.log({ msg: `Home Book ready at ${config.publicUrl} on ${mode}`, startupMs: Date.now() - started });

  // SIGTERM (compose, Kubernetes) or SIGINT: stop accepting, finish in-flight requests, close kept-alive
  // connections, close sockets and connections, exit 0 — all within SHUTDOWN_TIMEOUT_SECONDS.
  const shutdown = async (signal: string) => {
    const stopping = Date.now();
    logger.log({ msg: `${signal}: shutting down`, requestsInFlight: gracefulShutdown.requestsInFlight });
    const deadline = setTimeout(() => {
      logger.warn({ msg: 'shutdown took longer than SHUTDOWN_TIMEOUT_SECONDS: exiting now' });
      process.exit(0);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    // Most of the bound for requests in flight; the rest for closing sockets, queues and the database.
    const drained = await gracefulShutdown.drain(app.getHttpServer() as Server, config.shutdownTimeoutMs * 0.8);
    if (!drained) logger.warn({ msg: 'requests still in flight at the bound were cut' });
    await app.close().catch((error: Error) => logger.error({ msg: 'shutdown error', error: error.message }));
    logger.log({ msg: 'stopped', ms: Date.now() - stopping });
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? error.stack : error}\n`);
  process.exit(1);
});
