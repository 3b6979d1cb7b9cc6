import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import type { HttpReply } from '../http/http-request';
import { isAnyWorkerAlive } from '../queue/worker-heartbeat';
import { REDIS } from '../redis-connection';
import { ObjectStorage } from '../storage/object-storage';
import { appVersion, schemaVersion } from './app-version';
import { probeError } from './probe';

type Status = 'up' | 'down' | 'not configured';

/**
 * GET /api/health: each dependency's status, and with BullMQ whether a worker consumes the queues; 503 when any
 * configured one is down. Also the release (`version`, the root package.json's) and the database schema's
 * version (`schema`: the last migration applied, or null when the database cannot be read).
 */
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: ObjectStorage,
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly config: AppConfig,
  ) {}

  @Get()
  async health(@Res() reply: HttpReply): Promise<void> {
    const [database, redis, storage, worker] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      this.redis ? probe(() => this.redis!.ping()) : Promise.resolve<Status>('not configured'),
      probe(() => this.storage.ping()),
      // With BullMQ, jobs need a worker process: one that is absent or stopped consuming lets its mark expire.
      this.redis ? probe(() => this.assertWorkerAlive(this.redis!)) : Promise.resolve<Status>('not configured'),
    ]);
    const schema = database === 'up' ? await schemaVersion(this.dataSource).catch(() => null) : null;
    const ok = database === 'up' && redis !== 'down' && storage === 'up' && worker !== 'down';
    reply
      .code(ok ? 200 : 503)
      .send({ status: ok ? 'ok' : 'degraded', database, redis, storage, worker, version: appVersion(), schema });
  }

  private async assertWorkerAlive(redis: Redis): Promise<void> {
    if (!(await isAnyWorkerAlive(redis, this.config.redisPrefix))) throw new Error('no worker consuming');
  }
}

async function probe(check: () => Promise<unknown>): Promise<Status> {
  return (await probeError(check)) === null ? 'up' : 'down';
}
