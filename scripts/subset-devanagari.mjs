#!/usr/bin/env node
// Writes shared-ui/src/fonts/noto-sans-devanagari-{400,700}.<hash>.woff2 and devanagariFont.ts (their URLs): Noto Sans Devanagari (SIL Open Font
// License 1.1, from @fontsource/noto-sans-devanagari) cut down to the Devanagari characters our
// sources contain, with the shaping rules (conjuncts, matras) that combine them kept by hb-subset.
// The site loads it only for Devanagari text (GlobalStyle's @font-face unicode-range), so an English
// page never downloads it. The language switch of an English page names Hindi in its own script (हिन्दी):
// that label has a face of its own cut to its few characters (hindi-label.<hash>.woff2, 2-3 KB), so an
// English page fetches that instead of the whole 28 KB face. Run it again after adding Hindi strings:
//   node scripts/subset-devanagari.mjs          (writes the fonts)
//   node scripts/subset-devanagari.mjs --check  (exit 1 when a Hindi character in the sources is missing)
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(ROOT, 'shared-ui', 'package.json'));
const OUT = path.join(ROOT, 'shared-ui', 'src', 'fonts');
const SOURCES = [
  'shared-contracts/src',
  'shared-ui/src',
  'shell/src',
  'mf-public-site/src',
  'mf-booking/src',
];
// The dandas (। ॥) are Common script, shared by the Indic scripts: named so Hindi sentences keep their full stop.
const DEVANAGARI = /[\p{Script=Devanagari}\u0964\u0965]/gu;
// Joiners and the dotted circle take part in shaping a Devanagari run.
const ALWAYS = '\u200C\u200D\u25CC';

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

export function devanagariInSources() {
  const chars = new Set();
  for (const dir of SOURCES)
    for (const file of files(path.join(ROOT, dir)))
      for (const ch of fs.readFileSync(file, 'utf8').match(DEVANAGARI) ?? []) chars.add(ch);
  return [...chars].sort().join('');
}

/** The switch's label on English pages: LOCALE_NAMES.hi of shared-ui/src/i18n/locale.ts. */
export function hindiLabel() {
  const source = fs.readFileSync(path.join(ROOT, 'shared-ui', 'src', 'i18n', 'locale.ts'), 'utf8');
  const label = /LOCALE_NAMES[^=]*=\s*\{[^}]*\bhi:\s*'([^']+)'/.exec(source)?.[1];
  if (!label) throw new Error('shared-ui/src/i18n/locale.ts: no LOCALE_NAMES.hi');
  return label;
}

const text = devanagariInSources();
const labelListFile = path.join(OUT, 'hindi-label-chars.txt');
const listFile = path.join(OUT, 'devanagari-chars.txt');
if (process.argv.includes('--check')) {
  const have = new Set(fs.existsSync(listFile) ? fs.readFileSync(listFile, 'utf8').trim() : '');
  const missing = [...text].filter((ch) => !have.has(ch));
  if (missing.length) {
    console.log(`Devanagari font subset lacks ${missing.join(' ')}: run node scripts/subset-devanagari.mjs`);
    process.exit(1);
  }
  const label = fs.existsSync(labelListFile) ? fs.readFileSync(labelListFile, 'utf8').trim() : '';
  if (label !== hindiLabel()) {
    console.log(
      `The switch's label font is cut for "${label}", the label is "${hindiLabel()}": run node scripts/subset-devanagari.mjs`,
    );
    process.exit(1);
  }
  console.log(`Devanagari font subset covers the ${text.length} characters the sources use`);
} else {
  const subsetFont = require('subset-font');
  for (const old of fs.readdirSync(OUT).filter((f) => f.endsWith('.woff2'))) fs.rmSync(path.join(OUT, old));
  const urls = {};
  for (const weight of [400, 700]) {
    const source = require.resolve(
      `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
    );
    const font = await subsetFont(fs.readFileSync(source), text + ALWAYS, { targetFormat: 'woff2' });
    // A content hash in the name: nginx serves such files as immutable (deploy/nginx/shell.conf.template).
    const hash = crypto.createHash('sha256').update(font).digest('hex').slice(0, 10);
    const name = `noto-sans-devanagari-${weight}.${hash}.woff2`;
    const out = path.join(OUT, name);
    fs.writeFileSync(out, font);
    urls[weight] = `/fonts/${name}`;
    console.log(`${path.relative(ROOT, out)}: ${font.length} bytes (from ${fs.statSync(source).size})`);
  }
  // The switch's label (regular weight: the button's medium 500 takes the 400 face, as in the whole font).
  const labelSource =
    require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2');
  const label = hindiLabel();
  const labelFont = await subsetFont(fs.readFileSync(labelSource), label, { targetFormat: 'woff2' });
  const labelName = `hindi-label.${crypto.createHash('sha256').update(labelFont).digest('hex').slice(0, 10)}.woff2`;
  fs.writeFileSync(path.join(OUT, labelName), labelFont);
  console.log(`shared-ui/src/fonts/${labelName}: ${labelFont.length} bytes (${label})`);
  fs.writeFileSync(listFile, `${text}\n`);
  fs.writeFileSync(labelListFile, `${label}\n`);
  const entries = Object.entries(urls).map(([weight, url]) => `  '${weight}': '${url}',\n`);
  fs.writeFileSync(
    path.join(OUT, 'devanagariFont.ts'),
    "// Written by scripts/subset-devanagari.mjs: the subset fonts the shell's build copies to /fonts/.\n" +
      `export const DEVANAGARI_FONT_URLS = {\n${entries.join('')}} as const;\n` +
      "// The language switch's label on English pages (LOCALE_NAMES.hi) alone.\n" +
      `export const HINDI_LABEL_FONT_URL = '/fonts/${labelName}';\n`,
  );
  console.log(`${text.length} Devanagari characters`);
}
