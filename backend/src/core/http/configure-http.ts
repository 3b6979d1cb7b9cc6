import { Logger, RequestMethod } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import expressStaticGzip from 'express-static-gzip';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, relative, sep } from 'node:path';
import passport from 'passport';
import { AppConfig } from '../config/app-config';
import { Clock } from '../clock';
import { MetricsRegistry } from '../metrics/metrics-registry';
import { isRedisUnavailableError } from '../redis-connection';
import { PlainSessionCheck } from '../session/plain-session-check';
import { sessionIdleHeader, sessionIdleTimeout } from '../session/session-idle-timeout';
import { SessionStore } from '../session/session-store';
import { ApiExceptionFilter } from './api-exception.filter';
import { jsonBodyParser } from './json-depth';
import { GracefulShutdown } from './graceful-shutdown';
import { LeanReadLane, serveLeanReadsFirst } from './lean-read';
import { SessionUserReader } from './session-user-reader';
import { originCheck } from './origin-policy';
import { answerRedisUnavailable } from './redis-unavailable';
import { CompressedJsonBodies, compressJsonResponses } from './json-compression';
import { RequestLog } from './request-log';
import { HeaderLine, headersSetBy, securityHeaders } from './security-headers';
import { SpaPreloads } from './spa-preloads';
import { createValidationPipe } from './validation.pipe';
import { weakETag } from './weak-etag';

export const SESSION_COOKIE = 'hb.sid';

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
export const API_CACHE_CONTROL: HeaderLine = ['Cache-Control', 'private, no-cache'];

function apiCacheControl(request: Request, response: Response, next: NextFunction): void {
  if (request.path === '/api' || request.path.startsWith('/api/')) response.setHeader(...API_CACHE_CONTROL);
  next();
}

/**
 * The one set of express-session options. Every session() middleware over the same store must use it:
 * express-session replaces `store.generate` with the cookie options of the last middleware created, so a
 * second middleware with other options (e.g. the chat handshake's) would change the login cookie.
 */
export function sessionOptions(config: AppConfig, store: SessionStore): session.SessionOptions {
  return {
    name: sessionCookieName(config),
    store,
    secret: config.sessionSecret,
    resave: false,
    saveUninitialized: false,
    // Sessions last SESSION_TTL_HOURS from login: no store write or Set-Cookie on every request.
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      maxAge: config.sessionTtlMs,
    },
  };
}

/** HTTP concerns shared by every route: prefix, headers, body limits, sessions, errors, logs, the SPA. */
export function configureHttp(
  app: NestExpressApplication,
  config: AppConfig,
  spaDir: string | null,
  gracefulShutdown?: GracefulShutdown,
): void {
  // /metrics stays where Prometheus looks for it (MetricsController).
  app.setGlobalPrefix('api', { exclude: [{ path: 'metrics', method: RequestMethod.GET }] });
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.disable('x-powered-by');
  app.set('etag', weakETag);
  const expressApp = app.getHttpAdapter().getInstance() as Express;
  const compressedBodies = new CompressedJsonBodies();
  compressJsonResponses(expressApp, compressedBodies);
  const helmet = securityHeaders(config.publicUrl);
  app.use(helmet);
  app.use(apiCacheControl);
  const requestLog = new RequestLog(app.get(MetricsRegistry));
  app.use(requestLog.middleware());
  const validationPipe = createValidationPipe();
  const sessionStore = app.get(SessionStore);
  const clock = app.get(Clock);
  // Every API answer names the session's idle timeout (the service worker's offline copies follow it).
  const idleHeader = sessionIdleHeader(config.sessionIdleMs);
  // Logged-in JSON GETs marked @LeanRead(): the same answers without express, the session middleware,
  // passport and Nest's router when nothing needs writing (lean-read.ts), served before the http server
  // hands the request to express; everything else goes on below.
  serveLeanReadsFirst(
    app.getHttpServer() as Server,
    new LeanReadLane({
      app,
      express: expressApp,
      globalPipe: validationPipe,
      sessions: new PlainSessionCheck(
        sessionStore,
        sessionCookieName(config),
        config.sessionSecret,
        config.sessionIdleMs,
        clock,
      ),
      constantHeaders: [...headersSetBy(helmet), API_CACHE_CONTROL, ...headersSetBy(idleHeader)],
      bodies: compressedBodies,
      requestLog,
      gracefulShutdown,
      sessionUsers: app.get(SessionUserReader, { strict: false }),
    }),
  );
  // The web app's files need no session: served before it, so they load even while Redis is down.
  if (spaDir) serveSpa(app, spaDir);
  app.use(idleHeader);
  app.use(originCheck(config.publicUrl));
  app.use(jsonBodyParser('100kb'));
  app.use(unavailableWithoutRedis(session(sessionOptions(config, sessionStore))));
  app.use(sessionIdleTimeout(config.sessionIdleMs, clock));
  app.use(passport.initialize());
  app.use(passport.session());
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalPipes(validationPipe);
}

/**
 * A request with a session cookie while the session store (Redis) is unreachable: a prompt 503 with a
 * message, like the routes' own Redis failures (ApiExceptionFilter), instead of express's generic 500.
 */
function unavailableWithoutRedis(middleware: RequestHandler): RequestHandler {
  return (request, response, next) =>
    middleware(request, response, (error?: unknown) => {
      if (!isRedisUnavailableError(error)) return next(error);
      answerRedisUnavailable(response);
    });
}

/** The built React app: static assets, and index.html for every other non-API GET (client routes). */
function serveSpa(app: NestExpressApplication, spaDir: string): void {
  const index = join(spaDir, 'index.html');
  if (!existsSync(index)) {
    new Logger('Http').warn(`no frontend build at ${spaDir}: run "npm run build" to serve the web app`);
    return;
  }
  // Built files under /assets/ carry a content hash: cached for a year. Everything else keeps its name
  // across releases (sw.js, the manifest, icons, index.html) and is revalidated on every use, so a new
  // service worker is found at the next visit (docs/mobile.md). The build writes a brotli and a gzip copy
  // beside each script and style sheet (frontend/vite.config.ts): sent as the browser accepts, with
  // `Vary: Accept-Encoding`, compressed once at build time rather than on every request.
  const assets = expressStaticGzip(spaDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      maxAge: '1y',
      immutable: true,
      setHeaders(response, path) {
        if (!relative(spaDir, path).startsWith(`assets${sep}`)) response.setHeader('Cache-Control', 'no-cache');
      },
    },
  });
  // A first page's answer names what it loads at once, so the browser asks for it with the page (spa-preloads.ts).
  const preloads = SpaPreloads.read(spaDir);
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.path.startsWith('/api/') || request.path === '/api' || request.path.startsWith('/chat')) return next();
    if (request.path === '/metrics') return next();
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    assets(request, response, () => {
      // A client route: index.html, compressed as the browser accepts like every other built file.
      const link = preloads.linkHeader(request.path);
      if (link) response.setHeader('Link', link);
      request.url = '/index.html';
      assets(request, response, () => {
        response.setHeader('Cache-Control', 'no-cache');
        response.sendFile(index);
      });
    });
  });
}
