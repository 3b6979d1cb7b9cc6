import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Redis } from 'ioredis';
import { writeFileSync, rmSync } from 'node:fs';
import { AppModule } from './app.module';
import { loadConfigOrExit } from './core/config/load-config';
import { JsonLogger } from './core/logging/json-logger';
import { BullMqWorkerHost } from './core/queue/bullmq-worker-host';
import { JobHandlerRegistry } from './core/queue/job-handler-registry';
import { listenForMetrics } from './core/metrics/metrics-listener';
import { MetricsRegistry } from './core/metrics/metrics-registry';
import { REDIS } from './core/redis-connection';

/** Marker file for the container health check: present while the workers consume. */
const READY_FILE = '/tmp/worker-ready';

/** The worker process: same modules as the API, no HTTP; consumes the BullMQ queues. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = new Logger('Worker');
  if (!config.redisUrl) {
    process.stderr.write('The worker needs REDIS_URL: without it, jobs run inside the api process (npm start).\n');
    process.exit(78);
  }
  const app = await NestFactory.createApplicationContext(AppModule.register(config), {
    logger: new JsonLogger(config.logLevel),
  });
  const redis = app.get<Redis>(REDIS);
  const host = new BullMqWorkerHost(app.get(JobHandlerRegistry), redis, config.redisPrefix, {
    concurrency: config.workerConcurrency,
    stallMs: config.jobStallMs,
    heartbeatMs: config.workerHeartbeatMs,
  });
  host.start();
  // This process's own metrics (jobs, label reads, mail, reminder scans run here): it has no other HTTP server.
  const metrics = app.get(MetricsRegistry);
  const metricsServer = metrics.enabled ? await listenForMetrics(metrics, config.host, config.metricsPort) : null;
  writeFileSync(READY_FILE, String(process.pid));
  const health = setInterval(() => {
    if (host.isConsuming()) writeFileSync(READY_FILE, String(process.pid));
    else rmSync(READY_FILE, { force: true });
  }, 10_000).unref();

  const shutdown = async (signal: string) => {
    logger.log(`${signal}: finishing jobs in progress`);
    clearInterval(health);
    rmSync(READY_FILE, { force: true });
    metricsServer?.close();
    await host.stop();
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  process.stderr.write(`Worker start-up failed: ${error instanceof Error ? error.stack : error}\n`);
  process.exit(1);
});
