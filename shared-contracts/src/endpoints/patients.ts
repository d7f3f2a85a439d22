/** Patients (`/api/users…`) and the doctor's patient search. */
import '../zod-config';
import { z } from 'zod/mini';
import {
  dateRangeSearchSchema,
  patientAppointmentsSchema,
  patientIdSchema,
  patientLanguageRequestSchema,
  patientLanguageSchema,
  patientProfileSchema,
  patientSearchQuerySchema,
  patientSummarySchema,
  patientUpdateRequestSchema,
  prescriptionRequestSchema,
  prescriptionSchema,
  recordOwnerIdSchema,
  savedPlanSchema,
  treatmentPlanRequestSchema,
  whatsappConsentRequestSchema,
  whatsappConsentSchema,
} from '../schemas';
import { treatedMemberSchema } from '../family';
import { endpoint } from './define';

const byId = z.object({ id: patientIdSchema });
/** Reads of a treatment record: a patient's, or an erased account's kept one (its doctors only, read-only). */
const byOwner = z.object({ id: recordOwnerIdSchema });

export const users = {
  /**
   * Doctors: search by name; `data` is null when nobody matches (spec §7). Family members the doctor treats whose
   * name matches come as rows of their own (`member`, with the account holder as the contact; issue 28 point 3).
   */
  search: endpoint({
    method: 'GET',
    path: '/api/users',
    auth: 'doctor',
    query: patientSearchQuerySchema,
    data: z.nullable(z.array(patientSummarySchema)),
  }),
  /** Doctors: patients who booked between two dates; a family member's sessions list them apart (`member`). */
  searchByDates: endpoint({
    method: 'POST',
    path: '/api/dashboard/search',
    auth: 'doctor',
    body: dateRangeSearchSchema,
    data: z.array(patientSummarySchema),
  }),
  /** The patient themself, or a doctor caring for them (403 NOT_YOUR_PATIENT otherwise). */
  get: endpoint({
    method: 'GET',
    path: '/api/users/:id',
    auth: { patientSelfOrCaringDoctor: 'id' },
    errors: { 404: ['PATIENT_NOT_FOUND'] },
    params: byOwner,
    data: patientProfileSchema,
  }),
  /** Doctors: a patient's name by their exact 10-digit id, under their care or not (to start a plan). */
  nameOf: endpoint({
    method: 'GET',
    path: '/api/users/:id/name',
    auth: 'doctor',
    errors: { 404: ['PATIENT_NOT_FOUND'] },
    params: byId,
    data: z.object({ id: z.string(), name: z.string() }),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/users/:id',
    auth: 'patient',
    errors: { 404: ['PATIENT_NOT_FOUND'] },
    params: byId,
    body: patientUpdateRequestSchema,
    data: patientProfileSchema,
  }),
  /**
   * The language of the patient's SMS, WhatsApp messages, e-mails and receipts (en | hi; an unknown code → en):
   * set here, or from the site's language cookie at login and at each order. The patient themself only (403 FORBIDDEN).
   */
  setLanguage: endpoint({
    method: 'PUT',
    path: '/api/users/:id/language',
    auth: 'patient',
    errors: { 403: ['FORBIDDEN'], 404: ['PATIENT_NOT_FOUND'] },
    params: byId,
    body: patientLanguageRequestSchema,
    data: patientLanguageSchema,
  }),
  /** The patient's own consent to WhatsApp messages (403 FORBIDDEN for anyone else's). */
  whatsappConsent: endpoint({
    method: 'GET',
    path: '/api/users/:id/whatsapp',
    auth: 'patient',
    errors: { 403: ['FORBIDDEN'], 404: ['PATIENT_NOT_FOUND'] },
    params: byId,
    data: whatsappConsentSchema,
  }),
  /** Opt in to or out of WhatsApp messages, recorded as consent (source patient_area); the patient themself only. */
  setWhatsAppConsent: endpoint({
    method: 'PUT',
    path: '/api/users/:id/whatsapp',
    auth: 'patient',
    errors: { 403: ['FORBIDDEN'], 404: ['PATIENT_NOT_FOUND'] },
    params: byId,
    body: whatsappConsentRequestSchema,
    data: whatsappConsentSchema,
  }),
  /**
   * The treatment plan: the patient's, or with `dependant_id` one of their own family members' (issue 28 point 3;
   * 404 DEPENDANT_NOT_FOUND for anyone else's, nothing written), set by a doctor caring for the patient while the
   * member has no plan doctor or by that doctor (403 NOT_ASSIGNED otherwise); the answer then carries `member`.
   */
  savePlan: endpoint({
    method: 'PUT',
    path: '/api/users/:id/plan',
    auth: 'doctor',
    errors: {
      403: ['NOT_YOUR_PATIENT', 'NOT_ASSIGNED', 'RECORD_READ_ONLY'],
      404: ['PATIENT_NOT_FOUND', 'DEPENDANT_NOT_FOUND'],
    },
    params: byOwner,
    body: treatmentPlanRequestSchema,
    data: savedPlanSchema,
  }),
  /**
   * Doctors caring for the patient (403 NOT_YOUR_PATIENT otherwise): the patient's family members this doctor treats
   * (a session, a prescription or the plan with them), each with their own plan (issue 28 point 3).
   */
  family: endpoint({
    method: 'GET',
    path: '/api/users/:id/family',
    auth: 'doctor',
    errors: { 403: ['NOT_YOUR_PATIENT'], 404: ['PATIENT_NOT_FOUND'] },
    params: byId,
    data: z.array(treatedMemberSchema),
  }),
  /** `{ data: appointments, credits }`: the envelope plus the patient's remaining session credits. */
  appointments: endpoint({
    method: 'GET',
    path: '/api/users/:id/appointments',
    auth: { patientSelfOrCaringDoctor: 'id' },
    errors: { 404: ['PATIENT_NOT_FOUND'] },
    params: byId,
    answer: patientAppointmentsSchema,
  }),
  prescriptions: endpoint({
    method: 'GET',
    path: '/api/users/:id/prescriptions',
    auth: { patientSelfOrCaringDoctor: 'id' },
    errors: { 404: ['PATIENT_NOT_FOUND'] },
    params: byOwner,
    data: z.array(prescriptionSchema),
  }),
  prescribe: endpoint({
    method: 'POST',
    path: '/api/users/:id/prescriptions',
    auth: 'doctor',
    // A family member's prescription names one of the patient's own (404 DEPENDANT_NOT_FOUND otherwise) whom this
    // doctor treats (403 NOT_YOUR_PATIENT otherwise).
    errors: {
      403: ['NOT_YOUR_PATIENT', 'NOT_ASSIGNED', 'RECORD_READ_ONLY'],
      404: ['PATIENT_NOT_FOUND', 'DEPENDANT_NOT_FOUND'],
    },
    params: byOwner,
    body: prescriptionRequestSchema,
    status: 201,
    data: prescriptionSchema,
  }),
};
