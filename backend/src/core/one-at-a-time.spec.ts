import { oneAtATime } from './one-at-a-time.cjs';

describe('oneAtATime: tasks take turns', () => {
  /** A task that records when it starts and ends, and settles when the test says. */
  function gatedTask(name: string, log: string[], fails = false) {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const task = async () => {
      log.push(`${name} starts`);
      await gate;
      log.push(`${name} ends`);
      if (fails) throw new Error(`${name} failed`);
      return name;
    };
    return { task, open };
  }

  it('starts a task only once the one before has settled, and answers each its own result', async () => {
    const inTurn = oneAtATime();
    const log: string[] = [];
    const first = gatedTask('first', log);
    const second = gatedTask('second', log);
    const firstRun = inTurn(first.task);
    const secondRun = inTurn(second.task);
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['first starts']);
    second.open();
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['first starts']);
    first.open();
    await expect(firstRun).resolves.toBe('first');
    await expect(secondRun).resolves.toBe('second');
    expect(log).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });

  it('goes on after a task that fails, which answers its own error', async () => {
    const inTurn = oneAtATime();
    const log: string[] = [];
    const failing = gatedTask('failing', log, true);
    const next = gatedTask('next', log);
    const failingRun = inTurn(failing.task);
    const nextRun = inTurn(next.task);
    failing.open();
    next.open();
    await expect(failingRun).rejects.toThrow('failing failed');
    await expect(nextRun).resolves.toBe('next');
    expect(log).toEqual(['failing starts', 'failing ends', 'next starts', 'next ends']);
  });
});
