/**
 * A one-page A4 PDF (pdfkit) for the papers a patient keeps: receipts and prescriptions. The 14 standard PDF fonts
 * cannot draw the rupee sign, so the text is set in a DejaVu Sans subset bundled in api/assets/fonts (Latin-1,
 * dashes, quotes and ₹; see its README), which pdfkit embeds with a ToUnicode map: the PDF's text can be searched
 * and copied, and tests read it back. Fonts are registered as 'regular' and 'bold'.
 *
 * Hindi (issue 30): DejaVu has no Devanagari, so `write` sets each run of Devanagari in Noto Sans Devanagari
 * ('regular-deva', 'bold-deva'; the same folder) and the rest in DejaVu, one line of text continued across the
 * runs. fontkit shapes the Devanagari runs (conjuncts, reph, the i-matra before its consonant). A PDF reader copies
 * such text in the order the glyphs are drawn, so a copied ि or reph may come out before its consonant.
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
    if (i === 0 && x !== undefined) doc.text(run.text, x, y, opts);
    else doc.text(run.text, opts);
  });
  doc.font(weight);
  return doc;
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
