// node --test build-tools/tests/*.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { createConfig, pageExposes, sharedConfig, SINGLETONS } = require('../webpack.cjs');
const { mfConfigFromEnv } = require('../mf-config.cjs');
const root = path.resolve(import.meta.dirname, '../..');

const federationOf = (config) =>
  config.plugins.find((p) => p?.constructor?.name === 'ModuleFederationPlugin')._options;
const htmlOf = (config) => config.plugins.find((p) => p?.constructor?.name === 'HtmlWebpackPlugin');
const remote = (dir, name, port) => createConfig({ kind: 'remote', name, dir: path.join(root, dir), port });
const host = () => createConfig({ kind: 'host', name: 'shell', dir: path.join(root, 'shell'), port: 8080 });

test('every src/pages/*.tsx is exposed under its name, tests excluded', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
  fs.mkdirSync(path.join(dir, 'src', 'pages'), { recursive: true });
  for (const f of ['HomePage.tsx', 'HomePage.test.tsx', 'AboutPage.tsx', 'helpers.ts', 'X.spec.tsx']) {
    fs.writeFileSync(path.join(dir, 'src', 'pages', f), '');
  }
  assert.deepEqual(pageExposes(dir), {
    './AboutPage': './src/pages/AboutPage.tsx',
    './HomePage': './src/pages/HomePage.tsx',
  });
});

test('singletons carry the installed versions, strictly, and are never eager or import:false', () => {
  const shared = sharedConfig(path.join(root, 'shell'));
  for (const name of SINGLETONS) {
    const version = JSON.parse(
      fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'),
    ).version;
    assert.deepEqual(
      shared[name],
      { singleton: true, strictVersion: true, version, requiredVersion: `^${version}` },
      name,
    );
  }
  for (const entry of Object.values(shared)) {
    assert.equal(entry.eager, undefined);
    assert.equal(entry.import, undefined);
  }
  assert.equal(shared['react/jsx-runtime'].version, shared.react.version);
});

