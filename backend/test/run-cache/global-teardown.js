// Removes what test/run-cache/global-setup.js and the run's shared fixtures made (test/support/migrated-databases.ts):
// the folder, and the template database of the 'services' apps.
const { existsSync, readFileSync, rmSync } = require('node:fs'); // eslint-disable-line @typescript-eslint/no-require-imports
const { join } = require('node:path'); // eslint-disable-line @typescript-eslint/no-require-imports
const { Client } = require('pg'); // eslint-disable-line @typescript-eslint/no-require-imports

module.exports = async function globalTeardown() {
  const folder = process.env.HB_TEST_RUN_CACHE_DIR;
  if (!folder) return;
  const templateFile = join(folder, 'services-template.ready');
  if (existsSync(templateFile)) {
    const client = new Client({
      connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${readFileSync(templateFile, 'utf8')} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  }
  rmSync(folder, { recursive: true, force: true });
};
