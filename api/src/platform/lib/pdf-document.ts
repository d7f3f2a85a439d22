/**
 * A one-page A4 PDF (pdfkit) for the papers a patient keeps: receipts and prescriptions. The 14 standard PDF fonts
 * cannot draw the rupee sign, so the text is set in a DejaVu Sans subset bundled in api/assets/fonts (Latin-1,
 * dashes, quotes and ₹; see its README), which pdfkit embeds with a ToUnicode map: the PDF's text can be searched
 * and copied, and tests read it back. Fonts are registered as 'regular' and 'bold'.
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

/** A column of a table: its heading and its share of the width between the margins. */
export type PdfColumn = [heading: string, share: number];

/** A table from the left margin: the headings in bold, then each row; a cell wraps within its column. */
export function drawTable(
  paper: Pick<PdfPaper, 'doc' | 'left' | 'width'>,
  columns: PdfColumn[],
  rows: string[][],
) {
  const { doc, left, width } = paper;
  const line = (cells: string[], font: 'regular' | 'bold') => {
    const y = doc.y;
    let x = left;
    let bottom = y;
    doc.font(font).fontSize(10);
    cells.forEach((cell, i) => {
      const w = width * columns[i]![1];
      doc.text(cell, x, y, { width: w - 6 });
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
