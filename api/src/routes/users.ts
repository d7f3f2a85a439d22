import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  MESSAGES,
  otpVerifyRequestSchema,
  patientAppointmentsSchema,
  patientIdSchema,
  patientLoginRequestSchema,
  patientProfileSchema,
  patientSearchQuerySchema,
  patientSummarySchema,
  patientUpdateRequestSchema,
  treatmentPlanSchema,
  verifiedPatientSchema,
} from '@physio/shared-contracts';
import { forbidden, notFound } from '../lib/errors';
import { perIp } from '../lib/limits';
import { clearRefreshCookie, revokeCurrentSession, startSession } from '../plugins/auth';
import { listPatientAppointments } from '../services/appointments';
import { listCredits } from '../services/sessions';
import { requestOtp, verifyOtp } from '../services/otp';
import {
  findPatient,
  searchPatientsByName,
  setTreatmentPlan,
  toProfile,
  updatePatient,
} from '../services/patients';

const idParams = z.object({ id: patientIdSchema });
const messageOnly = z.object({ data: z.null(), message: z.string() });
const notRegistered = () => notFound(MESSAGES.patientNotRegistered, 'PATIENT_NOT_FOUND');

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/users/login',
    {
      schema: { tags: ['patients'], body: patientLoginRequestSchema, response: { 200: messageOnly } },
      config: perIp(app, app.config.otpLimits.requestsPerIpPerMinute, '1 minute'),
    },
    async (request) => {
      await requestOtp(
        {
          db: app.db,
          sms: app.sms,
          secret: app.config.otpSecret,
          maxPerHour: app.config.otpLimits.codesPerNumberPerHour,
        },
        request.body,
      );
      return { data: null, message: 'A 6-digit code has been sent to your mobile number' };
    },
  );

  app.post(
    '/api/users/login/verify',
    {
      schema: {
        tags: ['patients'],
        body: otpVerifyRequestSchema,
        response: { 200: envelope(verifiedPatientSchema) },
      },
      config: perIp(app, app.config.otpLimits.verifiesPerIpPerMinute, '1 minute'),
    },
    async (request, reply) => {
      const patient = await verifyOtp({ db: app.db, secret: app.config.otpSecret }, request.body);
      await startSession(request, reply, patient.id, 'patient');
      const profile = toProfile(patient);
      return {
        data: {
          id: profile.id,
          name: profile.name,
          email: profile.email,
          new_user: profile.new_user,
          price: profile.price,
        },
      };
    },
  );

  app.post(
    '/api/users/logout',
    { schema: { tags: ['patients'], response: { 200: messageOnly } } },
    async (request, reply) => {
      await revokeCurrentSession(request);
      clearRefreshCookie(reply, app.config.cookieSecure);
      return { data: null, message: 'Logged out' };
    },
  );

  app.get(
    '/api/users',
    {
      schema: {
        tags: ['patients'],
        security: [{ bearer: [] }],
        querystring: patientSearchQuerySchema,
        response: { 200: envelope(z.array(patientSummarySchema).nullable()) },
      },
      onRequest: app.requireRole('doctor'),
    },
    async (request) => {
      const found = await searchPatientsByName(app.db, request.query.name);
      return { data: found.length ? found : null };
    },
  );

  app.get(
    '/api/users/:id',
    {
      schema: {
        tags: ['patients'],
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: envelope(patientProfileSchema) },
      },
      onRequest: app.requirePatientSelfOrDoctor('id'),
    },
    async (request) => {
      const patient = await findPatient(app.db, request.params.id);
      if (!patient) throw notRegistered();
      return { data: toProfile(patient) };
    },
  );

  app.put(
    '/api/users/:id',
    {
      schema: {
        tags: ['patients'],
        security: [{ bearer: [] }],
        params: idParams,
        body: patientUpdateRequestSchema,
        response: { 200: envelope(patientProfileSchema) },
      },
      onRequest: app.requireRole('patient'),
    },
    async (request) => {
      if (request.user?.id !== request.params.id) throw forbidden('You can only change your own profile');
      const patient = await updatePatient(app.db, request.params.id, request.body);
      if (!patient) throw notRegistered();
      return { data: toProfile(patient), message: 'Profile updated' };
    },
  );

  app.put(
    '/api/users/:id/plan',
    {
      schema: {
        tags: ['patients'],
        security: [{ bearer: [] }],
        params: idParams,
        body: treatmentPlanSchema,
        response: { 200: envelope(patientProfileSchema) },
      },
      onRequest: app.requireRole('doctor'),
    },
    async (request) => {
      const patient = await setTreatmentPlan(app.db, request.params.id, request.body, request.user?.id);
      if (!patient) throw notRegistered();
      return { data: toProfile(patient), message: 'Treatment plan saved' };
    },
  );

  app.get(
    '/api/users/:id/appointments',
    {
      schema: {
        tags: ['patients'],
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: patientAppointmentsSchema },
      },
      onRequest: app.requirePatientSelfOrDoctor('id'),
    },
    async (request) => {
      if (!(await findPatient(app.db, request.params.id))) throw notRegistered();
      const view = { viewer: request.user!, videoBaseUrl: app.config.videoBaseUrl };
      return {
        data: await listPatientAppointments(app.db, request.params.id, view),
        credits: await listCredits(app.db, request.params.id),
      };
    },
  );
};

export default usersRoutes;
