#!/usr/bin/env node
/**
 * After the shell's webpack build: the frame of every route of the route table, into which the page
 * servers compose the route's remote page at request time (README: composition contract). Reads no
 * remote's source and no remote's dist/.
 *   node shell/src/prerender/build.mjs shell/dist
 * 1. the shell renders its frame for each route (render.tsx: navigation, footer, <main> with the
 *    page's Suspense boundary, signed out) into dist/_frames/<route>.html, with the SSI commands that
 *    put the remote's fragments in (document.ts), and dist/_frames/routes.map (routeMap.ts);
 * 2. the app's scripts are started by a small loader, inline at the end of each page (its hash goes
 *    into dist/csp-script-hashes.txt for the CSP), once the page has painted (paintFirst.ts),
 *    which also preloads the page's remote; what a visitor types before the app takes over is
 *    handed to the app (takeover.ts);
 * 3. dist/index.html becomes dist/spa.html, the page of paths no route's frame answers.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { bundleForNode } from '../../../build-tools/node-bundle.mjs';
// The files both servers use (deploy/nginx/shell.conf.template says the same; serving tests).
import { FRAMES_DIR, PRIVATE_FRAMES_DIR, ROUTE_MAP_FILE } from '../../../scripts/lib/frames.mjs';
import { SPA_PAGE } from '../../../scripts/lib/static-server.mjs';
import { CSP_SCRIPT_HASHES_FILE } from '../../../scripts/lib/security-headers.mjs';
// The login page the page servers answer in place of a gated page, and the URL its loader shows then.
import { LOGIN_URL_PREFIX, PATIENT_LOGIN_PATH } from '../../../scripts/lib/page-routes.mjs';

const dist = process.argv[2];
if (!dist) {
  console.error('usage: node shell/src/prerender/build.mjs <shell dist folder>');
  process.exit(2);
}
const started = Date.now();
const here = path.dirname(fileURLToPath(import.meta.url));
const tmp = mkdtempSync(path.join(os.tmpdir(), 'physio-shell-frames-'));

/**
 * Build-time bundle: RemotePage (federation, lazy) becomes the page's Suspense boundary around a
 * slot, and the route guards let the frame of a page behind a login render (GuardedSlot.tsx).
 */
const slotPlugin = {
  name: 'remote-page-slot',
  setup(build) {
    build.onResolve({ filter: /\/federation\/RemotePage$/ }, () => ({
      path: path.join(here, 'RemotePageSlot.tsx'),
    }));
    build.onResolve({ filter: /^\.\/Guarded$/ }, (args) =>
      path.basename(args.resolveDir) === 'routing' ? { path: path.join(here, 'GuardedSlot.tsx') } : undefined,
    );
  },
};

/** The remote whose pages (the doctor's) have frames in English only. */
const ENGLISH_ONLY_REMOTE = 'mf_doctor';

/** Pages behind these guards belong to someone's account: their frames go out `private, no-cache`. */
const SIGNED_IN_GUARDS = new Set(['doctor', 'patientOrDoctor']);

