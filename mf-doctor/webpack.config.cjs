// Production: npm run build -w mf-doctor; alone with hot reload: npm run dev -w mf-doctor (port 3003, or PORT).
module.exports = require('../build-tools/webpack.cjs').createConfig({
  kind: 'remote',
  name: 'mf_doctor',
  dir: __dirname,
  port: 3003,
});
