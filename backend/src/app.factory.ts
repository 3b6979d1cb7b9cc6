import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { LoggerService } from '@nestjs/common';
import { join } from 'node:path';
import { AppModule } from './app.module';
import { AppConfig } from './core/config/app-config';
import { configureHttp } from './core/http/configure-http';
import { GracefulShutdown } from './core/http/graceful-shutdown';

export const DEFAULT_SPA_DIR = join(__dirname, '..', '..', 'frontend', 'dist');

/** Builds the API application (used by main.ts and by the integration tests). */
export async function createApiApp(
  config: AppConfig,
  options: {
    logger?: LoggerService | false;
    spaDir?: string | null;
    /** main.ts drives SIGTERM itself through this (bounded drain); without it, Nest's shutdown hooks do. */
    gracefulShutdown?: GracefulShutdown;
  } = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), {
    logger: options.logger,
    bodyParser: false,
    // Start-up errors propagate to the caller (main.ts logs them and exits; tests see them).
    abortOnError: false,
  });
  if (options.gracefulShutdown) app.use(options.gracefulShutdown.middleware());
  configureHttp(app, config, options.spaDir === undefined ? DEFAULT_SPA_DIR : options.spaDir, options.gracefulShutdown);
  if (!options.gracefulShutdown) app.enableShutdownHooks();
  return app;
}
