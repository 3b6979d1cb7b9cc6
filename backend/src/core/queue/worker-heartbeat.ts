import type { Redis } from 'ioredis';

/**
 * The workers' "consuming" mark in Redis: any worker whose BullMQ processors run sets it, with a TTL, and
 * renews it every third of that TTL; /api/health reads it. A worker that was killed, hangs or stopped
 * consuming stops renewing it, and the mark expires. (One mark for all workers: health says whether any
 * worker consumes; each worker's own container check is its ready file, see worker.ts.)
 */
export function workerHeartbeatKey(prefix: string): string {
  return `${prefix}:worker:heartbeat`;
}

export async function markWorkerAlive(redis: Redis, prefix: string, ttlMs: number, workerId: string): Promise<void> {
  await redis.set(workerHeartbeatKey(prefix), workerId, 'PX', ttlMs);
}

export async function isAnyWorkerAlive(redis: Redis, prefix: string): Promise<boolean> {
  return (await redis.exists(workerHeartbeatKey(prefix))) === 1;
}
