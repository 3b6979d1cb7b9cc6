// Jest global setup of the integration tests: a folder for this run's shared fixtures (the migrated databases,
// test/support/migrated-databases.ts), named to the workers through the environment. HB_TEST_FRESH_DATABASES=1
// turns the sharing off: every test app then creates and migrates its own database, as before.
const { mkdtempSync } = require('node:fs'); // eslint-disable-line @typescript-eslint/no-require-imports
const { tmpdir } = require('node:os'); // eslint-disable-line @typescript-eslint/no-require-imports
const { join } = require('node:path'); // eslint-disable-line @typescript-eslint/no-require-imports

module.exports = async function globalSetup() {
  if (process.env.HB_TEST_FRESH_DATABASES === '1') return;
  process.env.HB_TEST_RUN_CACHE_DIR = mkdtempSync(join(tmpdir(), 'hb-test-run-'));
};
