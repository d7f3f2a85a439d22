// Bundles a TSX entry (and the workspace packages it imports, which are TypeScript) into one ES
// module for Node, so build steps can render React pages at build time. Used by the prerenderers.
import { build } from 'esbuild';

/**
 * @param {string} entry   path of the .ts/.tsx entry
 * @param {string} outfile path of the .mjs to write
 * @param {import('esbuild').Plugin[]} [plugins]
 */
export async function bundleForNode(entry, outfile, plugins = []) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    // CommonJS dependencies (react-dom/server…) call require() inside the ESM bundle.
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    plugins,
    logLevel: 'error',
  });
}
