import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, MESSAGES } from '@physio/shared-contracts';
import { notFound, tooMany, unauthorized } from '../../platform/http/errors';
import { perIp } from '../../platform/http/limits';
import { route } from '../../platform/http/route';
import { clearRefreshCookie, revokeCurrentLoginSession, startLoginSession } from '../identity';
import { readPractice, savePractice } from './practice';
import { applyAsDoctor, authenticateDoctor, findDoctor, toDoctor } from './doctors';

const { doctors } = endpoints;

const doctorsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    doctors.login,
    { tags: ['doctors'], config: perIp(app, 20, '1 minute') },
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
      await startLoginSession(request, reply, doctor.id, 'doctor');
      return { data: toDoctor(doctor) };
    },
  );

  route(
    app,
    doctors.signup,
    { tags: ['doctors'], config: perIp(app, 5, '1 hour') },
    async (request, reply) => {
      await applyAsDoctor(app.db, request.body);
      return reply.status(201).send({
        data: null,
        message: 'Thank you! Your application has been received. You can log in once it is approved.',
      });
    },
  );

  route(app, doctors.logout, { tags: ['doctors'] }, async (request, reply) => {
    await revokeCurrentLoginSession(request);
    clearRefreshCookie(reply, app.config.cookieSecure);
    return { data: null, message: 'Logged out' };
  });

  route(app, doctors.get, { tags: ['doctors'] }, async (request) => {
    const doctor = await findDoctor(app.db, request.params.id);
    if (!doctor) throw notFound('No doctor with this id');
    return { data: toDoctor(doctor) };
  });

  route(
    app,
    doctors.practice,
    {
      tags: ['doctors'],
      summary: 'Registration number and payout details (that doctor only; the account number masked)',
    },
    async (request) => ({ data: await readPractice(app.db, request.params.id) }),
  );

  route(
    app,
    doctors.savePractice,
    {
      tags: ['doctors'],
      summary: 'Save the registration number and one payout method: UPI or a bank account (that doctor only)',
    },
    async (request) => ({
      data: await savePractice(app.db, request.params.id, request.body),
      message: 'Profile saved',
    }),
  );
};

export default doctorsRoutes;
