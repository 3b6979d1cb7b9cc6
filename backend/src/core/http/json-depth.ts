import express, { NextFunction, Request, Response } from 'express';

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

/** body-parser `verify` hook: refuses a too-deep body with JSON_TOO_DEEP. */
function refuseDeepJson(_request: unknown, _response: unknown, body: Buffer): void {
  if (jsonNestingExceeds(body, MAX_JSON_DEPTH)) {
    throw Object.assign(new Error('JSON body nested too deeply'), { type: JSON_TOO_DEEP });
  }
}

/**
 * express.json with the depth check; a too-deep body answers 400 `JSON_TOO_DEEP` at once (body-parser
 * would call a failed `verify` 403, and nothing after it runs).
 */
export function jsonBodyParser(limit: string) {
  const parse = express.json({ limit, verify: refuseDeepJson });
  return (request: Request, response: Response, next: NextFunction) =>
    parse(request, response, (error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type !== JSON_TOO_DEEP) return next(error);
      response
        .status(400)
        .json({ statusCode: 400, message: 'Request body is nested too deeply', code: 'JSON_TOO_DEEP' });
    });
}
