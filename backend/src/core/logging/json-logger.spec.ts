import { JsonLogger } from './json-logger';

describe('JsonLogger', () => {
  const start = Date.UTC(2026, 10, 25, 13, 30, 0, 123);
  beforeEach(() => jest.useFakeTimers({ now: start }));
  afterEach(() => jest.useRealTimers());

  const logger = () => {
    const lines: Record<string, unknown>[] = [];
    return { lines, log: new JsonLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>)) };
  };

  it('writes one JSON object per line: the time as toISOString writes it, level, scope, then the message fields', () => {
    const { lines, log } = logger();
    log.log({ msg: 'request', method: 'GET', path: '/api/user', status: 200, ms: 3 }, 'Http');
    log.warn('plain text');
    expect(lines).toEqual([
      {
        time: '2026-11-25T13:30:00.123Z',
        level: 'info',
        scope: 'Http',
        msg: 'request',
        method: 'GET',
        path: '/api/user',
        status: 200,
        ms: 3,
      },
      { time: '2026-11-25T13:30:00.123Z', level: 'warn', msg: 'plain text' },
    ]);
  });

  it('gives each line the time it was written, to the millisecond', () => {
    const { lines, log } = logger();
    log.log('first');
    jest.setSystemTime(start + 1);
    log.log('second');
    jest.setSystemTime(start + 61_000);
    log.log('third');
    jest.setSystemTime(start + 61_000);
    log.log('fourth');
    expect(lines.map((line) => line.time)).toEqual([
      '2026-11-25T13:30:00.123Z',
      '2026-11-25T13:30:00.124Z',
      '2026-11-25T13:31:01.123Z',
      '2026-11-25T13:31:01.123Z',
    ]);
  });

  it('leaves out lines below its level', () => {
    const { lines, log } = logger();
    log.debug('hidden');
    log.error(new Error('shown'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'shown' });
  });
});
