/**
 * The download as a readable PDF: the export's sections, each row as labelled lines (pdf-document.ts fonts), in the
 * patient's language (export-texts.ts; issue 30).
 */
import { BRAND_NAME, type DataExport, type Language } from '@physio/shared-contracts';
import { startPdf, write } from '../../platform/lib/pdf-document';
import { exportWords } from './export-texts';

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

export async function renderExportPdf(
  data: DataExport,
  patientId: string,
  language: Language = 'en',
): Promise<Buffer> {
  const words = exportWords(language);
  const { doc, finish } = startPdf({ Title: words.title, Author: BRAND_NAME, Subject: patientId });
  doc.fontSize(18);
  write(doc, 'bold', words.title);
  doc.fontSize(10);
  write(doc, 'regular', `${words.mobile} ${patientId} · ${data.generated_at} · ${words.noticeVersion}`);
  for (const section of data.sections) {
    doc.moveDown(1.2).fontSize(13);
    write(doc, 'bold', words.section(section.key, section.title));
    doc.fontSize(9);
    if (section.rows.length === 0) write(doc, 'regular', words.nothingHeld);
    for (const row of section.rows) {
      doc.moveDown(0.4);
      for (const [k, v] of Object.entries(row))
        write(doc, 'regular', `${words.field(k, labelOf(k))}: ${valueOf(v)}`);
    }
  }
  return finish();
}
