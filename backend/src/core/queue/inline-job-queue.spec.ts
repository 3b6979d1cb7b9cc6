import { InlineJobQueue } from './inline-job-queue';
import { JobHandlerRegistry } from './job-handler-registry';
import { JobTimeoutError, QueueFullError } from './job-queue';

/** A registry whose 'home-book.render' jobs finish only when the test says so. */
function controlledRegistry() {
  const started: { homeId: number; finish: () => void }[] = [];
  const registry = new JobHandlerRegistry();
  registry.register({
    jobName: 'home-book.render',
    handle: ({ homeId }: { homeId: number }) =>
      new Promise((resolve) => started.push({ homeId, finish: () => resolve({ pages: homeId }) })),
  } as never);
  return { registry, started };
}

const job = (homeId: number) => ({ homeId, storageKey: `k${homeId}` });

describe('InlineJobQueue run()', () => {
  it('bounds each owner and the whole backlog, and serves owners in turn', async () => {
    const { registry, started } = controlledRegistry();
    const queue = new InlineJobQueue(registry, { concurrency: 1, maxPerOwner: 2, maxWaiting: 4 });
    const results = [
      queue.run('home-book.render', job(1), 60_000, { owner: 'a' }),
      queue.run('home-book.render', job(2), 60_000, { owner: 'a' }),
      queue.run('home-book.render', job(4), 60_000, { owner: 'b' }),
    ];
    await expect(queue.run('home-book.render', job(3), 60_000, { owner: 'a' })).rejects.toBeInstanceOf(QueueFullError);
    results.push(queue.run('home-book.render', job(5), 60_000, { owner: 'c' }));
    results.push(queue.run('home-book.render', job(6), 60_000, { owner: 'd' }));
    // 1 running + 4 waiting: the backlog is full for everybody.
    await expect(queue.run('home-book.render', job(7), 60_000, { owner: 'e' })).rejects.toBeInstanceOf(QueueFullError);
    for (let i = 0; i < 5; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      started[i].finish();
    }
    await Promise.all(results);
    // a's second job waits for b, c and d: owners take turns.
    expect(started.map((s) => s.homeId)).toEqual([1, 4, 5, 6, 2]);
  });

  it('drops a job whose caller stopped waiting before it started', async () => {
    const { registry, started } = controlledRegistry();
    const queue = new InlineJobQueue(registry, { concurrency: 1 });
    const first = queue.run('home-book.render', job(1), 60_000);
    const caller = new AbortController();
    const abandoned = queue.run('home-book.render', job(2), 60_000, { signal: caller.signal });
    const timedOut = queue.run('home-book.render', job(3), 1);
    caller.abort();
    await expect(abandoned).rejects.toBeInstanceOf(JobTimeoutError);
    await expect(timedOut).rejects.toBeInstanceOf(JobTimeoutError);
    started[0].finish();
    await first;
    const last = queue.run('home-book.render', job(4), 60_000);
    await new Promise((resolve) => setImmediate(resolve));
    started[1].finish();
    await last;
    expect(started.map((s) => s.homeId)).toEqual([1, 4]);
  });
});
