import { InlineJobQueue } from './inline-job-queue';
import { JobHandlerRegistry } from './job-handler-registry';

describe('InlineJobQueue scheduleCron()', () => {
  afterEach(() => jest.useRealTimers());

  it('runs the job once at each slot of the pattern (UTC), and not after the schedule is removed', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T02:59:00Z') });
    const runs: string[] = [];
    const registry = new JobHandlerRegistry();
    registry.register({
      jobName: 'backups.run',
      handle: async () => {
        runs.push(new Date().toISOString());
        return {} as never;
      },
    } as never);
    const queue = new InlineJobQueue(registry);
    await queue.scheduleCron('backups.run', { trigger: 'schedule' }, '0 3 * * *');
    await jest.advanceTimersByTimeAsync(59_000);
    expect(runs).toEqual([]);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(runs).toEqual(['2026-11-28T03:00:00.000Z']);
    await jest.advanceTimersByTimeAsync(24 * 3600_000);
    expect(runs).toEqual(['2026-11-28T03:00:00.000Z', '2026-11-29T03:00:00.000Z']);
    await queue.scheduleCron('backups.run', { trigger: 'schedule' }, null);
    await jest.advanceTimersByTimeAsync(2 * 24 * 3600_000);
    expect(runs).toHaveLength(2);
    await queue.onApplicationShutdown();
  });
});
