import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { LoggerService } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { AppModule } from './app.module';
import { AppConfig } from './core/config/app-config';
import { JSON_BODY_LIMIT, configureHttp } from './core/http/configure-http';
import { GracefulShutdown } from './core/http/graceful-shutdown';
import { lazySchemaCompilers } from './core/http/schema-compilers';

export const DEFAULT_SPA_DIR = join(__dirname, '..', '..', 'frontend', 'dist');

/** Builds the API application on fastify (used by main.ts and by the integration tests). */
export async function createApiApp(
  config: AppConfig,
  options: {
    logger?: LoggerService | false;
    spaDir?: string | null;
    /** main.ts drives SIGTERM itself through this (bounded drain); without it, Nest's shutdown hooks do. */
    gracefulShutdown?: GracefulShutdown;
  } = {},
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    // X-Forwarded-For / -Proto from one proxy in front (TRUST_PROXY): request.ip and request.protocol. The
    // peer is trusted as that proxy and nothing behind it (express's `trust proxy 1`); fastify's hop count
    // alone trusts nobody.
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop < 1 : false,
    bodyLimit: JSON_BODY_LIMIT,
    // Long query strings and paths are refused by the routes' validation, not by the router.
    routerOptions: { maxParamLength: 500 },
    // ajv and fast-json-stringify on a route's first schema, not at start (no route declares one).
    schemaController: { compilersFactory: lazySchemaCompilers },
    // A request fastify refuses before routing (a malformed percent-encoding in the path): our error shape.
    frameworkErrors: (_error: Error, _request: FastifyRequest, reply: FastifyReply) => {
      void reply.code(400).send({ statusCode: 400, message: 'The request URL is not valid', code: 'BAD_URL' });
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config), adapter, {
    logger: options.logger,
    bodyParser: false,
    // Start-up errors propagate to the caller (main.ts logs them and exits; tests see them).
    abortOnError: false,
  });
  await configureHttp(
    app,
    config,
    options.spaDir === undefined ? DEFAULT_SPA_DIR : options.spaDir,
    options.gracefulShutdown,
  );
  if (!options.gracefulShutdown) app.enableShutdownHooks();
  return app;
}
