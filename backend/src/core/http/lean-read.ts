import { PipeTransform, RequestMethod, SetMetadata, Type } from '@nestjs/common';
import {
  CUSTOM_ROUTE_ARGS_METADATA,
  GUARDS_METADATA,
  HEADERS_METADATA,
  HTTP_CODE_METADATA,
  INTERCEPTORS_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  PIPES_METADATA,
  REDIRECT_METADATA,
  RENDER_METADATA,
  ROUTE_ARGS_METADATA,
  SSE_METADATA,
  RouteParamtypes,
  VERSION_METADATA,
} from '@nestjs/common/internal';
import type { ArgumentMetadata, CanActivate, INestApplicationContext } from '@nestjs/common';
import { ExecutionContextHost } from '@nestjs/core/internal';
import type { Express } from 'express';
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import passport from 'passport';
import { Observable, isObservable, lastValueFrom } from 'rxjs';
import { isRedisUnavailableError } from '../redis-connection';
import type { SqlValue } from '../database/plain-rows';
import { PlainSessionCheck } from '../session/plain-session-check';
import { CURRENT_USER_FACTORY } from './auth.guards';
import type { GracefulShutdown } from './graceful-shutdown';
import { CompressedJsonBodies, MIN_COMPRESSED_BYTES } from './json-compression';
import { JsonText } from './json-text';
import { REDIS_UNAVAILABLE_ANSWER } from './redis-unavailable';
import { RECEIVED_AT, RequestLog } from './request-log';
import type { SessionUserReader } from './session-user-reader';
import type { HeaderLine } from './security-headers';
import { SizedLruCache } from './sized-lru-cache';

const LEAN_READ = 'hb:lean-read';

export interface LeanReadMethod {
  controller: Type;
  method: string;
}

/** The controller methods marked @LeanRead(), collected as their classes are defined. */
const marked: LeanReadMethod[] = [];

export interface LeanReadOptions {
  /**
   * The name of a method of the same controller that takes the route's parameters and answers a key naming
   * the current version of the route's answer for that user (or null when it cannot: the handler then runs as
   * without it). The key must change whenever the answer would, and be cheap to get (e.g. one query of
   * versions the database keeps). The lane keeps answers by path + user + key (`LeanReadLane.answers`): an
   * answer kept under the key is served without calling the handler, and a matching If-None-Match is a 304.
   */
  cacheKey?: string;
  /**
   * The same key read in the same statement as the session's user (SessionUserReader): one database round
   * trip for both instead of two. The name of a method of the same controller that takes the route's
   * validated @Query() (undefined for a route without one) and answers a SqlValue — a scalar SQL expression
   * whose `$1` is the user id and whose own parameters are `$2`… — whose text is the key (NULL: no key), or
   * null when it cannot tell (the user is then read alone and the handler runs). Not with `cacheKey`.
   */
  cacheKeyQuery?: string;
}

/**
 * Marks a logged-in JSON GET for the lean read lane (LeanReadLane below): the same answer, byte for byte,
 * without express, express-session, passport and Nest's router on the way. The route may take only @CurrentUser()
 * and @Query() (whole object) and be guarded by guards that need nothing but request.user; start-up refuses
 * anything else.
 */
export function LeanRead(options: LeanReadOptions = {}): MethodDecorator {
  const mark = SetMetadata(LEAN_READ, options);
  return (target, key, descriptor) => {
    marked.push({ controller: target.constructor as Type, method: String(key) });
    return mark(target, key, descriptor);
  };
}

/** What the lane hands a parameter: the request (with `user` set), its Nest context and its raw query string. */
type ArgumentOf = (request: LaneRequest, context: ExecutionContextHost, query: string | null) => Promise<unknown>;

/** How many validated queries a route keeps (QueryValidations), and the longest query string kept. */
const KEPT_QUERIES = 256;
const LONGEST_KEPT_QUERY = 256;

/**
 * A route's @Query() as the global validation pipe made it, by query string: a list asked again with the
 * same parameters (a page reloading, a client polling) is not parsed, transformed and validated again. The
 * pipe's answer depends on the query string alone, so a kept one is the very answer it would give; it is
 * frozen, deep, so a handler cannot change what the next request gets (a handler that tried would throw and
 * its request go the full way, with a fresh object). Only valid queries are kept: an invalid one throws
 * there and goes the full way, which answers its 400.
 */
