/**
 * The clinical record's routes (issue 29). Every one names the patient in its path and is guarded by
 * `patientSelfOrCaringDoctor` before the body is read; `onlyFor` then keeps each call to the role it serves
 * (the patient fills the intake and reads the access log; doctors write notes).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { endpoints, MESSAGES, type Role } from '@physio/shared-contracts';
import { route } from '../../platform/http/route';
import { forbidden, notFound } from '../../platform/http/errors';
import { findPatient } from '../patients';
import { listAccessLog } from './access-log';
import { readIntake, submitIntake } from './intake';
import { amendNote, draftNote, listNoteSummaries, listNotes, saveNote, signNote } from './notes';

const { clinical } = endpoints;

const onlyFor = (role: Role, message: string) => async (request: FastifyRequest) => {
  if (request.user?.role !== role) throw forbidden(message);
};
const patientsOnly = onlyFor('patient', 'Only the patient can do this');
const doctorsOnly = onlyFor('doctor', 'Only a physiotherapist caring for this patient can do this');
const tags = ['clinical record'];

const clinicalRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The patient behind the path (the care check has passed): 404 for a number nobody registered. */
  const requirePatient = async (id: string) => {
    if (!(await findPatient(app.db, id))) throw notFound(MESSAGES.patientNotRegistered, 'PATIENT_NOT_FOUND');
  };

  route(app, clinical.intake, { tags }, async (request) => {
    await requirePatient(request.params.id);
    const { id } = request.params;
    return { data: await readIntake(app.db, request.user!, id, request.query.dependant_id) };
  });

  route(app, clinical.submitIntake, { tags, onRequest: patientsOnly }, async (request, reply) => {
    await requirePatient(request.params.id);
    const intake = await submitIntake(app.db, request.user!, request.params.id, request.body);
    return reply.status(201).send({ data: intake, message: 'Thank you: your answers are saved' });
  });

  route(app, clinical.notes, { tags, onRequest: doctorsOnly }, async (request) => {
    await requirePatient(request.params.id);
    return { data: await listNotes(app.db, request.user!, request.params.id) };
  });

  route(app, clinical.draftNote, { tags, onRequest: doctorsOnly }, async (request, reply) => {
    await requirePatient(request.params.id);
    const note = await draftNote(app.db, request.user!, request.params.id, request.body);
    return reply.status(201).send({ data: note, message: 'Draft saved' });
  });

  route(app, clinical.saveNote, { tags, onRequest: doctorsOnly }, async (request) => {
    const { id, noteId } = request.params;
    return { data: await saveNote(app.db, request.user!, id, noteId, request.body), message: 'Draft saved' };
  });

  route(app, clinical.signNote, { tags, onRequest: doctorsOnly }, async (request) => {
    const { id, noteId } = request.params;
    return { data: await signNote(app.db, request.user!, id, noteId), message: 'Note signed' };
  });

  route(app, clinical.amendNote, { tags, onRequest: doctorsOnly }, async (request, reply) => {
    const { id, noteId } = request.params;
    const note = await amendNote(app.db, request.user!, id, noteId, request.body.text);
    return reply.status(201).send({ data: note, message: 'Amendment added' });
  });

  route(app, clinical.noteSummaries, { tags }, async (request) => {
    await requirePatient(request.params.id);
    return { data: await listNoteSummaries(app.db, request.user!, request.params.id) };
  });

  route(app, clinical.accessLog, { tags, onRequest: patientsOnly }, async (request) => {
    await requirePatient(request.params.id);
    return { data: await listAccessLog(app.db, request.params.id) };
  });
};

export default clinicalRecordRoutes;