test('remote production build: manifest + remoteEntry, auto public path, hashed chunks, shared runtime', () => {
  const config = remote('mf-booking', 'mf_booking', 3002)({}, { mode: 'production' });
  const mf = federationOf(config);
  assert.equal(mf.name, 'mf_booking');
  assert.equal(mf.filename, 'remoteEntry.js');
  assert.deepEqual(mf.manifest, { fileName: 'mf-manifest.json' });
  assert.equal(mf.dts, false);
  assert.equal(mf.shareStrategy, 'loaded-first');
  assert.equal(mf.exposes['./ConfirmBookingPage'], './src/pages/ConfirmBookingPage.tsx');
  assert.deepEqual(mf.experiments, { externalRuntime: true });
  assert.equal(config.output.publicPath, 'auto');
  assert.equal(config.output.strictModuleExceptionHandling, true);
  assert.match(config.output.chunkFilename, /\[contenthash/);
  assert.equal(config.optimization.runtimeChunk, undefined);
  assert.deepEqual(config.entry, {});
  assert.equal(htmlOf(config), undefined);
});

test('remote development build: standalone page with its own runtime, CORS and the API proxy', () => {
  const previous = process.env.PORT;
  delete process.env.PORT;
  try {
    const config = remote('mf-doctor', 'mf_doctor', 3003)({}, { mode: 'development' });
    assert.deepEqual(config.entry, { main: './src/index.ts' });
    assert.ok(htmlOf(config));
    assert.equal(federationOf(config).experiments, undefined);
    assert.equal(config.devServer.port, 3003);
    assert.equal(config.devServer.hot, true);
    assert.equal(config.devServer.historyApiFallback, true);
    assert.equal(config.devServer.headers['Access-Control-Allow-Origin'], '*');
    assert.deepEqual(config.devServer.proxy[0].context, ['/api']);
    assert.match(config.devServer.proxy[0].target, /^http:\/\/localhost:4000$|^http/);
  } finally {
    if (previous !== undefined) process.env.PORT = previous;
  }
});

test('PORT overrides the canonical dev port', () => {
  const previous = process.env.PORT;
  process.env.PORT = '3182';
  try {
    assert.equal(remote('mf-booking', 'mf_booking', 3002)({}, { mode: 'development' }).devServer.port, 3182);
  } finally {
    if (previous === undefined) delete process.env.PORT;
    else process.env.PORT = previous;
  }
});

test('host: no compiled-in remotes, provides the runtime, html page, root public path', () => {
  const config = host()({}, { mode: 'production' });
  const mf = federationOf(config);
  assert.deepEqual(mf.remotes, {});
  assert.equal(mf.exposes, undefined);
  assert.deepEqual(mf.experiments, { provideExternalRuntime: true });
  assert.equal(config.output.publicPath, '/');
  assert.ok(htmlOf(config));
  assert.equal(typeof config.devServer.setupMiddlewares, 'function');
});

test('support phone and e-mail reach the bundle through DefinePlugin', () => {
  process.env.PHYSIO_SUPPORT_PHONE = '9988776655';
  delete process.env.PHYSIO_SUPPORT_EMAIL;
  try {
    const define = host()({}, { mode: 'production' }).plugins.find(
      (p) => p?.constructor?.name === 'DefinePlugin',
    );
    assert.equal(define.definitions['process.env.PHYSIO_SUPPORT_PHONE'], '"9988776655"');
    assert.equal(define.definitions['process.env.PHYSIO_SUPPORT_EMAIL'], 'undefined');
    assert.equal(define.definitions['process.env.NODE_ENV'], '"production"');
  } finally {
    delete process.env.PHYSIO_SUPPORT_PHONE;
  }
});

test('mf-config.json from REMOTE_*_URL, defaulting to the canonical ports', () => {
  assert.deepEqual(mfConfigFromEnv({}), {
    remotes: {
      mf_public_site: 'http://localhost:3001/mf-manifest.json',
      mf_booking: 'http://localhost:3002/mf-manifest.json',
      mf_doctor: 'http://localhost:3003/mf-manifest.json',
    },
  });
  const custom = mfConfigFromEnv({ REMOTE_BOOKING_URL: 'https://booking.physiocare.in/' });
  assert.equal(custom.remotes.mf_booking, 'https://booking.physiocare.in/mf-manifest.json');
});

test('a test kit imported by browser code fails the build', async () => {
  const webpack = require('webpack');
  const { NoTestKitPlugin } = require('../webpack.cjs');
  assert.ok(
    remote('mf-booking', 'mf_booking', 3002)({}, {}).plugins.some((p) => p instanceof NoTestKitPlugin),
  );
  const dir = fs.mkdtempSync(path.join(root, 'mf-booking', '.kit-'));
  const build = (source) => {
    fs.writeFileSync(path.join(dir, 'entry.js'), source);
    return new Promise((resolve, reject) =>
      webpack({
        mode: 'development',
        context: dir,
        entry: './entry.js',
        output: { path: path.join(dir, 'dist') },
        resolve: { extensions: ['.ts', '.js'] },
        // No TypeScript loader here: the kit fails at resolution, before any loader runs.
        module: { rules: [{ test: /\.ts$/, type: 'javascript/auto', use: [] }] },
        plugins: [new NoTestKitPlugin()],
      }).run((err, stats) => (err ? reject(err) : resolve(stats))),
    );
  };
  try {
    const kit = await build("import '@physio/shared-auth/testing';");
    assert.ok(kit.hasErrors());
    assert.match(kit.toString({ all: false, errors: true }), /shared-auth\/testing\.ts is a test kit/);
    const ui = await build("import '@physio/shared-ui/testing';");
    assert.match(ui.toString({ all: false, errors: true }), /shared-ui\/testing\.ts is a test kit/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