export class QueryValidations {
  private readonly kept = new SizedLruCache<object>(KEPT_QUERIES, () => 1);

  constructor(
    private readonly parse: (query: string | null) => unknown,
    private readonly validate: (parsed: unknown) => Promise<unknown>,
  ) {}

  async of(query: string | null): Promise<unknown> {
    const key = query ?? '';
    const known = this.kept.get(key);
    if (known) return known;
    const validated = await this.validate(this.parse(query));
    if (validated !== null && typeof validated === 'object' && key.length <= LONGEST_KEPT_QUERY) {
      this.kept.set(key, deepFreeze(validated));
    }
    return validated;
  }
}

function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) {
    if (inner !== null && typeof inner === 'object' && !Object.isFrozen(inner)) deepFreeze(inner as object);
  }
  return Object.freeze(value);
}

interface LeanRoute {
  guards: CanActivate[];
  context: (request: LaneRequest, response: ServerResponse) => ExecutionContextHost;
  args: ArgumentOf[];
  call: (...args: unknown[]) => unknown;
  /** LeanReadOptions.cacheKey, bound to the controller. */
  cacheKey?: (...args: unknown[]) => Promise<string | null>;
  /** LeanReadOptions.cacheKeyQuery, bound to the controller, with the route's validated query. */
  cacheKeyQuery?: (query: string | null) => Promise<SqlValue | null>;
}

/**
 * A JSON text with what its answer needs: its byte length and express's ETag of it, and, once it has been
 * answered uncompressed, its UTF-8 bytes (an answer kept for a cacheKey is written as those bytes, not
 * encoded again on every read).
 */
interface PreparedJson {
  text: string;
  bytes: number;
  etag: string;
  utf8?: Buffer;
}

/** A request as the lane sees it: node's own, before express; `user` as passport sets it. */
type LaneRequest = IncomingMessage & { user?: unknown };

/** Metadata a lean route may not carry: the lane does not apply it. */
const REFUSED_METADATA = [
  INTERCEPTORS_METADATA,
  PIPES_METADATA,
  HTTP_CODE_METADATA,
  HEADERS_METADATA,
  REDIRECT_METADATA,
  RENDER_METADATA,
  SSE_METADATA,
  VERSION_METADATA,
];

function joinPath(...parts: (string | undefined)[]): string {
  return `/${parts
    .flatMap((part) => (part ?? '').split('/'))
    .filter(Boolean)
    .join('/')}`;
}

function startupError(controller: Type, method: string, problem: string): Error {
  return new Error(`@LeanRead() on ${controller.name}.${method}: ${problem}`);
}

/** Runs the pipes one after another, as Nest's PipesConsumer does. */
async function throughPipes(value: unknown, metadata: ArgumentMetadata, pipes: PipeTransform[]): Promise<unknown> {
  let current = value;
  for (const pipe of pipes) current = await pipe.transform(current, metadata);
  return current;
}

const noNext = () => undefined;

