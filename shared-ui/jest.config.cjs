const base = require('../jest.preset.cjs')({ dir: __dirname });

module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // The browser build, as webpack bundles it: the node build skips createGlobalStyle injection under jsdom.
    '^styled-components$': require.resolve('styled-components/dist/styled-components.browser.cjs.js'),
  },
  collectCoverageFrom: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/test/**'],
  coverageReporters: ['text-summary'],
  coverageThreshold: { global: { lines: 90 } },
};
