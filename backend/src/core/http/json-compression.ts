import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { clientCopyIsCurrent } from './conditional-get';
import { SizedLruCache } from './sized-lru-cache';
import { weakETag } from './weak-etag';

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
 * A list read again by anyone is compressed once.
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
 * Text answers to GET/HEAD (fastify's onSend hook, on the serialised text: JSON, calendar feeds, metrics): an
 * `ETag` (a weak ETag of the text, weak-etag.ts, unless the route set one) with `304 Not Modified` when the
 * client's copy is current (conditional-get.ts), and, for answers of 1 KB or more, brotli or gzip as the client's
 * `Accept-Encoding` allows (`Vary: Accept-Encoding`), compressed once per ETag (CompressedJsonBodies).
 */
export function textAnswersHook(bodies = new CompressedJsonBodies()) {
  const encodings = new Negotiator<JsonEncoding | 'identity'>({ supportedValues: ['br', 'gzip', 'identity'] });
  return (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: null, payload?: unknown) => void,
  ) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return done(null, payload);
    if (typeof payload !== 'string') return done(null, payload);
    let etag = reply.getHeader('etag');
    if (typeof etag !== 'string') {
      etag = weakETag(payload);
      void reply.header('ETag', etag);
    }
    if (clientCopyIsCurrent(request.headers, etag)) {
      void reply.code(304);
      return done(null, '');
    }
    if (payload.length < MIN_COMPRESSED_BYTES) return done(null, payload);
    void reply.header('Vary', 'Accept-Encoding');
    const accepted = encodings.negotiate(request.headers['accept-encoding'] ?? 'identity');
    if (accepted !== 'br' && accepted !== 'gzip') return done(null, payload);
    void reply.header('Content-Encoding', accepted);
    done(null, bodies.body(payload, accepted, etag));
  };
}
