/** A receipt as a one-page A4 PDF (pdf-document.ts: the bundled fonts that draw ₹ and Devanagari). */
import {
  formatDateTime,
  formatPaise,
  formatPhone,
  type Language,
  type Receipt,
} from '@physio/shared-contracts';
import { startPdf, write } from '../../platform/lib/pdf-document';
import { dependantLine, receiptWords } from './receipt-texts';

/** The lines of the money table: label and value, the last one the total. Amounts in en-IN in every language. */
export function receiptLines(r: Receipt, language: Language = 'en'): [string, string][] {
  const words = receiptWords(language);
  const lines: [string, string][] = [
    [words.sessionsAt(r.sessions, formatPaise(r.unit_price)), formatPaise(r.sessions * r.unit_price)],
  ];
  if (r.coupon_code || r.discount > 0) {
    const coupon = r.coupon_code ? words.coupon(r.coupon_code) : words.discount;
    lines.push([r.kind === 'refund' ? words.refundShare(coupon) : coupon, `- ${formatPaise(r.discount)}`]);
  }
  lines.push([r.kind === 'refund' ? words.amountRefunded : words.amountPaid, formatPaise(r.amount)]);
  return lines;
}

/** The receipt in `language` (its description and note already are: readReceipt wrote them). */
export async function renderReceiptPdf(r: Receipt, language: Language = 'en'): Promise<Buffer> {
  const words = receiptWords(language);
  const title = r.kind === 'refund' ? words.refundReceipt : words.paymentReceipt;
  const { doc, left, width, finish } = startPdf({
    Title: `${title} ${r.number}`,
    Author: r.clinic.name,
    Subject: r.description,
  });

  doc.fontSize(18);
  write(doc, 'bold', r.clinic.name);
  doc.fontSize(10).fillColor('#333333');
  write(doc, 'regular', r.clinic.address);
  write(doc, 'regular', `${formatPhone(r.clinic.phone)} · ${r.clinic.email}`);
  doc.moveDown(1.5);

  doc.fillColor('#000000').fontSize(14);
  write(doc, 'bold', title);
  doc.fontSize(10);
  write(doc, 'regular', `${words.receiptNumber}: ${r.number}`);
  write(doc, 'regular', `${words.date}: ${formatDateTime(r.issued_at, language)}`);
  doc.moveDown();

  const section = (heading: string, ...lines: string[]) => {
    write(doc, 'bold', heading);
    for (const line of lines) write(doc, 'regular', line);
    doc.moveDown();
  };
  // A family member's receipt (issue 28 point 3): they are the patient, the account holder paid.
  if (r.dependant) section(words.patient, dependantLine(r.dependant, language));
  section(r.dependant ? words.paidBy : words.patient, r.patient.name, formatPhone(r.patient.mobile));
  if (r.practitioner) section(words.practitioner, words.practitionerLine(r.practitioner));
  section(words.description, r.description);

  const lines = receiptLines(r, language);
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
    const weight = last ? 'bold' : 'regular';
    doc.fontSize(last ? 12 : 10);
    write(doc, weight, label, { x: left, y, width: width * 0.7 });
    const below = doc.y;
    write(doc, weight, value, { x: left + width * 0.7, y, width: width * 0.3, align: 'right' });
    doc.y = Math.max(below, doc.y);
    doc.moveDown(0.4);
  });
  doc.moveDown();

  doc.fontSize(10);
  write(doc, 'regular', `${words.orderId}: ${r.order_id}`, { x: left });
  write(doc, 'regular', `${words.paymentId}: ${r.payment_id ?? '—'}`);
  doc.moveDown();
  write(doc, 'bold', r.note);
  doc.moveDown(2);
  doc.fontSize(8).fillColor('#666666');
  write(doc, 'regular', words.electronic);
  return finish();
}
