module.exports = require('../jest.preset.cjs')({ dir: __dirname });
