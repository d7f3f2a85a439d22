// Root jest: one run over every workspace that has a jest.config.cjs (npm test runs this).
// The API's tests run separately through `npm test -w api` (they need their own database setup).
const fs = require('node:fs');
const path = require('node:path');

const root = __dirname;
const { workspaces } = require('./package.json');

module.exports = {
  projects: workspaces
    .filter((ws) => ws !== 'api' && fs.existsSync(path.join(root, ws, 'jest.config.cjs')))
    .map((ws) => `<rootDir>/${ws}/jest.config.cjs`),
  coverageReporters: ['text', 'text-summary'],
  // Project-level thresholds are ignored in a multi-project run: shared-auth's gate lives here.
  coverageThreshold: { './shared-auth/src/': { lines: 95 } },
};
