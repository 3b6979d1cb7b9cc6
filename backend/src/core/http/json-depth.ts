import type { FastifyInstance } from 'fastify';

/** The body-parser error type of a JSON body nested deeper than MAX_JSON_DEPTH (answered 400). */
export const JSON_TOO_DEEP = 'entity.too.deep';
/** No request of ours nests deeper than a handful of levels; validation recurses once per level. */
export const MAX_JSON_DEPTH = 32;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/**
 * True when the raw JSON text opens more than `maxDepth` nested objects or arrays. One pass over the
 * bytes (brackets inside strings do not count), before JSON.parse and validation ever recurse.
 */
export function jsonNestingExceeds(body: Buffer, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < body.length; index++) {
    const byte = body[index];
    if (inString) {
      if (byte === BACKSLASH) index++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      if (++depth > maxDepth) return true;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/** The parse error of a body that is not JSON (answered 400 MALFORMED_JSON by ApiExceptionFilter). */
export const JSON_PARSE_FAILED = 'entity.parse.failed';

/**
 * The JSON body parser (fastify's content-type parser for application/json) with the depth check: a body
 * nested deeper than MAX_JSON_DEPTH is refused with JSON_TOO_DEEP before JSON.parse and validation recurse, a
 * body that is not JSON with JSON_PARSE_FAILED; an empty body is `{}` (as express's parser had it). Bodies over
 * `bodyLimit` bytes are refused by fastify while they stream (413).
 */
export function useJsonBodyParser(fastify: FastifyInstance, bodyLimit: number): void {
  fastify.removeContentTypeParser(['application/json', 'text/plain']);
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit },
    (_request, body: Buffer, done: (error: Error | null, value?: unknown) => void) => {
      const first = body.find((byte) => !WHITESPACE.has(byte));
      if (first === undefined) return done(null, {});
      // Only an object or an array, as express's strict parser took.
      if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
        return done(Object.assign(new Error('JSON body is not an object'), { type: JSON_PARSE_FAILED }));
      }
      if (jsonNestingExceeds(body, MAX_JSON_DEPTH)) {
        return done(Object.assign(new Error('JSON body nested too deeply'), { type: JSON_TOO_DEEP }));
      }
      try {
        done(null, JSON.parse(body.toString('utf8')));
      } catch {
        done(Object.assign(new Error('JSON body does not parse'), { type: JSON_PARSE_FAILED }));
      }
    },
  );
}
