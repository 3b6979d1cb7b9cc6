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
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import passport from 'passport';
import { Observable, isObservable, lastValueFrom } from 'rxjs';
import { isRedisUnavailableError } from '../redis-connection';
import { PlainSessionCheck } from '../session/plain-session-check';
import { CURRENT_USER_FACTORY } from './auth.guards';
import { answerRedisUnavailable } from './redis-unavailable';

const LEAN_READ = 'hb:lean-read';

export interface LeanReadMethod {
  controller: Type;
  method: string;
}

/** The controller methods marked @LeanRead(), collected as their classes are defined. */
const marked: LeanReadMethod[] = [];

/**
 * Marks a logged-in JSON GET for the lean read lane (leanReadLane below): the same answer, byte for byte,
 * without express-session, passport and Nest's router on the way. The route may take only @CurrentUser()
 * and @Query() (whole object) and be guarded by guards that need nothing but request.user; start-up refuses
 * anything else.
 */
export function LeanRead(): MethodDecorator {
  const mark = SetMetadata(LEAN_READ, true);
  return (target, key, descriptor) => {
    marked.push({ controller: target.constructor as Type, method: String(key) });
    return mark(target, key, descriptor);
  };
}

type ArgumentOf = (request: Request, response: Response, next: NextFunction) => Promise<unknown>;

interface LeanRoute {
  guards: CanActivate[];
  context: (request: Request, response: Response, next: NextFunction) => ExecutionContextHost;
  args: ArgumentOf[];
  call: (...args: unknown[]) => unknown;
}

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

function leanRoute(
  app: INestApplicationContext,
  globalPipe: PipeTransform,
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

  const context = (request: Request, response: Response, next: NextFunction) => {
    const host = new ExecutionContextHost([request, response, next], controller, handler);
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
      args[index] = (request, response, next) =>
        throughPipes(CURRENT_USER_FACTORY(data, context(request, response, next)), custom, [globalPipe]);
    } else if (type === String(RouteParamtypes.QUERY) && data === undefined) {
      const query = metadata('query');
      args[index] = (request) => throughPipes(request.query, query, [globalPipe]);
    } else {
      throw fail(`parameter ${index} is neither @CurrentUser() nor @Query()`);
    }
  }
  if (args.length !== paramTypes.length || args.some((arg) => arg === undefined)) {
    throw fail('every parameter must be @CurrentUser() or @Query()');
  }
  const instance = app.get(controller, { strict: false }) as Record<string, (...args: unknown[]) => unknown>;
  return { path, route: { guards, context, args, call: (...values) => instance[method](...values) } };
}

async function settled<T>(value: T | Promise<T> | Observable<T>): Promise<T> {
  return isObservable(value) ? lastValueFrom(value) : value;
}

function deserializeUser(userId: number, request: Request): Promise<unknown> {
  return new Promise((resolve, reject) =>
    passport.deserializeUser(userId, request, (error: unknown, user?: unknown) =>
      error ? reject(error) : resolve(user),
    ),
  );
}

/**
 * The lean read lane, one express middleware in front of the session, passport and Nest's router, for the
 * GET routes marked @LeanRead(). On the common path — a logged-in session that needs nothing written
 * (PlainSessionCheck), the user reloaded by passport's own deserializer, the route's guards passing, its
 * parameters through the global validation pipe, the handler succeeding — it calls the controller method
 * and answers with `response.json` as Nest's express adapter does (so ETag/304, compression, helmet's
 * headers and the request log are the same code). Any other outcome (no or bad cookie, revoked, expired or
 * idle session, a stamp to rewrite, no user, a guard saying no, a validation error, a handler error such as
 * 404) hands the untouched request to the full pipeline, which answers it as it always has; the work done
 * is only repeated on those paths. A store (Redis) failure answers the same 503 the session middleware does.
 */
export function leanReadLane(
  app: INestApplicationContext,
  globalPipe: PipeTransform,
  sessions: PlainSessionCheck,
  methods: readonly LeanReadMethod[] = marked,
): RequestHandler {
  const routes = new Map<string, LeanRoute>();
  for (const { controller, method } of methods) {
    const { path, route } = leanRoute(app, globalPipe, controller, method);
    routes.set(path, route);
  }

  async function serve(route: LeanRoute, request: Request, response: Response, next: NextFunction): Promise<boolean> {
    let userId: number | null;
    try {
      userId = await sessions.loggedInUserId(request.headers.cookie);
    } catch (error) {
      if (!isRedisUnavailableError(error)) return false;
      answerRedisUnavailable(response);
      return true;
    }
    if (userId === null) return false;
    const user = await deserializeUser(userId, request);
    if (!user) return false;
    request.user = user as Express.User;
    const context = route.context(request, response, next);
    for (const guard of route.guards) if (!(await settled(guard.canActivate(context)))) return false;
    const args = await Promise.all(route.args.map((arg) => arg(request, response, next)));
    const result = await settled(route.call(...args));
    // Nest's express adapter (reply) for a GET: status 200, then send() or json().
    response.status(200);
    if (result === null || result === undefined) response.send();
    else if (typeof result === 'object' && !(result instanceof Error)) response.json(result);
    else if (typeof result !== 'object') response.send(String(result));
    else return false;
    return true;
  }

  return (request, response, next) => {
    if (request.method !== 'GET') return next();
    const route = routes.get(request.path);
    // A body on a GET is the body parser's business (a malformed one is a 400 there).
    if (
      !route ||
      request.headers['transfer-encoding'] !== undefined ||
      request.headers['content-length'] !== undefined
    ) {
      return next();
    }
    const fullPipeline = () => {
      if (response.headersSent) return; // cannot happen before json() (which either answers or throws first)
      delete request.user;
      response.status(200);
      next();
    };
    serve(route, request, response, next).then(
      (served) => served || fullPipeline(),
      () => fullPipeline(),
    );
  };
}
