/** A prescription as a one-page A4 PDF the patient prints or keeps (pdf-document.ts). */
import { formatDate, formatPhone, type Prescription } from '@physio/shared-contracts';
import type { Config } from '../../platform/config';
import { drawTable, startPdf, type PdfColumn } from '../../platform/lib/pdf-document';

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
    const columns: PdfColumn[] = [
      ['Exercise', 0.4],
      ['Sets', 0.1],
      ['Reps', 0.25],
      ['How often', 0.25],
    ];
    drawTable(
      { doc, left, width },
      columns,
      p.exercises.map((e) => [e.name, String(e.sets), e.reps, e.frequency]),
    );
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
