// One webpack configuration factory for the shell (federation host) and the three remotes.
// Each app's webpack.config.cjs calls createConfig({ kind, name, dir, port }).
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { mfConfigFromEnv } = require('./mf-config.cjs');
const { PrecompressPlugin } = require('./precompress.cjs');

const RUNTIME_CORE_ESM = path.join(
  path.dirname(require.resolve('@module-federation/runtime-core')),
  'index.js',
);

/** The apps' 'react-router-dom': the router parts the site uses (see react-router-surface.mjs). */
const ROUTER_SURFACE = path.join(__dirname, 'react-router-surface.mjs');

/** react-router's own ES build, as its package exports it to bundlers (the surface's source). */
function reactRouterEsm(fromDir) {
  const pkg = installedPackage('react-router', fromDir);
  const entry = pkg.exports?.['.']?.import?.default;
  if (typeof entry !== 'string') throw new Error('build-tools: react-router has no ES "import" export');
  const dir = path.dirname(require.resolve('react-router/package.json', { paths: [fromDir] }));
  return path.join(dir, entry);
}

/**
 * Packages every app must load exactly once (spec: one React, one auth state, one theme).
 * React Router is shared as 'react-router-dom' only: that name is the router surface (see
 * react-router-surface.mjs) holding the one router context; nothing imports 'react-router' itself
 * (an ESLint rule keeps it so), so sharing it too would only declare a module no app loads.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'styled-components',
  '@physio/shared-auth',
  '@physio/shared-ui',
  // The i18n runtime (issue 30): shared-ui's catalogs and every remote's translate through one copy.
  // Chosen over FormatJS by size: @lingui/core whole is 2.2 KB gzipped with precompiled catalogs,
  // @formatjs/intl 13.3 KB (esbuild, minified, gzip -6; README "Languages").
  '@lingui/core',
];

/** Entry points inside singleton packages that apps import directly; they follow their package's version. */
const SINGLETON_SUBPATHS = {
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom/client': 'react-dom',
  // The session without the HTTP client: what the shell's first render needs (no axios).
  '@physio/shared-auth/state': '@physio/shared-auth',
};

// zod, axios and @physio/shared-contracts are deliberately not shared: a shared module is bundled
// whole (no tree shaking), which costs more on first load (classic zod whole was ~88 KB gzipped) than the
// tree-shaken copies each app bundles. axios is only reached through the shared-auth singleton.

/**
 * Reads the installed package.json of `name` as seen from `fromDir` (walks up node_modules folders).
 * Does not use require.resolve so it works for packages whose exports hide package.json.
 */
function installedPackage(name, fromDir) {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) return JSON.parse(fs.readFileSync(candidate, 'utf8'));
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`build-tools: ${name} is not installed (looked from ${fromDir})`);
    dir = parent;
  }
}

/**
 * The `shared` option of ModuleFederationPlugin, with versions read from the installed packages (the
 * workspace packages' versions follow their public surface: scripts/check-shared-surface.mjs). Every
 * singleton is strict: a remote built against a version the shell's copy does not satisfy (another
 * major, a newer minor it may use) is refused by the runtime, so its pages show the unavailable
 * panel instead of running on a copy they were not built for (shell/src/federation/skew.ts says why).
 */
function sharedConfig(fromDir) {
  const shared = {};
  const entry = (version) => ({
    singleton: true,
    strictVersion: true,
    version,
    requiredVersion: `^${version}`,
  });
  for (const name of SINGLETONS) shared[name] = entry(installedPackage(name, fromDir).version);
  for (const [subpath, pkg] of Object.entries(SINGLETON_SUBPATHS))
    shared[subpath] = entry(installedPackage(pkg, fromDir).version);
  return shared;
}

/** Every src/pages/*.tsx except tests, exposed under its file name: './HomePage' → './src/pages/HomePage.tsx'. */
function pageExposes(dir) {
  const pagesDir = path.join(dir, 'src', 'pages');
  const exposes = {};
  for (const file of fs.readdirSync(pagesDir).sort()) {
    if (!file.endsWith('.tsx') || /\.(test|spec)\.tsx$/.test(file)) continue;
    exposes[`./${path.basename(file, '.tsx')}`] = `./src/pages/${file}`;
  }
  return exposes;
}

