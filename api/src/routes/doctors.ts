import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  doctorLoginRequestSchema,
  doctorSchema,
  doctorSignupRequestSchema,
  envelope,
  MESSAGES,
} from '@physio/shared-contracts';
import { notFound, tooMany, unauthorized } from '../lib/errors';
import { perIp } from '../lib/limits';
import { clearRefreshCookie, revokeCurrentSession, startSession } from '../plugins/auth';
import { applyAsDoctor, authenticateDoctor, findDoctor, toDoctor } from '../services/doctors';

const idParams = z.object({ id: z.string().regex(/^\d{10}$/, 'A doctor id is a 10-digit mobile number') });
const messageOnly = z.object({ data: z.null(), message: z.string() });

const doctorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/doctors/login',
    {
      schema: {
        tags: ['doctors'],
        body: doctorLoginRequestSchema,
        response: { 200: envelope(doctorSchema) },
      },
      config: perIp(app, 20, '1 minute'),
    },
    async (request, reply) => {
      const { doctor, lockedMinutes } = await authenticateDoctor(
        app.db,
        { id: request.body.id, password: request.body.password, address: request.ip },
        app.config.authRateLimit,
      );
      if (lockedMinutes) {
        throw tooMany(
          `Too many wrong passwords for this account. Please try again in ${lockedMinutes} minutes.`,
        );
      }
      if (!doctor) throw unauthorized(MESSAGES.doctorLoginFailed, 'INVALID_CREDENTIALS');
      await startSession(request, reply, doctor.id, 'doctor');
      return { data: toDoctor(doctor) };
    },
  );

  app.post(
    '/api/doctors/signup',
    {
      schema: { tags: ['doctors'], body: doctorSignupRequestSchema, response: { 201: messageOnly } },
      config: perIp(app, 5, '1 hour'),
    },
    async (request, reply) => {
      await applyAsDoctor(app.db, request.body);
      return reply.status(201).send({
        data: null,
        message: 'Thank you! Your application has been received. You can log in once it is approved.',
      });
    },
  );

  app.post(
    '/api/doctors/logout',
    { schema: { tags: ['doctors'], response: { 200: messageOnly } } },
    async (request, reply) => {
      await revokeCurrentSession(request);
      clearRefreshCookie(reply, app.config.cookieSecure);
      return { data: null, message: 'Logged out' };
    },
  );

  app.get(
    '/api/doctors/:id',
    {
      schema: {
        tags: ['doctors'],
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: envelope(doctorSchema) },
      },
      onRequest: app.requireDoctorSelf('id'),
    },
    async (request) => {
      const doctor = await findDoctor(app.db, request.params.id);
      if (!doctor) throw notFound('No doctor with this id');
      return { data: toDoctor(doctor) };
    },
  );
};

export default doctorsRoutes;
