import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@physio/shared-contracts';
import { forbidden } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { listDoctorAppointments } from './appointments';

const { ofDoctor } = endpoints.appointments;

const appointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The doctor dashboard's Appointments tab (mf-doctor features/appointments): a flat list it splits itself.
  route(app, ofDoctor, { tags: ['appointments'] }, async (request) => {
    if (request.query.doctor_id !== request.user?.id) {
      throw forbidden('You can only see your own appointments');
    }
    return {
      data: await listDoctorAppointments(app.db, request.query.doctor_id, {
        viewer: request.user,
        videoBaseUrl: app.config.videoBaseUrl,
      }),
    };
  });
};

export default appointmentsRoutes;
