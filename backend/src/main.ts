import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApiApp } from './app.factory';
import { loadConfigOrExit } from './core/config/load-config';
import { JsonLogger } from './core/logging/json-logger';

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfigOrExit();
  const app = await createApiApp(config, { logger: new JsonLogger(config.logLevel) });
  await app.listen(config.port, config.host);
  const mode = config.isEmbedded ? 'embedded (PGlite, inline jobs, disk files, mail outbox)' : 'configured services';
  new Logger('Main').log({
    msg: `Home Book ready at ${config.publicUrl} on ${mode}`,
    startupMs: Date.now() - started,
  });
}

main().catch((error) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? error.stack : error}\n`);
  process.exit(1);
});
