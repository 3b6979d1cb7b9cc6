/** One part of the instance: a short state and a detail line (what it is, or why it is down). */
export interface SystemPartView {
  part: string;
  state: 'up' | 'down' | 'degraded' | 'not configured' | 'idle';
  detail: string;
}

/** A queue's jobs waiting, running and failed (BullMQ: the queue's counts; embedded: this process's). */
export interface QueueDepthView {
  queue: string;
  waiting: number;
  active: number;
  failed: number;
}

/** A process that runs jobs: each worker's own heartbeat in Redis, or the api process itself (embedded). */
export interface WorkerHeartbeatView {
  workerId: string;
  kind: 'worker' | 'in-process';
  /** ISO time of its last heartbeat. */
  lastBeatAt: string;
  /** ISO time its heartbeat expires unless renewed. */
  expiresAt: string;
}

/** GET /api/admin/system: the health of each part, queue depths, worker heartbeats, uptime and versions. */
export interface AdminSystemView {
  /** 'ok' when no part is down. */
  status: 'ok' | 'degraded';
  parts: SystemPartView[];
  /** null when the queues' store cannot be read (Redis down). */
  queues: QueueDepthView[] | null;
  workers: WorkerHeartbeatView[];
  /** The answering api process's uptime. */
  uptimeSeconds: number;
  version: string;
  /** The last migration applied; null when the database cannot be read. */
  schema: { version: number; migration: string } | null;
  checkedAt: string;
}