try {
  const bundle = path.join(tmp, 'shell-frames.mjs');
  await bundleForNode(path.join(here, 'render.tsx'), bundle, [slotPlugin]);
  const {
    renderShellFrame,
    frameDocument,
    frameFileFor,
    routeMap,
    slotMarkup,
    spaDocument,
    ROUTES,
    SIGN_IN_PATHS,
    LOCALES,
    HTML_LANG,
    inLocale,
  } = await import(pathToFileURL(bundle).href);

  const loader = await build({
    entryPoints: [path.join(here, 'paintFirst.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2017',
    charset: 'ascii',
    write: false,
    logLevel: 'error',
  });
  // Inline in every page: "</script" (in a string: the mf-config slot's markup) written as "<\/script",
  // which means the same in JavaScript and does not end the element.
  const loaderCode = loader.outputFiles[0].text.trimEnd().replace(/<\/(script)/gi, '<\\/$1');
  // The CSP's script-src allows the inline loader by this hash, and no other inline script
  // (deploy/security-headers.txt ${INLINE_SCRIPT_HASHES}; both page servers read the file).
  const loaderHash = `'sha256-${createHash('sha256').update(loaderCode).digest('base64')}'`;
  writeFileSync(path.join(dist, CSP_SCRIPT_HASHES_FILE), `${loaderHash}\n`);

  const indexFile = path.join(dist, 'index.html');
  const template = readFileSync(indexFile, 'utf8');
  if (template.includes('data-prerendered')) throw new Error(`${indexFile} is already a frame`);
  writeFileSync(path.join(dist, SPA_PAGE), spaDocument(template, { loader: loaderCode }));
  rmSync(indexFile);

  // A Hindi frame preloads the Devanagari faces (both weights: headings are bold) that the shell's build
  // emitted (build-tools DevanagariFontsPlugin): here by the first paint, Hindi text does not reflow when
  // they swap in. English frames preload nothing: their only Devanagari is the switch's label (its own face).
  const devanagariFonts = readdirSync(path.join(dist, 'fonts'))
    .filter((file) => /^noto-sans-devanagari-\d+\.[0-9a-f]+\.woff2$/.test(file))
    .map((file) => `/fonts/${file}`);
  if (devanagariFonts.length !== 2)
    throw new Error(`expected the two Devanagari faces in ${dist}/fonts, found ${devanagariFonts.length}`);

  const frames = path.join(dist, FRAMES_DIR);
  rmSync(frames, { recursive: true, force: true });
  const mapped = [];
  let translated = 0;
  for (const { path: pattern, page, guard } of ROUTES)
    for (const locale of LOCALES) {
      // The doctor's pages stay English (issue 30): no frame in another language, so the page servers
      // answer the English frame whatever the cookie says.
      if (locale !== 'en' && page.startsWith(`${ENGLISH_ONLY_REMOTE}/`)) continue;
      // The frame of a route with a parameter is rendered at its placeholder path (/c/_id): the same
      // frame for every value, whose links the loader fills in.
      const route = pattern.replace(/:[A-Za-z]+/g, '_id');
      const frame = await inLocale(locale, () => renderShellFrame(route, page));
      const html = frameDocument(template, {
        locale,
        htmlLang: HTML_LANG[locale],
        rootHtml: frame.rootHtml,
        slot: slotMarkup(page),
        remote: page.split('/')[0],
        loadingHtml: frame.loadingHtml,
        styles: frame.styles,
        loader: loaderCode,
        route: route !== pattern ? route : undefined,
        signingIn: SIGN_IN_PATHS.includes(pattern),
        loginUrl: pattern === PATIENT_LOGIN_PATH ? LOGIN_URL_PREFIX : undefined,
        fonts: locale === 'hi' ? devanagariFonts : undefined,
      });
      const file = `${SIGNED_IN_GUARDS.has(guard) ? `${PRIVATE_FRAMES_DIR}/` : ''}${frameFileFor(pattern)}`;
      // Another language's frame of the same route: _frames/hi/<file> (frameInLocale, both page servers).
      const written = locale === 'en' ? file : `${locale}/${file}`;
      mkdirSync(path.dirname(path.join(frames, written)), { recursive: true });
      writeFileSync(path.join(frames, written), html);
      if (locale === 'en') mapped.push({ pattern, frameUrl: `/${FRAMES_DIR}/${file}` });
      else translated += 1;
    }
  writeFileSync(path.join(frames, ROUTE_MAP_FILE), routeMap(mapped));
  const privateCount = mapped.filter((m) => m.frameUrl.includes(`/${PRIVATE_FRAMES_DIR}/`)).length;
  console.log(
    `framed ${mapped.length} routes (${privateCount} behind a login; ${translated} also in Hindi) into ${frames} in ${Date.now() - started} ms (SPA page ${SPA_PAGE})`,
  );
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
