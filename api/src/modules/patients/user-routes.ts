import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, MESSAGES } from '@physio/shared-contracts';
import { schemaOf } from '../../platform/http/endpoint-schema';
import { forbidden, notFound } from '../../platform/http/errors';
import { perIp } from '../../platform/http/limits';
import { clearRefreshCookie, revokeCurrentSession, startSession, requestOtp, verifyOtp } from '../identity';
import { listPatientAppointments, listCredits } from '../scheduling';
import { requirePlanDoctor } from './care';
import {
  findPatient,
  patientName,
  searchPatientsByName,
  setTreatmentPlan,
  toProfile,
  updatePatient,
} from './patients';

const { patientLogin, users } = endpoints;
const notRegistered = () => notFound(MESSAGES.patientNotRegistered, 'PATIENT_NOT_FOUND');

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    patientLogin.request.path,
    {
      schema: { tags: ['patients'], ...schemaOf(patientLogin.request) },
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
    patientLogin.verify.path,
    {
      schema: { tags: ['patients'], ...schemaOf(patientLogin.verify) },
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
    patientLogin.logout.path,
    { schema: { tags: ['patients'], ...schemaOf(patientLogin.logout) } },
    async (request, reply) => {
      await revokeCurrentSession(request);
      clearRefreshCookie(reply, app.config.cookieSecure);
      return { data: null, message: 'Logged out' };
    },
  );

  app.get(
    users.search.path,
    {
      schema: { tags: ['patients'], security: [{ bearer: [] }], ...schemaOf(users.search) },
      onRequest: app.requireRole('doctor'),
    },
    async (request) => {
      const found = await searchPatientsByName(app.db, request.query.name, request.user!.id);
      return { data: found.length ? found : null };
    },
  );

  app.get(
    users.nameOf.path,
    {
      schema: { tags: ['patients'], security: [{ bearer: [] }], ...schemaOf(users.nameOf) },
      onRequest: app.requireRole('doctor'),
      // A patient's name for anyone's exact number: slow enough that nobody walks through every number.
      config: perIp(app, 30, '1 minute'),
    },
    async (request) => {
      const found = await patientName(app.db, request.params.id);
      if (!found) throw notRegistered();
      return { data: found };
    },
  );

  app.get(
    users.get.path,
    {
      schema: { tags: ['patients'], security: [{ bearer: [] }], ...schemaOf(users.get) },
      onRequest: app.requirePatientSelfOrDoctor('id'),
      serializerCompiler: app.compiledAnswers,
    },
    async (request) => {
      const patient = await findPatient(app.db, request.params.id);
      if (!patient) throw notRegistered();
      return { data: toProfile(patient) };
    },
  );

  app.put(
    users.update.path,
    {
      schema: { tags: ['patients'], security: [{ bearer: [] }], ...schemaOf(users.update) },
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
    users.savePlan.path,
    {
      schema: { tags: ['patients'], security: [{ bearer: [] }], ...schemaOf(users.savePlan) },
      onRequest: app.requireRole('doctor'),
    },
    async (request) => {
      await requirePlanDoctor(app.db, request.user!.id, request.params.id);
      const patient = await setTreatmentPlan(app.db, request.params.id, request.body, request.user?.id);
      if (!patient) throw notRegistered();
      return { data: toProfile(patient), message: 'Treatment plan saved' };
    },
  );

  app.get(
    users.appointments.path,
    {
      schema: { tags: ['patients'], security: [{ bearer: [] }], ...schemaOf(users.appointments) },
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
