import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../redis-connection';
import { ObjectStorage } from '../storage/object-storage';

type Status = 'up' | 'down' | 'not configured';

/** GET /api/health: each dependency's status; 503 when any configured one is down. */
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: ObjectStorage,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {}

  @Get()
  async health(@Res() response: Response): Promise<void> {
    const [database, redis, storage] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      this.redis ? probe(() => this.redis!.ping()) : Promise.resolve<Status>('not configured'),
      probe(() => this.storage.ping()),
    ]);
    const ok = database === 'up' && redis !== 'down' && storage === 'up';
    response.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'degraded', database, redis, storage });
  }
}

async function probe(check: () => Promise<unknown>): Promise<Status> {
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2_000).unref()),
    ]);
    return 'up';
  } catch {
    return 'down';
  }
}
