// Production: npm run build -w mf-booking; alone with hot reload: npm run dev -w mf-booking (port 3002, or PORT).
module.exports = require('../build-tools/webpack.cjs').createConfig({
  kind: 'remote',
  name: 'mf_booking',
  dir: __dirname,
  port: 3002,
});