/** The shared packages' Jest kits: '@physio/shared-auth/testing', '@physio/shared-ui/testing' and their src/test/. */
const TEST_KIT = /[\\/]shared-(auth|ui)[\\/](testing\.ts|src[\\/]test[\\/])/;

/** Fails the build when a test kit is imported: its fakes must never reach a browser bundle. */
class NoTestKitPlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('NoTestKitPlugin', (factory) => {
      factory.hooks.afterResolve.tap('NoTestKitPlugin', (data) => {
        const file = data.createData?.resource ?? '';
        if (TEST_KIT.test(file)) {
          throw new Error(`${path.relative(process.cwd(), file)} is a test kit, for *.test.* files only`);
        }
      });
    });
  }
}

/** Build-time values the browser code reads from process.env; unset means "use the code's default". */
function defineEnv(mode) {
  const value = (name) => (process.env[name] ? JSON.stringify(process.env[name]) : 'undefined');
  return new webpack.DefinePlugin({
    'process.env.NODE_ENV': JSON.stringify(mode),
    'process.env.PHYSIO_SUPPORT_PHONE': value('PHYSIO_SUPPORT_PHONE'),
    'process.env.PHYSIO_SUPPORT_EMAIL': value('PHYSIO_SUPPORT_EMAIL'),
    'process.env.PHYSIO_GRIEVANCE_NAME': value('PHYSIO_GRIEVANCE_NAME'),
    'process.env.PHYSIO_GRIEVANCE_EMAIL': value('PHYSIO_GRIEVANCE_EMAIL'),
    'process.env.PHYSIO_GRIEVANCE_ADDRESS': value('PHYSIO_GRIEVANCE_ADDRESS'),
  });
}

const apiProxy = () => [
  { context: ['/api'], target: process.env.API_URL || 'http://localhost:4000', changeOrigin: false },
];

/** The shell serves the Devanagari subset fonts (shared-ui/src/fonts, scripts/subset-devanagari.mjs) at /fonts/. */
class DevanagariFontsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const dir = path.join(__dirname, '..', 'shared-ui', 'src', 'fonts');
    compiler.hooks.thisCompilation.tap('DevanagariFontsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'DevanagariFontsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.woff2')))
            compilation.emitAsset(
              `fonts/${file}`,
              new sources.RawSource(fs.readFileSync(path.join(dir, file))),
            );
        },
      );
    });
  }
}

