import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifySession, { FastifySessionOptions } from '@fastify/session';
import fastifyStatic from '@fastify/static';
import { Logger, RequestMethod } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { Clock } from '../clock';
import { MetricsRegistry } from '../metrics/metrics-registry';
import { SESSION_IDLE_HEADER } from '../session/session-idle-timeout';
import { SessionStore } from '../session/session-store';
import { SessionUsers, signedInUserHook } from '../session/signed-in-user';
import { ApiExceptionFilter } from './api-exception.filter';
import { GracefulShutdown } from './graceful-shutdown';
import { CompressedJsonBodies, textAnswersHook } from './json-compression';
import { useJsonBodyParser } from './json-depth';
import { JsonText } from './json-text';
import { originCheck } from './origin-policy';
import { RequestLog } from './request-log';
import { securityHeaderOptions } from './security-headers';
import { SpaPreloads } from './spa-preloads';
import { createValidationPipe } from './validation.pipe';
import { VersionedReadInterceptor } from './versioned-read';

export const SESSION_COOKIE = 'hb.sid';

/** Request bodies (JSON) over this many bytes are refused while they stream (413); uploads name their own. */
export const JSON_BODY_LIMIT = 100 * 1024;

/**
 * The session cookie's name: `__Host-hb.sid` when PUBLIC_URL is https (and COOKIE_SECURE is not false), so
 * browsers take it only with Secure, Path=/ and no Domain — a sibling subdomain or a plain-http page cannot
 * set or shadow it; `hb.sid` otherwise (a plain-http deployment, development, tests).
 */
export function sessionCookieName(config: AppConfig): string {
  return config.publicUrl.startsWith('https:') && config.cookieSecure !== false
    ? `__Host-${SESSION_COOKIE}`
    : SESSION_COOKIE;
}

/**
 * What every API answer may be kept as (docs/security.md): `private, no-cache` — no shared cache stores it and
 * the browser asks again (ETag → 304) before using a copy. Routes that know better set their own (files keep
 * their ETag revalidation, exports no-store, calendar feeds a few minutes).
 */
export const API_CACHE_CONTROL = 'private, no-cache';

/**
 * The session options (@fastify/session). `cookiePrefix: 's:'` with the same secret and HMAC keeps the cookies
 * express-session signed valid, and the stores keep express-session's JSON shape, so nobody is signed out by the
 * move to fastify.
 */
export function sessionOptions(config: AppConfig, store: SessionStore): FastifySessionOptions {
  return {
    cookieName: sessionCookieName(config),
    cookiePrefix: 's:',
    // Our stores take and give express-session's JSON shape, which is what @fastify/session's session serialises to.
    store: store as unknown as FastifySessionOptions['store'],
    secret: config.sessionSecret,
    saveUninitialized: false,
    // Sessions last SESSION_TTL_HOURS from login: no store write or Set-Cookie on every request.
    rolling: false,
    cookie: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      maxAge: config.sessionTtlMs,
    },
  };
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * HTTP concerns shared by every route, as fastify hooks and plugins in the order a request meets them: count it
 * (graceful shutdown), security headers, API headers, the web app's files (no session needed: they load even
 * while Redis is down), the same-origin check, the session, who is signed in; then Nest's router, guards,
 * interceptors, pipes and handler; then ETags and compression of JSON answers, and the request log.
 */
