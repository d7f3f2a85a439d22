/** The download as a readable PDF: the export's sections, each row as labelled lines (pdf-document.ts fonts). */
import { BRAND_NAME, privacyTexts, type DataExport } from '@physio/shared-contracts';
import { startPdf } from '../../platform/lib/pdf-document';

/** "patientSummary" → "Patient summary". */
export const labelOf = (key: string) => {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const valueOf = (v: unknown) =>
  v === null || v === undefined || v === '' ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

export async function renderExportPdf(data: DataExport, patientId: string): Promise<Buffer> {
  const texts = privacyTexts();
  const { doc, finish } = startPdf({ Title: texts.pdf.title, Author: BRAND_NAME, Subject: patientId });
  doc.font('bold').fontSize(18).text(texts.pdf.title);
  doc
    .font('regular')
    .fontSize(10)
    .text(`Mobile ${patientId} · ${data.generated_at} · ${texts.notice.version}`);
  for (const section of data.sections) {
    doc.moveDown(1.2).font('bold').fontSize(13).text(section.title);
    doc.font('regular').fontSize(9);
    if (section.rows.length === 0) doc.text('Nothing held.');
    for (const row of section.rows) {
      doc.moveDown(0.4);
      for (const [k, v] of Object.entries(row)) doc.text(`${labelOf(k)}: ${valueOf(v)}`);
    }
  }
  return finish();
}
