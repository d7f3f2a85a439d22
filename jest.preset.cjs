// One jest setup for every workspace: SWC transpiles TypeScript/TSX, jsdom for UI packages.
const path = require('node:path');

/** @param {{ dir: string, env?: 'jsdom' | 'node', setup?: string[] }} opts */
module.exports = function jestProject({ dir, env = 'jsdom', setup = [] }) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: env,
    transform: {
      '^.+\\.(t|j)sx?$|\\.mjs$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(css|png|jpg|jpeg|svg|webp|avif)$': path.join(__dirname, 'scripts/jest/file-stub.cjs'),
    },
    setupFiles: [path.join(__dirname, 'scripts/jest/polyfills.cjs')],
    setupFilesAfterEnv: [
      ...(env === 'jsdom' ? [path.join(__dirname, 'scripts/jest/dom.cjs')] : []),
      ...setup,
    ],
    // Lingui ships ES modules only: SWC turns them into CommonJS like our sources.
    transformIgnorePatterns: ['/node_modules/(?!(@lingui|@messageformat)/)'],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  };
};