/**
 * @param {{ kind: 'host' | 'remote', name: string, dir: string, port: number, title?: string }} app
 *   kind: the shell is the host; remotes expose their pages.
 *   name: federation container name (mf_booking…), dir: the app folder, port: canonical dev port.
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createConfig(app) {
  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const production = mode === 'production';
    const isHost = app.kind === 'host';
    const port = Number(process.env.PORT) || app.port;
    // A remote's own page (src/index.ts → standalone app) is for development; its production build is
    // only what the shell loads (remoteEntry.js, manifest, exposed chunks) unless PHYSIO_STANDALONE=1.
    const withPage = isHost || !production || process.env.PHYSIO_STANDALONE === '1';
    const hashed = production ? '[name].[contenthash:10].js' : '[name].js';
    // The federation runtime module asks for the entry chunk's file name before content hashes exist
    // (only to know its folder depth); [contenthash] would throw there, so answer without the hash.
    const entryFilename = production
      ? (pathData) => (pathData.chunk?.contentHash?.javascript ? hashed : '[name].js')
      : hashed;

    const federation = {
      name: app.name,
      dts: false,
      shareStrategy: 'loaded-first',
      shared: sharedConfig(app.dir),
    };
    // One copy of the federation runtime in production: the shell provides it as a global and the
    // remotes' remoteEntry.js uses it instead of bundling its own (~25 KB gzipped). A remote built
    // this way runs only inside the shell, so its standalone page (withPage) keeps its own runtime.
    const externalRuntime = production && !withPage;
    if (isHost) {
      // Remotes are registered at run time from /mf-config.json, never compiled in.
      federation.remotes = {};
      // The host's manifest only documents what it shares (scripts/check-singletons.mjs reads it).
      federation.manifest = { fileName: 'mf-manifest.json' };
      // Also in development, so a dev shell can load production remotes built with externalRuntime.
      federation.experiments = { provideExternalRuntime: true };
    } else {
      if (externalRuntime) federation.experiments = { externalRuntime: true };
      federation.filename = 'remoteEntry.js';
      federation.exposes = pageExposes(app.dir);
      federation.manifest = { fileName: 'mf-manifest.json' };
    }

    return {
      mode,
      context: app.dir,
      entry: withPage ? { main: './src/index.ts' } : {},
      target: 'web',
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        filename: entryFilename,
        chunkFilename: hashed,
        // Remotes are served from another origin: their chunks must load relative to remoteEntry.js.
        publicPath: isHost ? '/' : 'auto',
        // A module that threw while loading (a shared singleton refused: strictVersion) throws again
        // on the next require instead of handing out its half-evaluated exports (Retry, a second page).
        strictModuleExceptionHandling: !isHost,
        uniqueName: app.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: {
          // The plugin's runtime reaches runtime-core through require() (CommonJS build) and the
          // injected external-runtime provider through import (ES build): without this the shell
          // would bundle the federation runtime core twice.
          '@module-federation/runtime-core$': RUNTIME_CORE_ESM,
          'react-router-dom$': ROUTER_SURFACE,
          // Not a package: only the surface imports it, so react-router is bundled tree-shaken there.
          '@physio/react-router-impl$': reactRouterEsm(app.dir),
        },
      },
      module: {
        // A missing named export (e.g. a router part the surface does not re-export) fails the build.
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('ts-loader'),
              options: {
                transpileOnly: true,
                configFile: path.join(app.dir, 'tsconfig.json'),
                compilerOptions: { noEmit: false, sourceMap: !production },
              },
            },
          },
          {
            test: /\.(png|jpe?g|gif|webp|avif|svg)$/i,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 4096 } },
          },
          { test: /\.(woff2?)$/i, type: 'asset/resource' },
        ],
      },
      optimization: {
        // NODE_ENV comes from defineEnv so it is set once, the same way as the other variables.
        nodeEnv: false,
        moduleIds: production ? 'deterministic' : 'named',
      },
      performance: { hints: false },
      plugins: [
        defineEnv(mode),
        new NoTestKitPlugin(),
        new ModuleFederationPlugin(federation),
        isHost && new DevanagariFontsPlugin(),
        production && new PrecompressPlugin(),
        withPage &&
          new HtmlWebpackPlugin({
            // The shell's page is its own; every remote's standalone page is the one template here.
            template: isHost
              ? path.join(app.dir, 'public', 'index.html')
              : path.join(__dirname, 'standalone-page.html'),
            title: app.name,
            // Only the app's own entry: remoteEntry.js is for hosts.
            chunks: ['main'],
            // The page is served from the app's own origin root, also on nested routes (/user/…).
            publicPath: '/',
            scriptLoading: 'defer',
            minify: production,
          }),
      ].filter(Boolean),
      devServer: {
        port,
        host: process.env.HOST || 'localhost',
        hot: true,
        historyApiFallback: true,
        allowedHosts: 'all',
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
        headers: isHost
          ? { 'Cache-Control': 'no-cache' }
          : {
              'Access-Control-Allow-Origin': '*',
              'Access-Control-Allow-Headers': '*',
              'Cache-Control': 'no-cache',
            },
        proxy: apiProxy(),
        setupMiddlewares: isHost
          ? (middlewares, server) => {
              // Development stand-in for the mf-config.json written at deploy time.
              server.app.get('/mf-config.json', (_req, res) => {
                res.set('Cache-Control', 'no-cache');
                res.json(mfConfigFromEnv(process.env));
              });
              return middlewares;
            }
          : undefined,
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

module.exports = {
  createConfig,
  NoTestKitPlugin,
  sharedConfig,
  pageExposes,
  installedPackage,
  SINGLETONS,
  SINGLETON_SUBPATHS,
};
