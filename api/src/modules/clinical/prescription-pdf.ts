/**
 * A prescription as a one-page A4 PDF the patient prints or keeps (pdf-document.ts: its fonts draw Devanagari, so a
 * name or advice written in Hindi prints too), in the reader's language (prescription-texts.ts; issue 30).
 */
import { formatDate, formatPhone, type Language, type Prescription } from '@physio/shared-contracts';
import type { Config } from '../../platform/config';
import { drawTable, startPdf, write, type PdfColumn } from '../../platform/lib/pdf-document';
import { prescriptionWords } from './prescription-texts';

export async function renderPrescriptionPdf(
  p: Prescription & { patient_name: string; registration_number: string | null },
  clinic: Config['clinic'],
  language: Language = 'en',
): Promise<Buffer> {
  const words = prescriptionWords(language);
  const { doc, left, width, finish } = startPdf({
    Title: `${words.prescription}: ${p.title}`,
    Author: p.doctor_name,
    Subject: `${words.prescription}: ${p.patient_name}`,
  });
  doc.fontSize(18);
  write(doc, 'bold', clinic.name);
  doc.fontSize(10).fillColor('#333333');
  write(doc, 'regular', clinic.address);
  write(doc, 'regular', `${formatPhone(clinic.phone)} · ${clinic.email}`);
  doc.moveDown(1.5);

  doc.fillColor('#000000').fontSize(14);
  write(doc, 'bold', p.title);
  doc.fontSize(10);
  write(doc, 'regular', `${words.patient}: ${p.patient_name}, ${formatPhone(p.patient_id)}`);
  write(
    doc,
    'regular',
    `${words.physiotherapist}: ${p.doctor_name}${p.registration_number ? ` · ${words.registration} ${p.registration_number}` : ''}`,
  );
  write(doc, 'regular', `${words.date}: ${formatDate(p.created_at, language)}`);
  doc.moveDown();

  if (p.advice) {
    write(doc, 'bold', words.advice);
    write(doc, 'regular', p.advice);
    doc.moveDown();
  }
  if (p.exercises.length > 0) {
    write(doc, 'bold', words.exercises);
    doc.moveDown(0.3);
    const [exercise, sets, reps, howOften] = words.columns;
    const columns: PdfColumn[] = [
      [exercise, 0.4],
      [sets, 0.1],
      [reps, 0.25],
      [howOften, 0.25],
    ];
    drawTable(
      { doc, left, width },
      columns,
      p.exercises.map((e) => [e.name, String(e.sets), e.reps, e.frequency]),
    );
  }
  doc.moveDown(2);
  doc.fontSize(8).fillColor('#666666');
  write(doc, 'regular', words.footer, { x: left });
  return finish();
}
