import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  MESSAGES,
  patientIdSchema,
  prescriptionRequestSchema,
  prescriptionSchema,
} from '@physio/shared-contracts';
import { notFound } from '../lib/errors';
import { findPatient } from '../services/patients';
import { listPrescriptions, writePrescription } from '../services/prescriptions';

const idParams = z.object({ id: patientIdSchema });

const prescriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/:id/prescriptions',
    {
      schema: {
        tags: ['prescriptions'],
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: envelope(z.array(prescriptionSchema)) },
      },
      onRequest: app.requirePatientSelfOrDoctor('id'),
    },
    async (request) => {
      if (!(await findPatient(app.db, request.params.id))) {
        throw notFound(MESSAGES.patientNotRegistered, 'PATIENT_NOT_FOUND');
      }
      return { data: await listPrescriptions(app.db, request.params.id) };
    },
  );

  app.post(
    '/api/users/:id/prescriptions',
    {
      schema: {
        tags: ['prescriptions'],
        security: [{ bearer: [] }],
        params: idParams,
        body: prescriptionRequestSchema,
        response: { 201: envelope(prescriptionSchema) },
      },
      onRequest: app.requireRole('doctor'),
    },
    async (request, reply) => {
      if (!(await findPatient(app.db, request.params.id))) {
        throw notFound(MESSAGES.patientNotRegistered, 'PATIENT_NOT_FOUND');
      }
      const prescription = await writePrescription(app.db, {
        patientId: request.params.id,
        doctorId: request.user!.id,
        title: request.body.title,
        advice: request.body.advice,
        exercises: request.body.exercises,
      });
      return reply.status(201).send({ data: prescription, message: 'Prescription saved' });
    },
  );
};

export default prescriptionsRoutes;
