import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CompressedBodyCache, textAnswersHook } from './json-compression';
import { weakETag } from './weak-etag';

describe('CompressedBodyCache', () => {
  const body = (bytes: number) => Buffer.alloc(bytes, 1);

  it('keeps entries up to its byte budget, dropping the least recently used first', () => {
    const cache = new CompressedBodyCache(100);
    cache.set('a', body(40));
    cache.set('b', body(40));
    expect(cache.get('a')?.length).toBe(40); // a is now the most recently used
    cache.set('c', body(40)); // 120 bytes > 100: b goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.length).toBe(40);
    expect(cache.get('c')?.length).toBe(40);
    expect(cache.size).toBe(2);
  });

  it('never stores a body larger than the whole budget', () => {
    const cache = new CompressedBodyCache(100);
    cache.set('big', body(101));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

describe('textAnswersHook', () => {
  const big = { items: Array.from({ length: 200 }, (_, n) => ({ n, name: `Appliance ${n}` })) };

  async function app() {
    const fastify = Fastify();
    fastify.addHook('onSend', textAnswersHook());
    fastify.get('/big', async () => big);
    fastify.get('/small', async () => ({ ok: true }));
    fastify.get('/missing', async (_request, reply) => reply.code(404).send({ statusCode: 404 }));
    fastify.post('/big', async () => big);
    fastify.get('/feed', async (_request, reply) =>
      reply.type('text/calendar; charset=utf-8').send('BEGIN:VCALENDAR\r\n'),
    );
    await fastify.ready();
    return fastify;
  }

  it('gives JSON GET answers a weak ETag and answers 304 to a matching If-None-Match', async () => {
    const fastify = await app();
    const first = await fastify.inject({ url: '/small' });
    expect(first.headers.etag).toBe(weakETag(first.body));
    const again = await fastify.inject({ url: '/small', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await fastify.inject({ url: '/small', headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
  });

  it('gives text answers (a calendar feed) an ETag and 304 too, and honours a reload (Cache-Control: no-cache)', async () => {
    const fastify = await app();
    const feed = await fastify.inject({ url: '/feed' });
    const etag = String(feed.headers.etag);
    expect(etag).toBe(weakETag('BEGIN:VCALENDAR\r\n'));
    expect((await fastify.inject({ url: '/feed', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const reload = await fastify.inject({
      url: '/feed',
      headers: { 'if-none-match': etag, 'cache-control': 'no-cache' },
    });
    expect(reload.statusCode).toBe(200);
  });

  it('compresses answers of 1 KB or more as the client accepts, the same ETag whatever the coding', async () => {
    const fastify = await app();
    const plain = await fastify.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await fastify.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);
    const gzip = await fastify.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(big);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(1);
  });

  it('leaves small answers, errors and other methods as they are', async () => {
    const fastify = await app();
    const small = await fastify.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const missing = await fastify.inject({ url: '/missing', headers: { 'accept-encoding': 'br' } });
    expect([missing.statusCode, missing.headers.etag, missing.headers['content-encoding']]).toEqual([
      404,
      undefined,
      undefined,
    ]);
    const posted = await fastify.inject({ method: 'POST', url: '/big', headers: { 'accept-encoding': 'br' } });
    expect([posted.headers.etag, posted.headers['content-encoding']]).toEqual([undefined, undefined]);
  });
});
