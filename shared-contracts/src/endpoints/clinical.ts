/**
 * The clinical record (issue 29): every call names its patient in the path, so the care check runs before the
 * body is read: a doctor without a care relationship gets 403 NOT_YOUR_PATIENT on each (clinical-access.test.ts
 * walks this table). The API records every read and write in the patient's access log.
 */
import '../zod-config';
import { z } from 'zod/mini';
import {
  accessLogEntrySchema,
  amendmentRequestSchema,
  intakeRequestSchema,
  intakeSchema,
  intakeStatusSchema,
  noteRequestSchema,
  noteSchema,
  noteSummarySchema,
  patientIdSchema,
  recordOwnerIdSchema,
} from '../schemas';
import { memberQuerySchema } from '../family';
import { endpoint } from './define';

const byId = z.object({ id: patientIdSchema });
/** Reads: a patient's record, or an erased account's kept one (its doctors only). */
const byOwner = z.object({ id: recordOwnerIdSchema });
const byNote = z.object({ id: patientIdSchema, noteId: z.uuid('Not a note ID') });
const patientOrCaringDoctor = { patientSelfOrCaringDoctor: 'id' } as const;

export const clinical = {
  /**
   * The patient's latest intake (null before the first), and whether teleconsultation consent is asked; with
   * `?dependant_id=`, a family member's (issue 28 point 3: 404 DEPENDANT_NOT_FOUND for anyone else's member, 403
   * NOT_YOUR_PATIENT for a doctor who does not treat them).
   */
  intake: endpoint({
    method: 'GET',
    path: '/api/users/:id/intake',
    auth: patientOrCaringDoctor,
    errors: { 403: ['NOT_YOUR_PATIENT'], 404: ['PATIENT_NOT_FOUND', 'DEPENDANT_NOT_FOUND'] },
    params: byId,
    query: memberQuerySchema,
    data: intakeStatusSchema,
  }),
  /**
   * The patient fills it (a doctor gets 403 FORBIDDEN); a new intake replaces the one shown. With `dependant_id`,
   * for one of their own family members (404 DEPENDANT_NOT_FOUND otherwise, nothing written).
   */
  submitIntake: endpoint({
    method: 'POST',
    path: '/api/users/:id/intake',
    auth: patientOrCaringDoctor,
    errors: { 400: ['CONSENT_REQUIRED'], 404: ['PATIENT_NOT_FOUND', 'DEPENDANT_NOT_FOUND'] },
    params: byId,
    body: intakeRequestSchema,
    status: 201,
    data: intakeSchema,
  }),
  /** Doctors caring for the patient: every note, drafts by the caller, amendments under their note. */
  notes: endpoint({
    method: 'GET',
    path: '/api/users/:id/notes',
    auth: patientOrCaringDoctor,
    errors: { 404: ['PATIENT_NOT_FOUND'] },
    params: byOwner,
    data: z.array(noteSchema),
  }),
  /** A new draft note (doctors); with dependant_id, for a family member of the patient the doctor treats. */
  draftNote: endpoint({
    method: 'POST',
    path: '/api/users/:id/notes',
    auth: patientOrCaringDoctor,
    errors: {
      403: ['NOT_YOUR_PATIENT'],
      404: ['PATIENT_NOT_FOUND', 'APPOINTMENT_NOT_FOUND', 'DEPENDANT_NOT_FOUND'],
    },
    params: byId,
    body: noteRequestSchema,
    status: 201,
    data: noteSchema,
  }),
  /** Saves a draft again; a signed note is never edited (409 NOTE_SIGNED). */
  saveNote: endpoint({
    method: 'PUT',
    path: '/api/users/:id/notes/:noteId',
    auth: patientOrCaringDoctor,
    errors: {
      403: ['NOT_YOURS'],
      404: ['NOTE_NOT_FOUND', 'APPOINTMENT_NOT_FOUND'],
      409: ['NOTE_SIGNED'],
    },
    params: byNote,
    body: noteRequestSchema,
    data: noteSchema,
  }),
  signNote: endpoint({
    method: 'POST',
    path: '/api/users/:id/notes/:noteId/sign',
    auth: patientOrCaringDoctor,
    errors: { 400: ['NOTE_EMPTY'], 403: ['NOT_YOURS'], 404: ['NOTE_NOT_FOUND'], 409: ['NOTE_SIGNED'] },
    params: byNote,
    data: noteSchema,
  }),
  /** A dated addition to a signed note, by any doctor caring for the patient. */
  amendNote: endpoint({
    method: 'POST',
    path: '/api/users/:id/notes/:noteId/amendments',
    auth: patientOrCaringDoctor,
    errors: { 404: ['NOTE_NOT_FOUND'], 409: ['NOTE_NOT_SIGNED'] },
    params: byNote,
    body: amendmentRequestSchema,
    status: 201,
    data: noteSchema,
  }),
  /** The patient's view of their signed notes: the plain-language summary and the plan when shared. */
  noteSummaries: endpoint({
    method: 'GET',
    path: '/api/users/:id/note-summaries',
    auth: patientOrCaringDoctor,
    errors: { 404: ['PATIENT_NOT_FOUND'] },
    params: byId,
    data: z.array(noteSummarySchema),
  }),
  /** The patient's own access log, newest first (doctors get 403 FORBIDDEN). */
  accessLog: endpoint({
    method: 'GET',
    path: '/api/users/:id/access-log',
    auth: patientOrCaringDoctor,
    errors: { 404: ['PATIENT_NOT_FOUND'] },
    params: byId,
    data: z.array(accessLogEntrySchema),
  }),
};
