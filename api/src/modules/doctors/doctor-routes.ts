import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, MESSAGES } from '@physio/shared-contracts';
import { schemaOf } from '../../platform/http/endpoint-schema';
import { notFound, tooMany, unauthorized } from '../../platform/http/errors';
import { perIp } from '../../platform/http/limits';
import { clearRefreshCookie, revokeCurrentSession, startSession } from '../identity';
import { readPractice, savePractice } from './practice';
import { applyAsDoctor, authenticateDoctor, findDoctor, toDoctor } from './doctors';

const { doctors } = endpoints;

const doctorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    doctors.login.path,
    {
      schema: { tags: ['doctors'], ...schemaOf(doctors.login) },
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
    doctors.signup.path,
    {
      schema: { tags: ['doctors'], ...schemaOf(doctors.signup) },
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
    doctors.logout.path,
    { schema: { tags: ['doctors'], ...schemaOf(doctors.logout) } },
    async (request, reply) => {
      await revokeCurrentSession(request);
      clearRefreshCookie(reply, app.config.cookieSecure);
      return { data: null, message: 'Logged out' };
    },
  );

  app.get(
    doctors.get.path,
    {
      schema: { tags: ['doctors'], security: [{ bearer: [] }], ...schemaOf(doctors.get) },
      onRequest: app.requireDoctorSelf('id'),
    },
    async (request) => {
      const doctor = await findDoctor(app.db, request.params.id);
      if (!doctor) throw notFound('No doctor with this id');
      return { data: toDoctor(doctor) };
    },
  );

  app.get(
    doctors.practice.path,
    {
      schema: {
        tags: ['doctors'],
        summary: 'Registration number and payout details (that doctor only; the account number masked)',
        security: [{ bearer: [] }],
        ...schemaOf(doctors.practice),
      },
      onRequest: app.requireDoctorSelf('id'),
    },
    async (request) => ({ data: await readPractice(app.db, request.params.id) }),
  );

  app.put(
    doctors.savePractice.path,
    {
      schema: {
        tags: ['doctors'],
        summary:
          'Save the registration number and one payout method: UPI or a bank account (that doctor only)',
        security: [{ bearer: [] }],
        ...schemaOf(doctors.savePractice),
      },
      onRequest: app.requireDoctorSelf('id'),
    },
    async (request) => ({
      data: await savePractice(app.db, request.params.id, request.body),
      message: 'Profile saved',
    }),
  );
};

export default doctorsRoutes;
