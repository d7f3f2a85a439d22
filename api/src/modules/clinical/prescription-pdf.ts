/** A prescription as a one-page A4 PDF the patient prints or keeps (pdf-document.ts). */
import { formatDate, formatPhone, type Prescription } from '@physio/shared-contracts';
import type { Config } from '../../platform/config';
import { startPdf } from '../../platform/lib/pdf-document';

export async function renderPrescriptionPdf(
  p: Prescription & { patient_name: string; registration_number: string | null },
  clinic: Config['clinic'],
): Promise<Buffer> {
  const { doc, left, width, finish } = startPdf({
    Title: `Prescription: ${p.title}`,
    Author: p.doctor_name,
    Subject: `Prescription for ${p.patient_name}`,
  });
  doc.font('bold').fontSize(18).text(clinic.name);
  doc.font('regular').fontSize(10).fillColor('#333333').text(clinic.address);
  doc.text(`${formatPhone(clinic.phone)} · ${clinic.email}`);
  doc.moveDown(1.5);

  doc.fillColor('#000000').font('bold').fontSize(14).text(p.title);
  doc.font('regular').fontSize(10);
  doc.text(`Patient: ${p.patient_name}, ${formatPhone(p.patient_id)}`);
  doc.text(
    `Physiotherapist: ${p.doctor_name}${p.registration_number ? ` · Reg. no. ${p.registration_number}` : ''}`,
  );
  doc.text(`Date: ${formatDate(p.created_at)}`);
  doc.moveDown();

  if (p.advice) {
    doc.font('bold').text('Advice');
    doc.font('regular').text(p.advice);
    doc.moveDown();
  }
  if (p.exercises.length > 0) {
    doc.font('bold').text('Exercises');
    doc.moveDown(0.3);
    const columns: [string, number][] = [
      ['Exercise', 0.4],
      ['Sets', 0.1],
      ['Reps', 0.25],
      ['How often', 0.25],
    ];
    const row = (cells: string[], font: 'regular' | 'bold') => {
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
    row(
      columns.map(([name]) => name),
      'bold',
    );
    for (const e of p.exercises) row([e.name, String(e.sets), e.reps, e.frequency], 'regular');
  }
  doc.moveDown(2);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor('#666666')
    .text(
      'Follow the exercises as your physiotherapist showed you; stop and call the clinic if one hurts.',
      left,
    );
  return finish();
}
