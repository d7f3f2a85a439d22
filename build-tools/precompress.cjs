// Precompressed twins of a production build's text assets: `x.js` gets `x.js.gz`, compressed once at
// build time with Zopfli (a gzip stream every browser reads, about 3 % smaller than nginx's gzip at level 6)
// and served as is by both page servers (nginx gzip_static, scripts/lib/static-server.mjs), so every page's
// first-render JavaScript is smaller and no server spends CPU compressing it per request.
const fs = require('node:fs/promises');
const path = require('node:path');
const zopfli = require('@gfx/zopfli');

/** What is precompressed: the text assets webpack emits (HTML is composed at serve time and stays out). */
const COMPRESSIBLE = /\.(js|css|json|svg)$/;
/** Written at deploy time (deploy/docker/40-mf-config.sh): a twin built beside it would go stale. */
const DEPLOY_TIME_FILES = new Set(['mf-config.json']);
/** Below this the servers send the file uncompressed (gzip_min_length), so no twin. */
const MIN_BYTES = 512;
/** Zopfli's passes (its default): about 3 s of a remote's build. */
const ITERATIONS = 15;

/** Whether an emitted asset gets a precompressed twin. */
function wantsTwin(name, bytes) {
  return COMPRESSIBLE.test(name) && !DEPLOY_TIME_FILES.has(path.basename(name)) && bytes >= MIN_BYTES;
}

/** Writes `<file>.gz` beside each file of `files` (paths) that wants one; resolves to the twins written. */
async function writeTwins(files) {
  const written = [];
  for (const file of files) {
    const body = await fs.readFile(file);
    if (!wantsTwin(file, body.length)) continue;
    const gz = await zopfli.gzipAsync(body, { numiterations: ITERATIONS });
    await fs.writeFile(`${file}.gz`, gz);
    written.push(`${file}.gz`);
  }
  return written;
}

/**
 * After webpack has written the build (production only): the twins of what it emitted. They are not
 * webpack assets, so no manifest lists them, and the next build's `output.clean` removes them with the
 * files they belong to.
 */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      // Every asset, not only `emittedAssets`: webpack does not rewrite a file whose bytes did not change.
      await writeTwins(compilation.getAssets().map(({ name }) => path.join(outputPath, name)));
    });
  }
}

module.exports = { PrecompressPlugin, writeTwins, wantsTwin };