function leanRoute(
  app: INestApplicationContext,
  globalPipe: PipeTransform,
  parseQuery: (query: string | null) => unknown,
  controller: Type,
  method: string,
): { path: string; route: LeanRoute } {
  const handler = controller.prototype[method] as (...args: unknown[]) => unknown;
  const fail = (problem: string) => startupError(controller, method, problem);
  if (Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.GET) throw fail('not a GET route');
  for (const key of REFUSED_METADATA) {
    if (Reflect.getMetadata(key, controller) !== undefined || Reflect.getMetadata(key, handler) !== undefined) {
      throw fail(`${key} is not applied by the lean lane`);
    }
  }
  const path = joinPath(
    'api',
    Reflect.getMetadata(PATH_METADATA, controller),
    Reflect.getMetadata(PATH_METADATA, handler),
  );
  if (path.includes(':') || path.includes('*')) throw fail('only fixed paths are served by the lean lane');

  const guardTypes = [
    ...((Reflect.getMetadata(GUARDS_METADATA, controller) as unknown[]) ?? []),
    ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[]) ?? []),
  ];
  const guards = guardTypes.map((guard) =>
    typeof guard === 'function' ? app.get(guard as Type<CanActivate>, { strict: false }) : (guard as CanActivate),
  );

  const context = (request: LaneRequest, response: ServerResponse) => {
    const host = new ExecutionContextHost([request, response, noNext], controller, handler);
    host.setType('http');
    return host;
  };
  const paramTypes = (Reflect.getMetadata('design:paramtypes', controller.prototype, method) as unknown[]) ?? [];
  const argsMetadata =
    (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) as Record<
      string,
      { index: number; data?: unknown; pipes?: unknown[]; schema?: unknown; factory?: unknown }
    >) ?? {};
  const args: ArgumentOf[] = [];
  let validatedQuery: ((query: string | null) => Promise<unknown>) | undefined;
  for (const [key, { index, data, pipes, schema, factory }] of Object.entries(argsMetadata)) {
    const type = key.split(':')[0];
    if (schema !== undefined || (pipes?.length ?? 0) > 0) throw fail(`parameter ${index} has its own pipes or schema`);
    // What Nest's PipesConsumer hands the pipes: 'query' for @Query(), 'custom' for a param decorator.
    const metadata = (pipeType: ArgumentMetadata['type']): ArgumentMetadata =>
      ({
        metatype: paramTypes[index] as Type | undefined,
        type: pipeType,
        data: data as string | undefined,
        schema: undefined,
      }) as ArgumentMetadata;
    if (key.includes(CUSTOM_ROUTE_ARGS_METADATA) && factory === CURRENT_USER_FACTORY) {
      // Nest runs the global pipes over custom parameters too (the validation pipe leaves them as they are).
      const custom = metadata('custom');
      args[index] = (_request, host) => throughPipes(CURRENT_USER_FACTORY(data, host), custom, [globalPipe]);
    } else if (type === String(RouteParamtypes.QUERY) && data === undefined) {
      const queryMetadata = metadata('query');
      const queries = new QueryValidations(parseQuery, (parsed) => throughPipes(parsed, queryMetadata, [globalPipe]));
      validatedQuery = (query) => queries.of(query);
      args[index] = (_request, _host, query) => queries.of(query);
    } else {
      throw fail(`parameter ${index} is neither @CurrentUser() nor @Query()`);
    }
  }
  if (args.length !== paramTypes.length || args.some((arg) => arg === undefined)) {
    throw fail('every parameter must be @CurrentUser() or @Query()');
  }
  const instance = app.get(controller, { strict: false }) as Record<string, (...args: unknown[]) => unknown>;
  const { cacheKey: keyMethod, cacheKeyQuery: keyQueryMethod } =
    (Reflect.getMetadata(LEAN_READ, handler) as LeanReadOptions | undefined) ?? {};
  for (const [option, name] of [
    ['cacheKey', keyMethod],
    ['cacheKeyQuery', keyQueryMethod],
  ] as const) {
    if (name !== undefined && typeof instance[name] !== 'function') {
      throw fail(`${option} ${name} is not a method of ${controller.name}`);
    }
  }
  if (keyMethod !== undefined && keyQueryMethod !== undefined) throw fail('cacheKey and cacheKeyQuery together');
  const cacheKey =
    keyMethod === undefined
      ? undefined
      : (...values: unknown[]) => instance[keyMethod](...values) as Promise<string | null>;
  const cacheKeyQuery =
    keyQueryMethod === undefined
      ? undefined
      : async (query: string | null) =>
          instance[keyQueryMethod](validatedQuery ? await validatedQuery(query) : undefined) as SqlValue | null;
  return {
    path,
    route: { guards, context, args, call: (...values) => instance[method](...values), cacheKey, cacheKeyQuery },
  };
}

/**
 * What Nest makes of a guard's or handler's result, the rule in one place: a promise (any thenable, as Nest's
 * `await` takes it) is awaited, an observable gives its last value, anything else is the value itself. A plain
 * value is answered as it is, not wrapped in a promise, so the caller goes on at no tick (`await` of a plain
 * value still costs one): callers write `const value = settled(result); … value instanceof Promise ? await
 * value : value`.
 */
export function settled<T>(value: T | PromiseLike<T> | Observable<T>): T | Promise<T> {
  if (isObservable(value)) return lastValueFrom(value);
  if (value instanceof Promise) return value;
  const then = (value as { then?: unknown } | null | undefined)?.then;
  return typeof then === 'function' ? Promise.resolve(value as PromiseLike<T>) : (value as T);
}

function deserializeUser(userId: number, request: LaneRequest): Promise<unknown> {
  return new Promise((resolve, reject) =>
    passport.deserializeUser(userId, request as never, (error: unknown, user?: unknown) =>
      error ? reject(error) : resolve(user),
    ),
  );
}

