import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@physio/shared-contracts';
import { schemaOf } from '../../platform/http/endpoint-schema';
import { forbidden } from '../../platform/http/errors';
import { listDoctorAppointments } from './appointments';

const { ofDoctor } = endpoints.appointments;

const appointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The doctor dashboard's Appointments tab (mf-doctor features/appointments): a flat list it splits itself.
  app.get(
    ofDoctor.path,
    {
      schema: { tags: ['appointments'], security: [{ bearer: [] }], ...schemaOf(ofDoctor) },
      onRequest: app.requireRole('doctor'),
    },
    async (request) => {
      if (request.query.doctor_id !== request.user?.id) {
        throw forbidden('You can only see your own appointments');
      }
      return {
        data: await listDoctorAppointments(app.db, request.query.doctor_id, {
          viewer: request.user,
          videoBaseUrl: app.config.videoBaseUrl,
        }),
      };
    },
  );
};

export default appointmentsRoutes;
