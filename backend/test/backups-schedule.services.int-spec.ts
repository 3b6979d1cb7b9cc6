import { Queue } from 'bullmq';
import { TestApp } from './support/test-app';

/**
 * Scheduled backups with several processes (issue 40, services drivers): every api and worker process registers
 * the BACKUP_SCHEDULE at start, and BullMQ keeps ONE job scheduler for it, with one job waiting for the next slot,
 * so a slot is backed up once, by whichever worker takes that job, never once per process.
 */
describe('scheduled backups across processes (services)', () => {
  let primary: TestApp;
  let sibling: TestApp | null = null;
  let queue: Queue | null = null;

  beforeAll(async () => {
    primary = await TestApp.start('services', { BACKUP_SCHEDULE: '0 3 * * *' });
    sibling = await TestApp.startSibling(primary);
    queue = new Queue('backups.run', { connection: primary.redis!.duplicate(), prefix: primary.config.redisPrefix });
  });
  afterAll(async () => {
    await queue?.close();
    await sibling?.stop();
    await primary?.stop();
  });

  it('keeps one scheduler and one pending job for the slot, however many processes started', async () => {
    const schedulers = await queue!.getJobSchedulers();
    expect(schedulers).toHaveLength(1);
    expect(schedulers[0]).toMatchObject({ key: 'backups.run', pattern: '0 3 * * *', tz: 'UTC' });
    expect(await queue!.getDelayedCount()).toBe(1);
    const [next] = await queue!.getDelayed();
    // The next 03:00 UTC after now.
    const at = new Date(next.timestamp + (next.opts.delay ?? 0));
    expect(at.getUTCHours()).toBe(3);
    expect(at.getUTCMinutes()).toBe(0);
  });
});
