import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

/** A header as written on the wire: its name as set (case kept) and its value. */
export type HeaderLine = readonly [name: string, value: string];

/** PUBLIC_URL's origin as a WebSocket origin: https://host → wss://host. */
function webSocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/** helmet, configured once for every answer (the express pipeline's middleware and the lean read lane). */
export function securityHeaders(publicUrl: string): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Our own origin only; the chat socket's ws(s):// form of it is named too for browsers whose
        // 'self' does not cover WebSockets yet.
        connectSrc: ["'self'", webSocketOrigin(publicUrl)],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  }) as RequestHandler;
}

/**
 * The headers a middleware sets, in its order, found by running it once against a real (unsent) node
 * response. For helmet, whose headers do not depend on the request, this is the constant set the lean read
 * lane writes: taken from helmet itself at start-up, so the two lanes cannot drift apart. A middleware that
 * does not call next() at once, or fails, is refused.
 */
export function headersSetBy(middleware: RequestHandler): HeaderLine[] {
  const request = new IncomingMessage(new Socket());
  request.method = 'GET';
  request.url = '/';
  const response = new ServerResponse(request);
  let passed = false;
  middleware(request as never, response as never, (error?: unknown) => {
    if (error) throw error;
    passed = true;
  });
  if (!passed) throw new Error('headersSetBy: the middleware did not pass the request on synchronously');
  // getRawHeaderNames (node ≥ 15.13, not in these type definitions): the names as set, in order.
  const names = (response as unknown as { getRawHeaderNames(): string[] }).getRawHeaderNames();
  return names.map((name) => {
    const value = response.getHeader(name);
    if (typeof value !== 'string') throw new Error(`headersSetBy: ${name} is not a single string`);
    return [name, value] as const;
  });
}