/** express's own copies of the modules its request helpers use, so the lane decides as express does. */
const requireBesideExpress = createRequire(require.resolve('express'));
const parseUrl = requireBesideExpress('parseurl') as (request: IncomingMessage) => {
  pathname: string | null;
  query: string | null;
};
const isFresh = requireBesideExpress('fresh') as (
  requestHeaders: IncomingHttpHeaders,
  responseHeaders: { etag?: string; 'last-modified'?: string },
) => boolean;
const accepts = requireBesideExpress('accepts') as (request: IncomingMessage) => {
  encodings(...encodings: string[]): string | false;
};

export interface LeanReadLaneOptions {
  app: INestApplicationContext;
  /** The express app behind Nest: its query parser and ETag function are the lane's. */
  express: Express;
  globalPipe: PipeTransform;
  sessions: PlainSessionCheck;
  /** helmet's headers, in helmet's order (security-headers.ts `headersSetBy`). */
  constantHeaders: readonly HeaderLine[];
  bodies: CompressedJsonBodies;
  requestLog: RequestLog;
  gracefulShutdown?: GracefulShutdown;
  methods?: readonly LeanReadMethod[];
  /** Reads the session's user with a route's key (cacheKeyQuery routes); without it they are served uncached. */
  sessionUsers?: SessionUserReader;
  /** The budget of the answers kept for routes with a cacheKey, in bytes held: twice each answer's JSON (default 16 MB). */
  maxCachedBytes?: number;
}

/** express's Content-Type of a JSON answer. */
const JSON_CONTENT_TYPE = ['Content-Type', 'application/json; charset=utf-8'] as const;

/**
 * The lean read lane, in front of express: the http server's 'request' listener (serveLeanReadsFirst)
 * offers it every request, and it takes only a GET without a body whose path is exactly one of a route
 * marked @LeanRead(). On the common path — a logged-in session that needs nothing written
 * (PlainSessionCheck), the user reloaded by passport's own deserializer, the route's guards passing, its
 * parameters through the global validation pipe, the handler returning an object — it writes the answer
 * itself, in one writeHead: helmet's headers (computed once at start-up from helmet itself), then what
 * express and json-compression.ts would set for that JSON (Content-Type, Vary, ETag/304, brotli/gzip from
 * the shared cache, Content-Length), in their order; the request log line is written there too (no
 * `finish` listener) and the graceful shutdown counts it without listeners. Any other outcome (no or bad
 * cookie, revoked, expired or idle session, a stamp to rewrite, no user, a guard saying no, a validation
 * error, a handler error such as 404, a result that is not an object) hands the untouched request to
 * express, which answers it as it always has; the work done is only repeated on those paths. A store
 * (Redis) failure answers the same 503 the session middleware does.
 */
export class LeanReadLane {
  private readonly routes = new Map<string, LeanRoute>();
  /** helmet's header lines, flat (name, value, name, value…), in helmet's order. */
  private readonly headers: string[];
  /**
   * Small answers' texts (below MIN_COMPRESSED_BYTES) with their byte length and ETag, by text: most recently
   * answered first kept, 1 MB of text at most. Keyed by the text itself, so a hit is that very text.
   */
  private readonly smallAnswers = new SizedLruCache<PreparedJson>(1024 * 1024, (answer) => answer.text.length);
  private readonly etagOf: (body: string, encoding: BufferEncoding) => string;
  /**
   * Answers of routes with a cacheKey, by path + user id + key: per process, bounded, least recently used
   * first out. The user id is the lane's own (from the session), so no key can name another user's answer.
   */
  private readonly answers: SizedLruCache<PreparedJson>;

  constructor(private readonly options: LeanReadLaneOptions) {
    // Each kept answer counts twice its bytes: its text and, once answered uncompressed, its UTF-8 copy.
    this.answers = new SizedLruCache(options.maxCachedBytes ?? 16 * 1024 * 1024, (answer) => 2 * answer.bytes);
    const parseQuery = options.express.get('query parser fn') as (query: string | null) => unknown;
    this.etagOf = options.express.get('etag fn') as (body: string, encoding: BufferEncoding) => string;
    if (typeof parseQuery !== 'function' || typeof this.etagOf !== 'function') {
      throw new Error('the lean read lane needs express query parsing and ETags on (as the full pipeline has)');
    }
    for (const { controller, method } of options.methods ?? marked) {
      const { path, route } = leanRoute(options.app, options.globalPipe, parseQuery, controller, method);
      this.routes.set(path, route);
    }
    this.headers = options.constantHeaders.flat();
  }

