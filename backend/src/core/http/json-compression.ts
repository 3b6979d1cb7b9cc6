import type { Express, Response } from 'express';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SizedLruCache } from './sized-lru-cache';

/** Smaller answers are not worth compressing (and most JSON answers are smaller). */
export const MIN_COMPRESSED_BYTES = 1024;
/** Brotli at quality 4 is about as fast as gzip -6 and smaller; 11 (the default) costs ~50× more CPU. */
const BROTLI_QUALITY = 4;

export type JsonEncoding = 'br' | 'gzip';

/**
 * Compressed bodies by encoding + ETag, least recently used first out. The ETag is a hash of the JSON text,
 * so an entry can only be served for exactly the same bytes: a list read again (by anyone, on any route)
 * is compressed once, not once per request.
 */
export class CompressedBodyCache extends SizedLruCache<Buffer> {
  constructor(maxBytes: number) {
    super(maxBytes, (body) => body.length);
  }
}

/**
 * The compressed form of a JSON text, made once per encoding + ETag and kept in a CompressedBodyCache.
 * Shared by the express pipeline's `response.json` and the lean read lane, so a list is compressed once
 * whichever way it was asked for.
 */
export class CompressedJsonBodies {
  constructor(private readonly cache = new CompressedBodyCache(8 * 1024 * 1024)) {}

  body(text: string, encoding: JsonEncoding, etag: string): Buffer {
    const key = `${encoding} ${etag}`;
    let compressed = this.cache.get(key);
    if (!compressed) {
      compressed = compress(text, encoding);
      this.cache.set(key, compressed);
    }
    return compressed;
  }
}

function compress(body: string, encoding: JsonEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzipSync(body);
}

/**
 * JSON answers to GET/HEAD: `ETag` (express's weak ETag of the JSON text) with `304 Not Modified` when the
 * client's `If-None-Match` matches, and, for answers of 1 KB or more, brotli or gzip as the client's
 * `Accept-Encoding` allows (`Vary: Accept-Encoding`), cached by ETag. Installed once on express's response
 * prototype (`app.response.json`, what Nest calls for object results): no per-request middleware.
 */
export function compressJsonResponses(app: Express, bodies = new CompressedJsonBodies()): void {
  const plainJson = app.response.json;
  app.response.json = function json(this: Response, body: unknown): Response {
    const request = this.req;
    if ((request.method !== 'GET' && request.method !== 'HEAD') || this.statusCode !== 200) {
      return plainJson.call(this, body);
    }
    const text = JSON.stringify(body) ?? '';
    if (!this.get('Content-Type')) this.set('Content-Type', 'application/json; charset=utf-8');
    if (text.length < MIN_COMPRESSED_BYTES) return this.send(text);
    this.vary('Accept-Encoding');
    const accepted = request.acceptsEncodings('br', 'gzip', 'identity');
    if (accepted !== 'br' && accepted !== 'gzip') return this.send(text);
    const etagOf = app.get('etag fn') as ((body: string, encoding: string) => string) | undefined;
    if (!etagOf) return this.send(text);
    const etag = etagOf(text, 'utf8');
    this.set('ETag', etag);
    if (request.fresh) return this.status(304).end();
    const compressed = bodies.body(text, accepted, etag);
    this.set('Content-Encoding', accepted);
    this.set('Content-Length', String(compressed.length));
    return request.method === 'HEAD' ? this.end() : this.end(compressed);
  };
}
