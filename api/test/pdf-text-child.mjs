// Reads a PDF from stdin and prints the text of each page (pdfjs-dist), one line per text line. Run as a child
// process by test/pdf-text.ts: pdfjs-dist is ESM only, which jest's CommonJS runtime cannot import.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), useSystemFonts: false }).promise;
const lines = [];
for (let p = 1; p <= pdf.numPages; p++) {
  const page = await pdf.getPage(p);
  const content = await page.getTextContent();
  let line = '';
  for (const item of content.items) {
    if (!('str' in item)) continue;
    line += item.str;
    if (item.hasEOL) {
      lines.push(line);
      line = '';
    } else if (item.str) line += ' ';
  }
  if (line) lines.push(line);
}
process.stdout.write(
  JSON.stringify({ pages: pdf.numPages, lines: lines.map((l) => l.replace(/\s+/g, ' ').trim()) }),
);
