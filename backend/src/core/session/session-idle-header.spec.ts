import type { Request, Response } from 'express';
import { headersSetBy } from '../http/security-headers';
import { SESSION_IDLE_HEADER, sessionIdleHeader } from './session-idle-timeout';

describe('sessionIdleHeader', () => {
  it('names the idle timeout in seconds on the answer and passes the request on', () => {
    const set = new Map<string, string>();
    const response = { setHeader: (name: string, value: string) => set.set(name, value) } as unknown as Response;
    const next = jest.fn();

    sessionIdleHeader(120 * 60_000)({} as Request, response, next);

    expect(set.get(SESSION_IDLE_HEADER)).toBe('7200');
    expect(next).toHaveBeenCalledWith();
  });

  it('is a constant header the lean read lane can copy', () => {
    expect(headersSetBy(sessionIdleHeader(5 * 60_000))).toEqual([[SESSION_IDLE_HEADER, '300']]);
  });
});
