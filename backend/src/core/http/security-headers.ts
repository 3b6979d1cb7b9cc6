import type { FastifyHelmetOptions } from '@fastify/helmet';

/** PUBLIC_URL's origin as a WebSocket origin: https://host → wss://host. */
function webSocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/** helmet's options (@fastify/helmet, on every answer): the content security policy the web app needs. */
export function securityHeaderOptions(publicUrl: string): FastifyHelmetOptions {
  return {
    global: true,
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
  };
}
