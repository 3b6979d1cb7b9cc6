import { Body, Controller, Get, Param, Post, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import type { CallHandler, ExecutionContext, INestApplicationContext, NestInterceptor } from '@nestjs/common';
import { Clock } from '../clock';
import { PlainSessionCheck } from '../session/plain-session-check';
import { SessionStore } from '../session/session-store';
import { AuthenticatedGuard, CurrentUser, SessionUser } from './auth.guards';
import express from 'express';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { of, throwError } from 'rxjs';
import { CompressedJsonBodies } from './json-compression';
import { LeanRead, LeanReadLane, QueryValidations, settled } from './lean-read';
import { RECEIVED_AT, RequestLog } from './request-log';
import { createValidationPipe } from './validation.pipe';
import { weakETag } from './weak-etag';

class PassThrough implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler) {
    return next.handle();
  }
}

@Controller('things')
@UseGuards(AuthenticatedGuard)
class ThingsController {
  @Get()
  list(@CurrentUser() user: SessionUser, @Query() query: object) {
    return { user, query };
  }

  @Get(':id')
  one(@Param('id') id: string) {
    return { id };
  }

  @Post()
  create(@Body() body: object) {
    return body;
  }

  @Get('with-body')
  withBody(@Body() body: object) {
    return body;
  }

  @Get('intercepted')
  @UseInterceptors(PassThrough)
  intercepted(@CurrentUser() user: SessionUser) {
    return user;
  }

  @Get('versioned')
  @LeanRead({ cacheKey: 'versionOfList' })
  versioned(@CurrentUser() user: SessionUser) {
    return { user };
  }

  @Get('unversioned')
  @LeanRead({ cacheKey: 'noSuchMethod' })
  unversioned(@CurrentUser() user: SessionUser) {
    return { user };
  }

  @Get('keyed-in-sql')
  @LeanRead({ cacheKeyQuery: 'versionQuery' })
  keyedInSql(@CurrentUser() user: SessionUser, @Query() query: object) {
    return { user, query };
  }

  @Get('both-keys')
  @LeanRead({ cacheKey: 'versionOfList', cacheKeyQuery: 'versionQuery' })
  bothKeys(@CurrentUser() user: SessionUser) {
    return { user };
  }

  @Get('no-key-query')
  @LeanRead({ cacheKeyQuery: 'noSuchQuery' })
  noKeyQuery(@CurrentUser() user: SessionUser) {
    return { user };
  }

  versionQuery() {
    return { sql: "SELECT 'v1'", params: [] };
  }

  versionOfList(): Promise<string | null> {
    return Promise.resolve('1');
  }
}

const app = {
  get: (token: unknown) => (token === ThingsController ? new ThingsController() : new AuthenticatedGuard()),
} as unknown as INestApplicationContext;
const sessions = new PlainSessionCheck({} as SessionStore, 'hb.sid', 'x'.repeat(40), 60_000, new Clock());
const expressApp = express().set('etag', weakETag);
const lane = (method: keyof ThingsController, withExpress = expressApp) =>
  new LeanReadLane({
    app,
    express: withExpress,
    globalPipe: createValidationPipe(),
    sessions,
    constantHeaders: [],
    bodies: new CompressedJsonBodies(),
    requestLog: new RequestLog(),
    methods: [{ controller: ThingsController, method }],
  });

describe('LeanReadLane start-up checks', () => {
  it('accepts a fixed-path GET with @CurrentUser() and a whole @Query()', () => {
    expect(lane('list')).toBeInstanceOf(LeanReadLane);
    expect(lane('versioned')).toBeInstanceOf(LeanReadLane);
    expect(lane('keyedInSql')).toBeInstanceOf(LeanReadLane);
  });

  it('refuses an express app without ETags (the full pipeline would answer differently)', () => {
    expect(() => lane('list', express().set('etag', false))).toThrow('needs express query parsing and ETags');
  });

  it.each([
    ['one', 'only fixed paths'],
    ['create', 'not a GET route'],
    ['withBody', 'neither @CurrentUser() nor @Query()'],
    ['intercepted', '__interceptors__ is not applied'],
    ['unversioned', 'cacheKey noSuchMethod is not a method of ThingsController'],
    ['noKeyQuery', 'cacheKeyQuery noSuchQuery is not a method of ThingsController'],
    ['bothKeys', 'cacheKey and cacheKeyQuery together'],
  ] as const)('refuses %s (%s)', (method, message) => {
    expect(() => lane(method)).toThrow(message);
  });
});