  /**
   * Takes the request (true: the lane answers it, or hands it to `fullPipeline` itself later) or leaves it
   * (false: the caller hands it to express now).
   */
  take(
    request: IncomingMessage,
    response: ServerResponse,
    fullPipeline: (request: IncomingMessage, response: ServerResponse) => void,
  ): boolean {
    // A body on a GET is the body parser's business (a malformed one is a 400 there).
    if (
      request.method !== 'GET' ||
      request.headers['transfer-encoding'] !== undefined ||
      request.headers['content-length'] !== undefined
    ) {
      return false;
    }
    const url = parseUrl(request);
    const path = url.pathname;
    const route = path === null ? undefined : this.routes.get(path);
    if (!route || path === null) return false;
    const started = process.hrtime.bigint();
    const shutdown = this.options.gracefulShutdown;
    shutdown?.started();
    const toFullPipeline = () => {
      delete (request as LaneRequest).user;
      (request as { [RECEIVED_AT]?: bigint })[RECEIVED_AT] = started;
      fullPipeline(request, response);
      shutdown?.ended();
    };
    this.serve(route, request, response, path, url.query, started).then(
      (served) => {
        if (!served) return toFullPipeline();
        if (!shutdown) return;
        if (shutdown.isDraining) response.once('close', () => shutdown.ended());
        else shutdown.ended();
      },
      () => {
        if (!response.headersSent) return toFullPipeline();
        response.destroy(); // cannot happen: the answer is written in one go after everything that can fail
        shutdown?.ended();
      },
    );
    return true;
  }

  private async serve(
    route: LeanRoute,
    request: LaneRequest,
    response: ServerResponse,
    path: string,
    query: string | null,
    started: bigint,
  ): Promise<boolean> {
    let userId: number | null;
    try {
      userId = await this.options.sessions.loggedInUserId(request.headers.cookie);
    } catch (error) {
      if (!isRedisUnavailableError(error)) return false;
      this.answer(request, response, 503, JSON.stringify(REDIS_UNAVAILABLE_ANSWER), path, started);
      return true;
    }
    if (userId === null) return false;
    // The user, as passport's deserializer loads it — with the answer's key in the same statement where the
    // route reads its key in SQL (cacheKeyQuery).
    const keyQuery = route.cacheKeyQuery ? await route.cacheKeyQuery(query) : null;
    let user: unknown;
    let key: string | null = null;
    if (keyQuery && this.options.sessionUsers) {
      ({ user, value: key } = await this.options.sessionUsers.readWith(userId, keyQuery));
    } else {
      user = await deserializeUser(userId, request);
    }
    if (!user) return false;
    request.user = user;
    const context = route.context(request, response);
    for (const guard of route.guards) {
      const allowed = settled(guard.canActivate(context));
      if (!(allowed instanceof Promise ? await allowed : allowed)) return false;
    }
    const args =
      route.args.length === 1
        ? [await route.args[0](request, context, query)]
        : await Promise.all(route.args.map((arg) => arg(request, context, query)));
    // The key is read before the handler runs: the answer kept under it is then at least as new as the key.
    if (route.cacheKey) key = await route.cacheKey(...args);
    const cacheKey = key === null ? null : `${path}\n${userId}\n${key}`;
    const cached = cacheKey === null ? undefined : this.answers.get(cacheKey);
    if (cached) {
      this.answer(request, response, 200, cached, path, started);
      return true;
    }
    const returned = settled(route.call(...args));
    const result = returned instanceof Promise ? await returned : returned;
    // Nest's express adapter answers an object with response.json(); anything else goes the full way.
    if (result === null || typeof result !== 'object' || result instanceof Error) return false;
    const text = result instanceof JsonText ? result.text : JSON.stringify(result);
    if (cacheKey === null) {
      this.answer(request, response, 200, text, path, started);
      return true;
    }
    const prepared = { text, bytes: Buffer.byteLength(text, 'utf8'), etag: this.etagOf(text, 'utf8') };
    this.answers.set(cacheKey, prepared);
    this.answer(request, response, 200, prepared, path, started);
    return true;
  }

