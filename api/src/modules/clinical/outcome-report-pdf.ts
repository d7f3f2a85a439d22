/**
 * The progress report (issue 29, point 4): the patient's PSFS scores and pain ratings over time and the plan their
 * physiotherapist shared, as an A4 PDF (pdf-document.ts) the patient downloads and shares with a doctor. Its labels
 * are English (it is written for the doctor it is shared with); what people typed (names, the clinic, the plan, the
 * activities) may be Hindi and goes through write(), in the Devanagari face, never as boxes.
 */
import { formatDate, formatPhone, type NoteSummary, type OutcomeScore } from '@physio/shared-contracts';
import type { Config } from '../../platform/config';
import { drawTable, startPdf, write, type PdfColumn } from '../../platform/lib/pdf-document';
import { PSFS_MINIMAL_DETECTABLE_CHANGE } from './outcome-scoring';

export interface ProgressReport {
  patient: { id: string; name: string };
  scores: readonly OutcomeScore[];
  /** Signed notes, newest first: the newest plan the doctor shared is printed. */
  notes: readonly NoteSummary[];
  at: Date;
}

const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toFixed(1);

export async function renderProgressReportPdf(r: ProgressReport, clinic: Config['clinic']): Promise<Buffer> {
  const { doc, left, width, finish } = startPdf({
    Title: 'Progress report',
    Author: clinic.name,
    Subject: `Progress report for ${r.patient.name}`,
  });
  write(doc.fontSize(18), 'bold', clinic.name);
  write(doc.fontSize(10).fillColor('#333333'), 'regular', clinic.address);
  doc.text(`${formatPhone(clinic.phone)} · ${clinic.email}`);
  doc.moveDown(1.5);
  doc.fillColor('#000000').font('bold').fontSize(14).text('Progress report');
  doc.font('regular').fontSize(10);
  write(doc, 'regular', `Patient: ${r.patient.name}, ${formatPhone(r.patient.id)}`);
  doc.text(`Date: ${formatDate(r.at.toISOString())}`);
  doc.moveDown();

  const table = (columns: PdfColumn[], rows: string[][]) => drawTable({ doc, left, width }, columns, rows);

  const psfs = r.scores.filter((s) => s.instrument === 'psfs');
  doc.font('bold').fontSize(12).text('Patient-Specific Functional Scale', left);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#333333')
    .text(
      `Each activity rated 0 (unable to do it) to 10 (as well as before the problem); the score is their mean. A change of ${PSFS_MINIMAL_DETECTABLE_CHANGE} points is a real change. Stratford et al., Physiotherapy Canada 1995.`,
    );
  doc.fillColor('#000000').moveDown(0.5);
  if (psfs.length === 0) doc.font('regular').fontSize(10).text('No score recorded yet.');
  else
    table(
      [
        ['Date', 0.2],
        ['Score', 0.12],
        ['Activities (rating)', 0.68],
      ],
      psfs.map((s) => [
        formatDate(s.recorded_at),
        oneDecimal(s.score),
        s.activities.map((a) => `${a.activity} (${a.rating})`).join('; '),
      ]),
    );
  doc.moveDown();

  const pain = r.scores.filter((s) => s.instrument === 'pain');
  doc.font('bold').fontSize(12).text('Pain (0 none – 10 worst imaginable)', left);
  doc.moveDown(0.3);
  if (pain.length === 0) doc.font('regular').fontSize(10).text('No pain rating recorded yet.');
  else
    table(
      [
        ['Date', 0.3],
        ['Pain', 0.2],
        ['Recorded by', 0.5],
      ],
      pain.map((s) => [
        formatDate(s.recorded_at),
        String(s.score),
        s.recorded_by === 'doctor' ? 'Physiotherapist' : 'Patient',
      ]),
    );
  doc.moveDown();

  const shared = r.notes.find((n) => n.plan);
  doc.font('bold').fontSize(12).text('Plan', left);
  doc.font('regular').fontSize(10);
  if (shared) {
    write(doc, 'regular', `From ${shared.doctor_name}, ${formatDate(shared.signed_at)}:`);
    write(doc, 'regular', shared.plan!);
  } else doc.text('Your physiotherapist has not shared a plan yet.');
  return finish();
}
