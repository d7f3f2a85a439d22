import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointmentSchema, envelope } from '@physio/shared-contracts';
import { forbidden } from '../lib/errors';
import { listDoctorAppointments } from '../services/appointments';

const doctorQuery = z.object({
  doctor_id: z.string().regex(/^\d{10}$/, 'A doctor id is a 10-digit mobile number'),
});

const appointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The doctor dashboard's Appointments tab (mf-doctor features/appointments): a flat list it splits itself.
  app.get(
    '/api/appointments',
    {
      schema: {
        tags: ['appointments'],
        security: [{ bearer: [] }],
        querystring: doctorQuery,
        response: { 200: envelope(z.array(appointmentSchema)) },
      },
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
