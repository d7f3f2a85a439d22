/** Non-JSON answers fetched with the session's token (a plain link would carry none). */
import {
  calendarPath,
  outcomeReportPdfPath,
  prescriptionPdfPath,
  receiptPdfPath,
} from '@physio/shared-contracts';
import type { AxiosRequestConfig } from 'axios';
import { failure, type Result } from './result';

interface BlobClient {
  get(url: string, config?: AxiosRequestConfig): Promise<{ data: unknown }>;
}

/** A file the API answers at `pathOf(id)`, as a Blob of `type`. */
const blobFetcher =
  (pathOf: (id: string) => string, type: string, failed: string) =>
  (client: BlobClient) =>
  async (id: string): Promise<Result<Blob>> => {
    try {
      const res = await client.get(pathOf(id), { responseType: 'blob' });
      const data = res.data;
      return { ok: true, data: data instanceof Blob ? data : new Blob([String(data)], { type }) };
    } catch (err) {
      return failure(err, failed);
    }
  };

/** `fetchCalendarFile(id)`: the session's .ics file (`GET /api/appointments/{id}/calendar.ics`) as a Blob. */
export const calendarFetcher = blobFetcher(
  calendarPath,
  'text/calendar',
  'Could not download the calendar file',
);

/** `fetchReceiptPdf(number)`: a receipt as a PDF (`GET /api/receipts/{number}.pdf`). */
export const receiptPdfFetcher = blobFetcher(
  receiptPdfPath,
  'application/pdf',
  'Could not download the receipt',
);

/** `fetchPrescriptionPdf(id)`: a prescription as a PDF (`GET /api/prescriptions/{id}.pdf`). */
export const prescriptionPdfFetcher = blobFetcher(
  prescriptionPdfPath,
  'application/pdf',
  'Could not download the prescription',
);

/** `fetchProgressReportPdf(patientId)`: the outcome scores' progress report (`GET /api/users/{id}/outcomes/report.pdf`). */
export const progressReportPdfFetcher = blobFetcher(
  outcomeReportPdfPath,
  'application/pdf',
  'Could not download the progress report',
);
