// Production: npm run build -w shell; with hot reload: npm run dev -w shell (port 8080, or PORT).
// In development /mf-config.json is served from REMOTE_*_URL (defaults: the remotes' dev ports).
module.exports = require('../build-tools/webpack.cjs').createConfig({
  kind: 'host',
  name: 'shell',
  dir: __dirname,
  port: 8080,
});
