import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints, MESSAGES, prescriptionPdfName } from '@physio/shared-contracts';
import { readerLanguage } from '../../platform/http/reader-language';
import { route } from '../../platform/http/route';
import { notFound } from '../../platform/http/errors';
import { requireTreatedMember } from '../family';
import { findPatient, requireCare, requireWritableRecord } from '../patients';
import { renderPrescriptionPdf } from './prescription-pdf';
import { listPrescriptions, readPrescriptionForPaper, writePrescription } from './prescriptions';

const { users } = endpoints;

const prescriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    users.prescriptions,
    {
      tags: ['prescriptions'],
    },
    async (request) => {
      if (!(await findPatient(app.db, request.params.id))) {
        throw notFound(MESSAGES.patientNotRegistered, 'PATIENT_NOT_FOUND');
      }
      return { data: await listPrescriptions(app.db, request.params.id) };
    },
  );

  app.get(
    '/api/prescriptions/:id.pdf',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['prescriptions'],
        summary: 'One prescription as a PDF to print or keep (its patient, a doctor)',
        security: [{ bearer: [] }],
        params: z.object({ id: z.uuid('Not a prescription ID') }),
      },
    },
    async (request, reply) => {
      const prescription = await readPrescriptionForPaper(app.db, request.user!, request.params.id);
      // In the patient's language (the site's, else their account's; issue 30); a doctor reads English.
      const language =
        request.user!.role === 'patient'
          ? readerLanguage(request, (await findPatient(app.db, prescription.patient_id))?.language)
          : 'en';
      const pdf = await renderPrescriptionPdf(prescription, app.config.clinic, language);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${prescriptionPdfName(prescription)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  route(
    app,
    users.prescribe,
    {
      tags: ['prescriptions'],
    },
    async (request, reply) => {
      requireWritableRecord(request.params.id);
      if (!(await findPatient(app.db, request.params.id))) {
        throw notFound(MESSAGES.patientNotRegistered, 'PATIENT_NOT_FOUND');
      }
      await requireCare(app.db, request.user!.id, request.params.id);
      // A family member's: one of the patient's own (404) whom this doctor treats (403), before anything is written.
      if (request.body.dependant_id)
        await requireTreatedMember(app.db, request.user!.id, request.params.id, request.body.dependant_id);
      const prescription = await writePrescription(app.db, {
        patientId: request.params.id,
        doctorId: request.user!.id,
        title: request.body.title,
        advice: request.body.advice,
        exercises: request.body.exercises,
        dependantId: request.body.dependant_id,
      });
      return reply.status(201).send({ data: prescription, message: 'Prescription saved' });
    },
  );
};

export default prescriptionsRoutes;
