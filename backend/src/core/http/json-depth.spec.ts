import Fastify from 'fastify';
import { JSON_PARSE_FAILED, JSON_TOO_DEEP, jsonNestingExceeds, useJsonBodyParser } from './json-depth';

describe('jsonNestingExceeds', () => {
  const text = (value: string) => Buffer.from(value, 'utf8');

  it('counts objects and arrays, not brackets inside strings', () => {
    expect(jsonNestingExceeds(text('{"a":[{"b":1}]}'), 3)).toBe(false);
    expect(jsonNestingExceeds(text('{"a":[{"b":[1]}]}'), 3)).toBe(true);
    expect(jsonNestingExceeds(text('{"a":"[[[[[[{{{{\\"[[["}'), 1)).toBe(false);
  });

  it('finds a deep body quickly, whatever its length', () => {
    expect(jsonNestingExceeds(text('['.repeat(45_000) + ']'.repeat(45_000)), 32)).toBe(true);
    expect(jsonNestingExceeds(text('[1]'), 32)).toBe(false);
  });
});

describe('useJsonBodyParser', () => {
  async function app() {
    const fastify = Fastify();
    useJsonBodyParser(fastify, 1024);
    fastify.setErrorHandler((error: Error & { type?: string; code?: string }, _request, reply) =>
      reply.code(400).send({ type: error.type ?? error.code }),
    );
    fastify.post('/', async (request) => ({ body: request.body ?? null }));
    await fastify.ready();
    return fastify;
  }
  const post = async (payload: string, type = 'application/json') =>
    (await app()).inject({ method: 'POST', url: '/', payload, headers: { 'content-type': type } });

  it('parses objects and arrays, and an empty body as {}', async () => {
    expect((await post('{"a":[1]}')).json()).toEqual({ body: { a: [1] } });
    expect((await post(' [1]')).json()).toEqual({ body: [1] });
    expect((await post('')).json()).toEqual({ body: {} });
  });

  it('refuses a body too deep, one that does not parse and a bare value, each with its type', async () => {
    expect((await post('['.repeat(40) + ']'.repeat(40))).json()).toEqual({ type: JSON_TOO_DEEP });
    expect((await post('{"a":')).json()).toEqual({ type: JSON_PARSE_FAILED });
    expect((await post('"text"')).json()).toEqual({ type: JSON_PARSE_FAILED });
  });

  it('refuses a body over the limit while it streams, and takes no text/plain body', async () => {
    expect((await post(`{"a":"${'x'.repeat(2000)}"}`)).json()).toEqual({ type: 'FST_ERR_CTP_BODY_TOO_LARGE' });
    expect((await post('{"a":1}', 'text/plain')).json()).toEqual({ type: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });
  });
});
