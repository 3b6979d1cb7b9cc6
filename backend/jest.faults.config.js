// The fault suite (npm run test:faults): test/faults/*.fault-spec.ts against the built app (backend/dist),
// with its own Redis, PostgreSQL and S3 server; see docs/testing.md.
const base = require('./jest.config'); // eslint-disable-line @typescript-eslint/no-require-imports

const integration = base.projects.find((project) => project.displayName === 'integration');

module.exports = {
  testEnvironment: 'node',
  transform: integration.transform,
  transformIgnorePatterns: integration.transformIgnorePatterns,
  testMatch: ['<rootDir>/test/faults/**/*.fault-spec.ts'],
  // Upper bounds only: every wait inside is for a state.
  testTimeout: 180_000,
  slowTestThreshold: 60,
};
