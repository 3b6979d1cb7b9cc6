import express from 'express';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { headersSetBy, securityHeaders } from './security-headers';

/** The raw header lines (name as written, value) of a GET to an express app using the middleware. */
async function headersOnTheWire(middleware: express.RequestHandler): Promise<[string, string][]> {
  const app = express().disable('x-powered-by').disable('etag');
  app.use(middleware);
  app.get('/', (_request, response) => response.end());
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const raw = await new Promise<string[]>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path: '/' }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.rawHeaders));
      })
        .on('error', reject)
        .end();
    });
    const lines: [string, string][] = [];
    for (let n = 0; n < raw.length; n += 2) lines.push([raw[n], raw[n + 1]]);
    return lines;
  } finally {
    server.close();
  }
}

describe('headersSetBy', () => {
  it("captures helmet's headers exactly as helmet writes them on a real answer, in order", async () => {
    const helmet = securityHeaders('https://home.example.org');
    const captured = headersSetBy(helmet);
    const node = new Set(['Date', 'Connection', 'Keep-Alive', 'Content-Length', 'Transfer-Encoding']);
    const written = (await headersOnTheWire(helmet)).filter(([name]) => !node.has(name));
    expect(captured).toEqual(written);
    expect(captured.length).toBeGreaterThanOrEqual(12);
    expect(Object.fromEntries(captured)['Content-Security-Policy']).toContain(
      "connect-src 'self' wss://home.example.org",
    );
  });

  it('refuses a middleware that does not pass the request on at once', () => {
    expect(() => headersSetBy((_request, response) => response.setHeader('X-Late', '1'))).toThrow(
      'did not pass the request on synchronously',
    );
  });
});
