/**
 * Outcome measures' routes (issue 29, point 4): guarded like the rest of the clinical record (the patient, or a
 * doctor caring for them, checked before the body is read); the progress report PDF under the same guard.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { endpoints, MESSAGES, OUTCOME_REPORT_PDF_ROUTE, patientIdSchema } from '@physio/shared-contracts';
import { route } from '../../platform/http/route';
import { notFound } from '../../platform/http/errors';
import { findPatient } from '../patients';
import { listNoteSummaries } from './notes';
import { listOutcomes, recordPain, recordPsfs } from './outcome-scores';
import { renderProgressReportPdf } from './outcome-report-pdf';

const { outcomes } = endpoints;
const tags = ['clinical record'];

const outcomeRoutes: FastifyPluginAsyncZod = async (app) => {
  const requirePatient = async (id: string) => {
    const patient = await findPatient(app.db, id);
    if (!patient) throw notFound(MESSAGES.patientNotRegistered, 'PATIENT_NOT_FOUND');
    return patient;
  };

  route(app, outcomes.list, { tags }, async (request) => {
    await requirePatient(request.params.id);
    const { id } = request.params;
    return {
      data: await listOutcomes(app.db, request.user!, id, { dependantId: request.query.dependant_id }),
    };
  });

  route(app, outcomes.recordPsfs, { tags }, async (request, reply) => {
    await requirePatient(request.params.id);
    const { activities, dependant_id } = request.body;
    const score = await recordPsfs(app.db, request.user!, request.params.id, activities, dependant_id);
    return reply.status(201).send({ data: score, message: 'Score saved' });
  });

  route(app, outcomes.recordPain, { tags }, async (request, reply) => {
    await requirePatient(request.params.id);
    const score = await recordPain(app.db, request.user!, request.params.id, request.body);
    return reply.status(201).send({ data: score, message: 'Pain rating saved' });
  });

  app.get(
    OUTCOME_REPORT_PDF_ROUTE,
    {
      onRequest: app.requirePatientSelfOrDoctor('id', 'params'),
      schema: {
        tags,
        summary: 'The progress report as a PDF (the patient, or a doctor caring for them)',
        security: [{ bearer: [] }],
        params: z.object({ id: patientIdSchema }),
      },
    },
    async (request, reply) => {
      const patient = await requirePatient(request.params.id);
      const { scores } = await listOutcomes(app.db, request.user!, patient.id);
      const notes = await listNoteSummaries(app.db, request.user!, patient.id);
      const pdf = await renderProgressReportPdf(
        { patient: { id: patient.id, name: patient.name }, scores, notes, at: new Date() },
        app.config.clinic,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="progress-report.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default outcomeRoutes;
