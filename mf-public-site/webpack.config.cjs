// Production: npm run build -w mf-public-site; alone with hot reload: npm run dev -w mf-public-site (port 3001, or PORT).
module.exports = require('../build-tools/webpack.cjs').createConfig({
  kind: 'remote',
  name: 'mf_public_site',
  dir: __dirname,
  port: 3001,
});