describe('LeanReadLane.take', () => {
  const message = (method: string, url: string, headers: Record<string, string> = {}) => {
    const request = new IncomingMessage(new Socket());
    Object.assign(request, { method, url, headers });
    return { request, response: new ServerResponse(request) };
  };
  const neverCalled = () => {
    throw new Error('the lane answered a request it must leave to express');
  };

  it.each([
    ['POST', '/api/things', {}],
    ['HEAD', '/api/things', {}],
    ['GET', '/api/things/', {}],
    ['GET', '/API/things', {}],
    ['GET', '/api/things/1', {}],
    ['GET', '/api/other', {}],
    ['GET', '/api/things', { 'content-length': '2' }],
    ['GET', '/api/things', { 'transfer-encoding': 'chunked' }],
  ] as const)('leaves %s %s %j to express', (method, url, headers) => {
    const { request, response } = message(method, url, headers);
    expect(lane('list').take(request, response, neverCalled)).toBe(false);
  });

  it('takes a GET of a marked path and hands it to the full pipeline when there is no session', async () => {
    for (const url of ['/api/things', '/api/things?x=1']) {
      const { request, response } = message('GET', url);
      const handedOn = new Promise<[IncomingMessage, ServerResponse]>((resolve) => {
        expect(lane('list').take(request, response, (...args) => resolve(args))).toBe(true);
      });
      const [passedRequest, passedResponse] = await handedOn;
      expect(passedRequest).toBe(request);
      expect(passedResponse).toBe(response);
      expect(response.headersSent).toBe(false);
      expect(typeof (request as { [RECEIVED_AT]?: bigint })[RECEIVED_AT]).toBe('bigint'); // the log counts from the lane
    }
  });
});

describe("settled (what Nest makes of a guard's or handler's result)", () => {
  it('answers a plain value as it is, not as a promise (the lane goes on at no tick)', () => {
    const value = { id: 1 };
    expect(settled(value)).toBe(value);
    expect(settled(false)).toBe(false);
    expect(settled(null)).toBeNull();
  });

  it('answers a promise as it is', async () => {
    const promise = Promise.resolve(true);
    expect(settled(promise)).toBe(promise);
    await expect(settled(promise)).resolves.toBe(true);
  });

  it('answers a thenable that is not a native promise as a promise of its value (as Nest awaits it)', async () => {
    const thenable = { then: (resolve: (value: boolean) => void) => resolve(false) } as unknown as PromiseLike<boolean>;
    const value = settled(thenable);
    expect(value).toBeInstanceOf(Promise);
    await expect(value).resolves.toBe(false);
  });

  it("answers an observable's last value as a promise, and its error as a rejection", async () => {
    const last = settled(of(1, 2, 3));
    expect(last).toBeInstanceOf(Promise);
    await expect(last).resolves.toBe(3);
    await expect(settled(throwError(() => new Error('no')))).rejects.toThrow('no');
  });
});

describe('QueryValidations (a route’s validated @Query(), by query string)', () => {
  const counting = () => {
    const parse = jest.fn((query: string | null) => Object.fromEntries(new URLSearchParams(query ?? '')));
    const validate = jest.fn(async (parsed: unknown) => {
      const query = parsed as Record<string, string>;
      if (query.homeId !== undefined && !/^\d+$/.test(query.homeId)) throw new Error('homeId must be a number');
      return { ...query, nested: { tags: ['a'] } };
    });
    return { parse, validate, queries: new QueryValidations(parse, validate) };
  };

  it('validates a query string once and answers the same frozen object after', async () => {
    const { validate, queries } = counting();
    const first = (await queries.of('homeId=1')) as { homeId: string; nested: { tags: string[] } };
    expect(first).toMatchObject({ homeId: '1' });
    expect(await queries.of('homeId=1')).toBe(first);
    expect(validate).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(first) && Object.isFrozen(first.nested) && Object.isFrozen(first.nested.tags)).toBe(true);
    expect(() => {
      'use strict';
      first.homeId = '2';
    }).toThrow(TypeError);
  });

  it('keeps each query string apart, and the absent query as its own', async () => {
    const { validate, queries } = counting();
    expect(await queries.of('homeId=1')).toMatchObject({ homeId: '1' });
    expect(await queries.of('homeId=2')).toMatchObject({ homeId: '2' });
    expect(await queries.of(null)).not.toHaveProperty('homeId');
    expect(await queries.of('homeId=1')).toMatchObject({ homeId: '1' });
    expect(validate).toHaveBeenCalledTimes(3);
  });

  it('keeps no invalid query: each one is refused again', async () => {
    const { validate, queries } = counting();
    await expect(queries.of('homeId=abc')).rejects.toThrow('homeId must be a number');
    await expect(queries.of('homeId=abc')).rejects.toThrow('homeId must be a number');
    expect(validate).toHaveBeenCalledTimes(2);
  });

  it('does not keep very long query strings', async () => {
    const { validate, queries } = counting();
    const long = `homeId=1&note=${'x'.repeat(300)}`;
    await queries.of(long);
    await queries.of(long);
    expect(validate).toHaveBeenCalledTimes(2);
  });
});
