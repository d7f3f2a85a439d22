/**
 * A receipt as a one-page A4 PDF (pdfkit). The 14 standard PDF fonts cannot draw the rupee sign, so the text is
 * set in a DejaVu Sans subset bundled in api/assets/fonts (Latin-1, dashes, quotes and ₹; see its README), which
 * pdfkit embeds with a ToUnicode map: the PDF's text can be searched and copied, and tests read it back.
 */
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { formatDateTime, formatPaise, formatPhone, type Receipt } from '@physio/shared-contracts';
import { apiRoot } from '../lib/paths';

/** dist/assets/fonts beside the bundle (build.mjs copies it), else the package's assets/fonts. */
function fontsDir(): string {
  const beside = path.join(__dirname, 'assets', 'fonts');
  return fs.existsSync(beside) ? beside : path.join(apiRoot(), 'assets', 'fonts');
}

const receiptFonts = () => {
  const dir = fontsDir();
  return {
    regular: path.join(dir, 'DejaVuSans-Receipt.ttf'),
    bold: path.join(dir, 'DejaVuSans-Bold-Receipt.ttf'),
  };
};

/** "24 Nov 2026, 6:44 pm IST": the instant read on the Asia/Kolkata clock. */
export const receiptDate = (instant: string): string => `${formatDateTime(instant)} IST`;

/** The lines of the money table: label and value, the last one the total. */
export function receiptLines(r: Receipt): [string, string][] {
  const lines: [string, string][] = [
    [`${r.sessions} × session at ${formatPaise(r.unit_price)}`, formatPaise(r.sessions * r.unit_price)],
  ];
  if (r.coupon_code || r.discount > 0) {
    const coupon = r.coupon_code ? `Coupon ${r.coupon_code}` : 'Discount';
    lines.push([
      r.kind === 'refund' ? `${coupon} (its share on these sessions)` : coupon,
      `- ${formatPaise(r.discount)}`,
    ]);
  }
  lines.push([r.kind === 'refund' ? 'Amount refunded' : 'Amount paid', formatPaise(r.amount)]);
  return lines;
}

export async function renderReceiptPdf(r: Receipt): Promise<Buffer> {
  const { regular, bold } = receiptFonts();
  const title = r.kind === 'refund' ? 'Refund receipt' : 'Payment receipt';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    font: regular,
    info: { Title: `${title} ${r.number}`, Author: r.clinic.name, Subject: r.description },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('bold').fontSize(18).text(r.clinic.name);
  doc.font('regular').fontSize(10).fillColor('#333333').text(r.clinic.address);
  doc.text(`${formatPhone(r.clinic.phone)} · ${r.clinic.email}`);
  doc.moveDown(1.5);

  doc.fillColor('#000000').font('bold').fontSize(14).text(title);
  doc.font('regular').fontSize(10);
  doc.text(`Receipt number: ${r.number}`);
  doc.text(`Date: ${receiptDate(r.issued_at)}`);
  doc.moveDown();

  doc.font('bold').text('Patient');
  doc.font('regular').text(r.patient.name);
  doc.text(formatPhone(r.patient.mobile));
  doc.moveDown();

  doc.font('bold').text('Description');
  doc.font('regular').text(r.description);
  doc.moveDown();

  const lines = receiptLines(r);
  lines.forEach(([label, value], i) => {
    const last = i === lines.length - 1;
    if (last) {
      doc
        .moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .strokeColor('#999999')
        .stroke();
      doc.moveDown(0.3);
    }
    const y = doc.y;
    doc.font(last ? 'bold' : 'regular').fontSize(last ? 12 : 10);
    doc.text(label, left, y, { width: width * 0.7 });
    doc.text(value, left + width * 0.7, y, { width: width * 0.3, align: 'right' });
    doc.moveDown(0.4);
  });
  doc.moveDown();

  doc.font('regular').fontSize(10).text(`Order ID: ${r.order_id}`, left);
  doc.text(`Payment ID: ${r.payment_id ?? '—'}`);
  doc.moveDown();
  doc.font('bold').text(r.note);
  doc.moveDown(2);
  doc.font('regular').fontSize(8).fillColor('#666666').text('This receipt was generated electronically.');
  doc.end();
  return done;
}
