/**
 * The patient's data rights under the DPDP Act 2023 (issue 30): consent per purpose, download, correction,
 * erasure and the log of those requests. Each is the signed-in patient's own (`auth: 'patient'`, and the API
 * answers 403 FORBIDDEN for anyone else's id). The PDF copy is not JSON, so it sits outside the table
 * (privacyExportPdfPath) like the receipts' PDFs; the API guards it the same way.
 */
import '../zod-config';
import { z } from 'zod/mini';
import { emailSchema, patientIdSchema, personNameSchema } from '../schemas/common';
import { PRIVACY_PURPOSES } from '../privacyTexts';
import { endpoint } from './define';

const byId = z.object({ id: patientIdSchema });

export const DATA_REQUEST_KINDS = ['download', 'correct', 'erase', 'consent'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];
export const DATA_REQUEST_OUTCOMES = ['done', 'refused'] as const;

/** One purpose's consent in force: never recorded (null `at`) counts as not given, but for `care` (see the API). */
export const purposeConsentSchema = z.object({
  purpose: z.enum(PRIVACY_PURPOSES),
  granted: z.boolean(),
  notice_version: z.nullable(z.string()),
  source: z.nullable(z.string()),
  at: z.nullable(z.string()),
});
export type PurposeConsent = z.infer<typeof purposeConsentSchema>;

export const consentChangeSchema = z.object({ granted: z.boolean() });

/** A data-rights request and what came of it, as the patient sees it. */
export const dataRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(DATA_REQUEST_KINDS),
  outcome: z.enum(DATA_REQUEST_OUTCOMES),
  detail: z.string(),
  at: z.string(),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;

export const correctionRequestSchema = z.object({ name: personNameSchema, email: emailSchema });

/** The erase step's confirmation: the word typed by the patient (privacyTexts `area.eraseWord`). */
export const eraseRequestSchema = z.object({ confirm: z.string() });

/** The download: sections by table, each a list of plain rows (the export assembler's output). */
export const dataExportSchema = z.object({
  generated_at: z.string(),
  notice_version: z.string(),
  sections: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      rows: z.array(z.record(z.string(), z.unknown())),
    }),
  ),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const privacy = {
  consents: endpoint({
    method: 'GET',
    path: '/api/users/:id/privacy/consents',
    auth: 'patient',
    errors: { 404: ['PATIENT_NOT_FOUND'] },
    params: byId,
    data: z.array(purposeConsentSchema),
  }),
  /** Gives or withdraws one purpose's consent; an unknown purpose is 400 UNKNOWN_PURPOSE. */
  setConsent: endpoint({
    method: 'PUT',
    path: '/api/users/:id/privacy/consents/:purpose',
    auth: 'patient',
    errors: { 400: ['UNKNOWN_PURPOSE'], 404: ['PATIENT_NOT_FOUND'] },
    params: z.object({ id: patientIdSchema, purpose: z.string() }),
    body: consentChangeSchema,
    data: z.array(purposeConsentSchema),
  }),
  /** Everything we hold about the patient, as JSON (the download is logged as a request). */
  exportData: endpoint({
    method: 'GET',
    path: '/api/users/:id/privacy/export',
    auth: 'patient',
    errors: { 404: ['PATIENT_NOT_FOUND'] },
    params: byId,
    data: dataExportSchema,
  }),
  /** Corrects the name and e-mail. */
  correct: endpoint({
    method: 'PUT',
    path: '/api/users/:id/privacy/details',
    auth: 'patient',
    errors: { 404: ['PATIENT_NOT_FOUND'] },
    params: byId,
    body: correctionRequestSchema,
    data: z.object({ name: z.string(), email: z.string() }),
  }),
  /**
   * Erases the account: 400 ERASE_NOT_CONFIRMED without the typed word, 409 ERASE_BLOCKED while a session is
   * still to come. Kept records are locked away from the account; every session and code is revoked.
   */
  erase: endpoint({
    method: 'POST',
    path: '/api/users/:id/privacy/erase',
    auth: 'patient',
    errors: { 400: ['ERASE_NOT_CONFIRMED'], 404: ['PATIENT_NOT_FOUND'], 409: ['ERASE_BLOCKED'] },
    params: byId,
    body: eraseRequestSchema,
    data: z.object({ kept: z.array(z.string()), erased: z.array(z.string()) }),
  }),
  requests: endpoint({
    method: 'GET',
    path: '/api/users/:id/privacy/requests',
    auth: 'patient',
    errors: { 404: ['PATIENT_NOT_FOUND'] },
    params: byId,
    data: z.array(dataRequestSchema),
  }),
};

/** The readable copy of the export (PDF). */
export const privacyExportPdfPath = (patientId: string) =>
  `/api/users/${encodeURIComponent(patientId)}/privacy/export.pdf`;
