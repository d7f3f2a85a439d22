/**
 * Outcome measures (issue 29, point 4): part of the clinical record, guarded like it (the patient, or a doctor
 * caring for them: 403 NOT_YOUR_PATIENT before the body is read); every read and write is in the access log.
 * The progress report PDF is served beside these at `outcomeReportPdfPath` under the same guard.
 */
import '../zod-config';
import { z } from 'zod/mini';
import {
  outcomeScoreSchema,
  outcomesSchema,
  painRatingRequestSchema,
  patientIdSchema,
  psfsRequestSchema,
  recordOwnerIdSchema,
} from '../schemas';
import { memberQuerySchema } from '../family';
import { endpoint } from './define';

const byId = z.object({ id: patientIdSchema });
const patientOrCaringDoctor = { patientSelfOrCaringDoctor: 'id' } as const;
/**
 * With `dependant_id` (query or body), a family member's own scores (issue 28 point 3): one of the patient's own
 * (404 DEPENDANT_NOT_FOUND for anyone else's) whom a doctor caller treats (403 NOT_YOUR_PATIENT), nothing written.
 */
const memberErrors = {
  403: ['NOT_YOUR_PATIENT'],
  404: ['PATIENT_NOT_FOUND', 'DEPENDANT_NOT_FOUND'],
} as const;

export const outcomes = {
  /** Every score, oldest first, and whether the next PSFS is due. */
  list: endpoint({
    method: 'GET',
    path: '/api/users/:id/outcomes',
    auth: patientOrCaringDoctor,
    errors: memberErrors,
    params: z.object({ id: recordOwnerIdSchema }),
    query: memberQuerySchema,
    data: outcomesSchema,
  }),
  /** A PSFS (3–5 activities rated 0–10), by the patient or their doctor; the API scores it. */
  recordPsfs: endpoint({
    method: 'POST',
    path: '/api/users/:id/outcomes/psfs',
    auth: patientOrCaringDoctor,
    errors: memberErrors,
    params: byId,
    body: psfsRequestSchema,
    status: 201,
    data: outcomeScoreSchema,
  }),
  /** A pain rating (0–10), at one of the patient's sessions when it names one. */
  recordPain: endpoint({
    method: 'POST',
    path: '/api/users/:id/outcomes/pain',
    auth: patientOrCaringDoctor,
    errors: {
      403: ['NOT_YOUR_PATIENT'],
      404: ['PATIENT_NOT_FOUND', 'DEPENDANT_NOT_FOUND', 'APPOINTMENT_NOT_FOUND'],
    },
    params: byId,
    body: painRatingRequestSchema,
    status: 201,
    data: outcomeScoreSchema,
  }),
};

/** The progress report (scores, pain, the plan the doctor shared) as a PDF the patient downloads and shares. */
export const OUTCOME_REPORT_PDF_ROUTE = '/api/users/:id/outcomes/report.pdf';
export const outcomeReportPdfPath = (patientId: string) =>
  OUTCOME_REPORT_PDF_ROUTE.replace(':id', encodeURIComponent(patientId));
