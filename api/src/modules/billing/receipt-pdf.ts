/** A receipt as a one-page A4 PDF (pdf-document.ts: the bundled fonts that draw ₹). */
import {
  dependantWithRelation,
  formatDateTime,
  formatPaise,
  formatPhone,
  practitionerLine,
  type Receipt,
} from '@physio/shared-contracts';
import { startPdf } from '../../platform/lib/pdf-document';

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
  const title = r.kind === 'refund' ? 'Refund receipt' : 'Payment receipt';
  const { doc, left, width, finish } = startPdf({
    Title: `${title} ${r.number}`,
    Author: r.clinic.name,
    Subject: r.description,
  });

  doc.font('bold').fontSize(18).text(r.clinic.name);
  doc.font('regular').fontSize(10).fillColor('#333333').text(r.clinic.address);
  doc.text(`${formatPhone(r.clinic.phone)} · ${r.clinic.email}`);
  doc.moveDown(1.5);

  doc.fillColor('#000000').font('bold').fontSize(14).text(title);
  doc.font('regular').fontSize(10);
  doc.text(`Receipt number: ${r.number}`);
  doc.text(`Date: ${formatDateTime(r.issued_at)}`);
  doc.moveDown();

  // A family member's receipt (issue 28 point 3): they are the patient, the account holder paid.
  if (r.dependant) {
    doc.font('bold').text('Patient');
    doc.font('regular').text(dependantWithRelation(r.dependant));
    doc.moveDown();
  }
  doc.font('bold').text(r.dependant ? 'Paid by' : 'Patient');
  doc.font('regular').text(r.patient.name);
  doc.text(formatPhone(r.patient.mobile));
  doc.moveDown();

  if (r.practitioner) {
    doc.font('bold').text('Practitioner');
    doc.font('regular').text(practitionerLine(r.practitioner));
    doc.moveDown();
  }

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
  return finish();
}
