import type { Redis } from 'ioredis';

/**
 * The workers' "consuming" marks in Redis. Any worker whose BullMQ processors run sets them, with a TTL,
 * and renews them every third of that TTL. A worker that was killed, hangs or stopped consuming stops
 * renewing them, and they expire. Two marks: one for all workers (/api/health: does any worker consume?)
 * and one per worker (the admin System tab lists each worker and when it last beat). Each worker's own
 * container check is its ready file, see worker.ts.
 */
export function workerHeartbeatKey(prefix: string): string {
  return `${prefix}:worker:heartbeat`;
}

function ownHeartbeatKey(prefix: string, workerId: string): string {
  return `${prefix}:worker:heartbeat:${workerId}`;
}

export interface WorkerHeartbeat {
  /** host:pid of the worker process. */
  workerId: string;
  /** When it last marked itself alive (epoch ms, the worker's clock). */
  beatAt: number;
  /** Milliseconds until its mark expires unless renewed. */
  expiresInMs: number;
}

export async function markWorkerAlive(
  redis: Redis,
  prefix: string,
  ttlMs: number,
  workerId: string,
  now = Date.now(),
): Promise<void> {
  await redis
    .multi()
    .set(workerHeartbeatKey(prefix), workerId, 'PX', ttlMs)
    .set(ownHeartbeatKey(prefix, workerId), String(now), 'PX', ttlMs)
    .exec();
}

export async function isAnyWorkerAlive(redis: Redis, prefix: string): Promise<boolean> {
  return (await redis.exists(workerHeartbeatKey(prefix))) === 1;
}

/** Every worker whose own mark has not expired, by id. */
export async function listWorkerHeartbeats(redis: Redis, prefix: string): Promise<WorkerHeartbeat[]> {
  const pattern = `${ownHeartbeatKey(prefix, '')}*`;
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 200);
    keys.push(...found);
    cursor = next;
  } while (cursor !== '0' && keys.length < 1_000);
  if (!keys.length) return [];
  const pipeline = redis.pipeline();
  for (const key of keys) pipeline.get(key).pttl(key);
  const replies = (await pipeline.exec()) ?? [];
  const beats: WorkerHeartbeat[] = [];
  keys.forEach((key, index) => {
    const value = replies[index * 2]?.[1];
    const ttl = replies[index * 2 + 1]?.[1];
    if (typeof value !== 'string' || typeof ttl !== 'number' || ttl < 0) return;
    beats.push({ workerId: key.slice(pattern.length - 1), beatAt: Number(value), expiresInMs: ttl });
  });
  return beats.sort((a, b) => a.workerId.localeCompare(b.workerId));
}