export async function configureHttp(
  app: NestFastifyApplication,
  config: AppConfig,
  spaDir: string | null,
  gracefulShutdown?: GracefulShutdown,
): Promise<void> {
  // /metrics stays where Prometheus looks for it (MetricsController).
  app.setGlobalPrefix('api', { exclude: [{ path: 'metrics', method: RequestMethod.GET }] });
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  if (gracefulShutdown) fastify.addHook('onRequest', gracefulShutdown.hook());
  await app.register(fastifyHelmet, securityHeaderOptions(config.publicUrl));
  const idleSeconds = String(Math.floor(config.sessionIdleMs / 1000));
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (isApiPath(request.url.split('?', 1)[0])) void reply.header('Cache-Control', API_CACHE_CONTROL);
    // Every answer names the session's idle timeout (the service worker's offline copies follow it).
    void reply.header(SESSION_IDLE_HEADER, idleSeconds);
    done();
  });
  fastify.addHook('onResponse', new RequestLog(app.get(MetricsRegistry)).hook());
  useJsonBodyParser(fastify, JSON_BODY_LIMIT);
  // Answers already serialised (JsonText, e.g. built by Postgres) are written as they are.
  fastify.setReplySerializer((payload) => (payload instanceof JsonText ? payload.text : JSON.stringify(payload)));
  fastify.addHook('onSend', textAnswersHook(new CompressedJsonBodies()));
  if (spaDir) await serveSpa(app, fastify, spaDir);
  fastify.addHook('onRequest', originCheck(config.publicUrl));
  await app.register(fastifyCookie);
  await app.register(fastifySession, sessionOptions(config, app.get(SessionStore)));
  const sessionUsers = app.get(SessionUsers, { strict: false });
  fastify.addHook(
    'onRequest',
    signedInUserHook(sessionUsers, { idleMs: config.sessionIdleMs, ttlMs: config.sessionTtlMs }, app.get(Clock)),
  );
  // Uploads: no global limits, each route names its own (FileUpload).
  await app.register(fastifyMultipart);
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalInterceptors(new VersionedReadInterceptor(app.get(Reflector), app.get(ModuleRef), app.get(DataSource)));
  app.useGlobalPipes(createValidationPipe());
}

/** Every file of the built web app, by its URL path (`/assets/index-abc.js`): built once, fixed until the next build. */
function builtFiles(spaDir: string): Set<string> {
  const paths = new Set<string>();
  for (const entry of readdirSync(spaDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    paths.add('/' + relative(spaDir, join(entry.parentPath, entry.name)).split(sep).join('/'));
  }
  return paths;
}

/**
 * The built React app: its files, and index.html for every other non-API GET (client routes). Answered from an
 * onRequest hook, before the session is read.
 */
async function serveSpa(app: NestFastifyApplication, fastify: FastifyInstance, spaDir: string): Promise<void> {
  if (!existsSync(join(spaDir, 'index.html'))) {
    new Logger('Http').warn(`no frontend build at ${spaDir}: run "npm run build" to serve the web app`);
    return;
  }
  // Built files under /assets/ carry a content hash: cached for a year. Everything else keeps its name
  // across releases (sw.js, the manifest, icons, index.html) and is revalidated on every use, so a new
  // service worker is found at the next visit (docs/mobile.md). The build writes a brotli and a gzip copy
  // beside each script and style sheet (frontend/vite.config.ts): sent as the browser accepts, with
  // `Vary: Accept-Encoding`, compressed once at build time rather than on every request.
  await app.register(fastifyStatic, {
    root: spaDir,
    serve: false,
    preCompressed: true,
    index: false,
    maxAge: '1y',
    immutable: true,
    setHeaders(reply, path) {
      if (!relative(spaDir, path).startsWith(`assets${sep}`)) void reply.header('Cache-Control', 'no-cache');
    },
  });
  const files = builtFiles(spaDir);
  // A first page's answer names what it loads at once, so the browser asks for it with the page (spa-preloads.ts).
  const preloads = SpaPreloads.read(spaDir);
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = request.url.split('?', 1)[0];
    if (isApiPath(path) || path.startsWith('/chat') || path === '/metrics') return;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return;
    }
    if (files.has(decoded) && decoded !== '/index.html') return reply.sendFile(decoded.slice(1));
    // A client route: index.html, compressed as the browser accepts like every other built file.
    const link = preloads.linkHeader(path);
    if (link) void reply.header('Link', link);
    return reply.sendFile('index.html');
  });
}