  /**
   * The JSON answer the express pipeline gives (`response.status(status).json()` through
   * json-compression.ts, then express's `send`), header for header and in the same order. The headers go to
   * node as one flat list (name, value, name, value…): helmet's lines as captured, then the answer's own.
   */
  private answer(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    json: string | PreparedJson,
    path: string,
    started: bigint,
  ): void {
    const headers: (string | number)[] = this.options.gracefulShutdown?.isDraining
      ? ['Connection', 'close', ...this.headers]
      : this.headers.slice();
    let code = status;
    let body: string | Buffer | undefined;
    if (status !== 200 || (typeof json === 'string' ? json : json.text).length < MIN_COMPRESSED_BYTES) {
      // express's send(): Content-Type, Content-Length, ETag; a 304 without Content-Type and Content-Length.
      const prepared = typeof json === 'string' ? this.prepared(json, status === 200) : json;
      if (status >= 200 && status < 300 && isFresh(request.headers, { etag: prepared.etag })) {
        code = 304;
        headers.push('ETag', prepared.etag);
      } else {
        body = typeof json === 'string' ? prepared.text : (json.utf8 ??= Buffer.from(json.text, 'utf8'));
        headers.push(
          JSON_CONTENT_TYPE[0],
          JSON_CONTENT_TYPE[1],
          'Content-Length',
          prepared.bytes,
          'ETag',
          prepared.etag,
        );
      }
    } else {
      const prepared = typeof json === 'string' ? this.prepared(json, false) : json;
      const accepted = accepts(request).encodings('br', 'gzip', 'identity');
      if (accepted !== 'br' && accepted !== 'gzip') {
        // json-compression.ts sets Vary, then express's send() Content-Length and ETag (304: as above).
        if (isFresh(request.headers, { etag: prepared.etag })) {
          code = 304;
          headers.push('Vary', 'Accept-Encoding', 'ETag', prepared.etag);
        } else {
          body = typeof json === 'string' ? prepared.text : (json.utf8 ??= Buffer.from(json.text, 'utf8'));
          headers.push(JSON_CONTENT_TYPE[0], JSON_CONTENT_TYPE[1], 'Vary', 'Accept-Encoding');
          headers.push('Content-Length', prepared.bytes, 'ETag', prepared.etag);
        }
      } else {
        // json-compression.ts: Vary, ETag, then the cached compressed body (its 304 keeps Content-Type).
        headers.push(JSON_CONTENT_TYPE[0], JSON_CONTENT_TYPE[1], 'Vary', 'Accept-Encoding', 'ETag', prepared.etag);
        if (isFresh(request.headers, { etag: prepared.etag })) {
          code = 304;
        } else {
          body = this.options.bodies.body(prepared.text, accepted, prepared.etag);
          headers.push('Content-Encoding', accepted, 'Content-Length', String(body.length));
        }
      }
    }
    response.writeHead(code, headers as string[]);
    response.end(body);
    this.options.requestLog.record('GET', path, code, started);
  }

  /**
   * A text with its byte length and express's ETag of it. A small 200 answer's are remembered by its text
   * (`smallAnswers`): the same text answered again — a user asking for the same thing again — is not
   * measured and hashed again.
   */
  private prepared(text: string, remember: boolean): PreparedJson {
    if (!remember) return { text, bytes: Buffer.byteLength(text, 'utf8'), etag: this.etagOf(text, 'utf8') };
    const known = this.smallAnswers.get(text);
    if (known) return known;
    const prepared = { text, bytes: Buffer.byteLength(text, 'utf8'), etag: this.etagOf(text, 'utf8') };
    this.smallAnswers.set(text, prepared);
    return prepared;
  }
}

/**
 * Puts the lane in front of everything the http server does with a request: the server's 'request'
 * listeners (the express app Nest installed) are replaced by one that offers each request to the lane
 * first and hands every request it does not take to them, unchanged. Listeners added later (socket.io's,
 * for its own path) wrap this one and still see every request first.
 */
export function serveLeanReadsFirst(server: Server, lane: LeanReadLane): void {
  const listeners = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  server.removeAllListeners('request');
  const fullPipeline =
    listeners.length === 1
      ? (request: IncomingMessage, response: ServerResponse) => listeners[0].call(server, request, response)
      : (request: IncomingMessage, response: ServerResponse) => {
          for (const listener of listeners) listener.call(server, request, response);
        };
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!lane.take(request, response, fullPipeline)) fullPipeline(request, response);
  });
}
