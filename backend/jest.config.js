// Backend tests: unit (*.spec.ts beside the code) and integration (test/**/*.int-spec.ts, real services).
const { readFileSync } = require('node:fs'); // eslint-disable-line @typescript-eslint/no-require-imports

const swc = JSON.parse(readFileSync(`${__dirname}/.swcrc`, 'utf8'));
const swcJest = ['@swc/jest', { ...swc, $schema: undefined, sourceMaps: 'inline', swcrc: false }];
// NestJS 12 and a few of its dependencies ship ES modules only; Jest's module loader (unlike Node 20.19+)
// cannot require() them, so they are compiled to CommonJS too.
const transform = { '^.+\\.(ts|js|mjs)$': swcJest };
const transformIgnorePatterns = [
  '/node_modules/(?!(@nestjs|file-type|strtok3|token-types|peek-readable|uint8array-extras|@tokenizer|load-esm|@fastify/static|content-disposition|light-my-request|cookie)/)',
];

module.exports = {
  // An upper bound for a hung test, not a speed assertion: integration suites boot the real app, which
  // takes several seconds idle and over a minute on a 2-core machine under full load (tests wait for
  // states; this only decides when a stuck one is given up).
  testTimeout: 300_000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
      // A folder for the run's shared fixtures (the migrated embedded database), removed at the end.
      globalSetup: '<rootDir>/test/run-cache/global-setup.js',
      globalTeardown: '<rootDir>/test/run-cache/global-teardown.js',
      slowTestThreshold: 30,
    },
  ],
};
