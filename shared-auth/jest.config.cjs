const base = require('../jest.preset.cjs')({ dir: __dirname });

module.exports = {
  ...base,
  collectCoverageFrom: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/test/**'],
  coverageReporters: ['text', 'text-summary'],
  coverageThreshold: { global: { lines: 95 } },
};
