// Unit and integration tests against PGlite; TEST_DB=postgres runs the same suite on a throwaway PostgreSQL cluster.
const base = require('../jest.preset.cjs')({
  dir: __dirname,
  env: 'node',
  setup: [require('node:path').join(__dirname, 'test/test-clock.ts')],
});

// API_TESTS=ops (npm run test:ops): the operations tests of test/ops (compose environments, two API processes,
// Redis, backups, the bundled CLI), once, on their own PostgreSQL clusters; the other runs leave them out.
const ops = process.env.API_TESTS === 'ops';

module.exports = {
  ...base,
  testMatch: ops
    ? ['<rootDir>/test/ops/**/*.test.ts']
    : ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  testPathIgnorePatterns: [...base.testPathIgnorePatterns, ...(ops ? [] : ['<rootDir>/test/ops/'])],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // jose, cookie@1+ and content-disposition (also nested under fastify's deps) ship ESM only; compile them
  // for jest's CommonJS runtime. PGlite needs NODE_OPTIONS=--experimental-vm-modules (see package.json "test").
  transformIgnorePatterns: [
    '/node_modules/(?!(?:(?:@[^/]+/)?[^/]+/node_modules/)*(?:jose|content-disposition|cookie)/)',
  ],
  testTimeout: 120_000,
  // Two workers, each replaced once it holds more than 1 GB: jest would run a 2-core machine's files in its own
  // process, where every file's PGlite heap piles up (5.8 GB by the end, collected ever more slowly) and the
  // process, spinning, did not exit for minutes after the last test. On PostgreSQL each file has its own databases
  // in the run's cluster, so two files at once share nothing. The operations run passes --runInBand.
  maxWorkers: 2,
  workerIdleMemoryLimit: '1GB',
  displayName: ops
    ? 'api (operations)'
    : process.env.TEST_DB === 'postgres'
      ? 'api (postgres)'
      : 'api (pglite)',
};
