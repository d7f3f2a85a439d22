// Writes api/assets/fonts/NotoSansDevanagari-{Regular,Bold}-Receipt.ttf: the Devanagari faces the PDFs (receipts,
// the data export) set Hindi in, beside the DejaVu Sans subset that draws their Latin (pdf-document.ts switches
// face per run of script). The source is the Noto Sans Devanagari the site's subset comes from
// (@fontsource/noto-sans-devanagari, SIL Open Font License 1.1): the whole Devanagari block U+0900–097F, the rupee
// sign, the joiners and the dotted circle, with every shaping rule hb-subset keeps for them, so a patient's name in
// Devanagari prints as well as our own words: nothing to re-run when a Hindi string is added. The Vedic extensions
// (U+1CD0–1CFF, U+A8E0–A8FF) and the other scripts' digits of the source are left out.
// TrueType outlines, as pdfkit (fontkit) embeds them. Run `node scripts/make-devanagari-font.mjs` from api/.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..', '..');
const require = createRequire(path.join(root, 'shared-ui', 'package.json'));
const subsetFont = require('subset-font');
const fontkit = require('fontkit');

for (const [weight, name] of [
  [400, 'Regular'],
  [700, 'Bold'],
]) {
  const source = require.resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
  );
  const input = fs.readFileSync(source);
  const text = String.fromCodePoint(
    ...fontkit
      .create(input)
      .characterSet.filter(
        (c) => (c >= 0x900 && c <= 0x97f) || [0x20, 0xa0, 0x200c, 0x200d, 0x20b9, 0x25cc].includes(c),
      ),
  );
  const font = await subsetFont(input, text, { targetFormat: 'truetype' });
  const out = path.join(here, '..', 'assets', 'fonts', `NotoSansDevanagari-${name}-Receipt.ttf`);
  fs.writeFileSync(out, font);
  console.log(`${path.relative(root, out)}: ${font.length} bytes, ${[...text].length} characters`);
}
