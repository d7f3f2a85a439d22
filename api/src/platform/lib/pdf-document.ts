/**
 * A one-page A4 PDF (pdfkit) for the papers a patient keeps: receipts and prescriptions. The 14 standard PDF fonts
 * cannot draw the rupee sign, so the text is set in a DejaVu Sans subset bundled in api/assets/fonts (Latin-1,
 * dashes, quotes and ₹; see its README), which pdfkit embeds with a ToUnicode map: the PDF's text can be searched
 * and copied, and tests read it back. Fonts are registered as 'regular' and 'bold'.
 *
 * Hindi (issue 30): DejaVu has no Devanagari, so `write` sets each run of Devanagari in Noto Sans Devanagari
 * ('regular-deva', 'bold-deva'; the same folder) and the rest in DejaVu, one line of text continued across the
 * runs. fontkit shapes the Devanagari runs (conjuncts, reph, the i-matra before its consonant), and pdfkit maps each
 * glyph to one character: copied as drawn, a ि or a reph would come out before its consonant. So each Devanagari run
 * is drawn inside a marked-content span whose /ActualText is its own text (PDF 32000-1 §14.9.4; `spanned` below): a
 * reader that copies or extracts text (Acrobat, poppler's pdftotext, a screen reader) takes that logical string
 * instead of the glyphs.
 */
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { apiRoot } from './paths';

/** dist/assets/fonts beside the bundle (build.mjs copies it), else the package's assets/fonts. */
function fontsDir(): string {
  const beside = path.join(__dirname, 'assets', 'fonts');
  return fs.existsSync(beside) ? beside : path.join(apiRoot(), 'assets', 'fonts');
}

export interface PdfPaper {
  doc: PDFKit.PDFDocument;
  /** The left margin and the width between the margins. */
  left: number;
  width: number;
  /** Ends the document; resolves with its bytes. */
  finish: () => Promise<Buffer>;
}

export function startPdf(info: { Title: string; Author: string; Subject: string }): PdfPaper {
  const dir = fontsDir();
  const regular = path.join(dir, 'DejaVuSans-Receipt.ttf');
  const doc = new PDFDocument({ size: 'A4', margin: 50, font: regular, info });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', path.join(dir, 'DejaVuSans-Bold-Receipt.ttf'));
  doc.registerFont('regular-deva', path.join(dir, 'NotoSansDevanagari-Regular-Receipt.ttf'));
  doc.registerFont('bold-deva', path.join(dir, 'NotoSansDevanagari-Bold-Receipt.ttf'));
  const left = doc.page.margins.left;
  return {
    doc,
    left,
    width: doc.page.width - left - doc.page.margins.right,
    finish: () => {
      doc.end();
      return done;
    },
  };
}

export type PdfWeight = 'regular' | 'bold';

// A run of Devanagari: its letters, dandas and joiners, and the spaces between two of its words.
const DEVANAGARI_RUN =
  /[\p{Script=Devanagari}\u0964\u0965\u200C\u200D]+(?:[ \u00A0]+[\p{Script=Devanagari}\u0964\u0965\u200C\u200D]+)*/gu;

/** The text cut into runs of one face: Devanagari (Noto Sans Devanagari) and the rest (DejaVu Sans). */
export function scriptRuns(text: string): { text: string; devanagari: boolean }[] {
  const runs: { text: string; devanagari: boolean }[] = [];
  let at = 0;
  for (const m of text.matchAll(DEVANAGARI_RUN)) {
    if (m.index > at) runs.push({ text: text.slice(at, m.index), devanagari: false });
    runs.push({ text: m[0], devanagari: true });
    at = m.index + m[0].length;
  }
  if (at < text.length || runs.length === 0) runs.push({ text: text.slice(at), devanagari: false });
  return runs;
}

/**
 * `doc.text` in the weight given, each script in its face: at (x, y) when given, else where the text stands. The
 * document is left in the Latin face of that weight.
 */
export function write(
  doc: PDFKit.PDFDocument,
  weight: PdfWeight,
  text: string,
  options: PDFKit.Mixins.TextOptions & { x?: number; y?: number } = {},
) {
  const { x, y, ...rest } = options;
  const runs = scriptRuns(text);
  runs.forEach((run, i) => {
    doc.font(run.devanagari ? `${weight}-deva` : weight);
    const opts = { ...rest, continued: i < runs.length - 1 };
    const draw = () =>
      i === 0 && x !== undefined ? doc.text(run.text, x, y, opts) : doc.text(run.text, opts);
    if (run.devanagari) spanned(doc, draw);
    else draw();
  });
  doc.font(weight);
  return doc;
}

/** A PDF text string in UTF-16BE with its byte order mark, as hex: any text, nothing to escape. */
export const utf16Hex = (text: string) =>
  `<FEFF${[...text]
    .flatMap((c) => {
      const code = c.codePointAt(0)!;
      if (code < 0x10000) return [code];
      const v = code - 0x10000;
      return [0xd800 + (v >> 10), 0xdc00 + (v & 0x3ff)];
    })
    .map((u) => u.toString(16).toUpperCase().padStart(4, '0'))
    .join('')}>`;

/** What `spanned` reaches inside pdfkit: a line's fragment is drawn by `_fragment`, operators go out by `addContent`. */
interface PdfkitInside {
  _fragment: (text: string, x: number, y: number, options: unknown) => unknown;
  addContent: (data: string) => unknown;
}

/**
 * Runs `draw` with each line it draws wrapped in `/Span << /ActualText (the line's text) >> BDC … EMC`. The span sits
 * inside the line's own `q … Q`, around its `BT … ET`: pdfkit flips the coordinates for each line and restores them
 * after, and a reader places the ActualText with the graphics state at EMC (poppler does), so a span around the
 * `q … Q` (pdfkit's own `markContent`) would be placed upside down. A run wrapped onto two lines is two spans, each
 * with the text of its line.
 */
function spanned(doc: PDFKit.PDFDocument, draw: () => void) {
  const inside = doc as unknown as PdfkitInside;
  const { _fragment: fragment, addContent } = inside;
  let line: string | null = null;
  inside._fragment = function (text, ...rest) {
    line = text;
    try {
      return fragment.call(this, text, ...rest);
    } finally {
      line = null;
    }
  };
  inside.addContent = function (data) {
    if (line !== null && data === 'BT')
      addContent.call(this, `/Span << /ActualText ${utf16Hex(line)} >> BDC`);
    addContent.call(this, data);
    if (line !== null && data === 'ET') addContent.call(this, 'EMC');
    return this;
  };
  try {
    draw();
  } finally {
    inside._fragment = fragment;
    inside.addContent = addContent;
  }
}

/** A column of a table: its heading and its share of the width between the margins. */
export type PdfColumn = [heading: string, share: number];

/** A table from the left margin: the headings in bold, then each row; a cell wraps within its column. */
export function drawTable(
  paper: Pick<PdfPaper, 'doc' | 'left' | 'width'>,
  columns: PdfColumn[],
  rows: string[][],
) {
  const { doc, left, width } = paper;
  const line = (cells: string[], font: PdfWeight) => {
    const y = doc.y;
    let x = left;
    let bottom = y;
    doc.font(font).fontSize(10);
    cells.forEach((cell, i) => {
      const w = width * columns[i]![1];
      write(doc, font, cell, { x, y, width: w - 6 });
      bottom = Math.max(bottom, doc.y);
      x += w;
    });
    doc.y = bottom + 4;
  };
  line(
    columns.map(([heading]) => heading),
    'bold',
  );
  for (const cells of rows) line(cells, 'regular');
  doc.x = left;
}
