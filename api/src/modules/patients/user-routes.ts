import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  endpoints,
  LANGUAGE_COOKIE,
  MESSAGES,
  parseLanguage,
  type PatientSummary,
} from '@physio/shared-contracts';
import { forbidden, notFound } from '../../platform/http/errors';
import { perIp } from '../../platform/http/limits';
import { route } from '../../platform/http/route';
import {
  clearRefreshCookie,
  revokeCurrentLoginSession,
  startLoginSession,
  requestOtp,
  verifyOtp,
} from '../identity';
import { recordBookingConsents } from '../notifications';
import { listPatientAppointments, listCredits } from '../scheduling';
import { searchTreatedMembersByName, setMemberPlan, treatedMembers } from '../family';
import { requireCare, requirePlanDoctor, requireWritableRecord } from './care';
import {
  findPatient,
  followLanguageCookie,
  patientName,
  SEARCH_LIMIT,
  searchPatientsByName,
  setPatientLanguage,
  setTreatmentPlan,
  toProfile,
  updatePatient,
} from './patients';

const { patientLogin, users } = endpoints;
const notRegistered = () => notFound(MESSAGES.patientNotRegistered, 'PATIENT_NOT_FOUND');

/** How the doctor's list names a row: a family member by their own name, a patient by theirs. */
const listedName = (p: PatientSummary) => (p.member?.name ?? p.name).toLowerCase();

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    patientLogin.request,
    { tags: ['patients'], config: perIp(app, app.config.otpLimits.requestsPerIpPerMinute, '1 minute') },
    async (request) => {
      await requestOtp(
        {
          db: app.db,
          sms: app.sms,
          secret: app.config.otpSecret,
          maxPerHour: app.config.otpLimits.codesPerNumberPerHour,
        },
        request.body,
        undefined,
        parseLanguage(request.cookies[LANGUAGE_COOKIE]),
      );
      return { data: null, message: 'A 6-digit code has been sent to your mobile number' };
    },
  );

  route(
    app,
    patientLogin.verify,
    { tags: ['patients'], config: perIp(app, app.config.otpLimits.verifiesPerIpPerMinute, '1 minute') },
    async (request, reply) => {
      const patient = await verifyOtp({ db: app.db, secret: app.config.otpSecret }, request.body);
      // The login that books gives the consents a booking needs (privacy notice, issue 30), once.
      await recordBookingConsents(app.db, patient.id);
      await followLanguageCookie(app.db, patient.id, request.cookies[LANGUAGE_COOKIE]);
      await startLoginSession(request, reply, patient.id, 'patient');
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

  route(app, patientLogin.logout, { tags: ['patients'] }, async (request, reply) => {
    await revokeCurrentLoginSession(request);
    clearRefreshCookie(reply, app.config.cookieSecure);
    return { data: null, message: 'Logged out' };
  });

  route(
    app,
    users.search,
    {
      tags: ['patients'],
    },
    async (request) => {
      const doctorId = request.user!.id;
      // The family members this doctor treats are patients of their own on the list (issue 28 point 3).
      const found = [
        ...(await searchPatientsByName(app.db, request.query.name, doctorId)),
        ...(await searchTreatedMembersByName(app.db, doctorId, request.query.name, SEARCH_LIMIT)),
      ]
        .sort((a, b) => listedName(a).localeCompare(listedName(b)))
        .slice(0, SEARCH_LIMIT);
      return { data: found.length ? found : null };
    },
  );

  route(
    app,
    users.nameOf,
    {
      tags: ['patients'],
      // A patient's name for anyone's exact number: slow enough that nobody walks through every number.
      config: perIp(app, 30, '1 minute'),
    },
    async (request) => {
      const found = await patientName(app.db, request.params.id);
      if (!found) throw notRegistered();
      return { data: found };
    },
  );

  route(
    app,
    users.get,
    {
      tags: ['patients'],
      serializerCompiler: app.compiledAnswers,
    },
    async (request) => {
      const patient = await findPatient(app.db, request.params.id);
      if (!patient) throw notRegistered();
      return { data: toProfile(patient) };
    },
  );

  route(
    app,
    users.update,
    {
      tags: ['patients'],
    },
    async (request) => {
      if (request.user?.id !== request.params.id) throw forbidden('You can only change your own profile');
      const patient = await updatePatient(app.db, request.params.id, request.body);
      if (!patient) throw notRegistered();
      return { data: toProfile(patient), message: 'Profile updated' };
    },
  );

  route(app, users.setLanguage, { tags: ['patients'] }, async (request) => {
    if (request.user?.id !== request.params.id) throw forbidden('You can only change your own language');
    const patient = await setPatientLanguage(app.db, request.params.id, parseLanguage(request.body.language));
    if (!patient) throw notRegistered();
    return { data: { language: parseLanguage(patient.language) } };
  });

  route(
    app,
    users.savePlan,
    {
      tags: ['patients'],
    },
    async (request) => {
      requireWritableRecord(request.params.id);
      const { dependant_id: dependantId, ...plan } = request.body;
      if (dependantId) {
        // A family member's own plan (issue 28 point 3): kept with them, the holder's plan untouched.
        const holder = await findPatient(app.db, request.params.id);
        if (!holder) throw notRegistered();
        const member = await setMemberPlan(app.db, {
          doctorId: request.user!.id,
          holderId: holder.id,
          dependantId,
          plan,
        });
        return { data: { ...toProfile(holder), member }, message: 'Treatment plan saved' };
      }
      await requirePlanDoctor(app.db, request.user!.id, request.params.id);
      const patient = await setTreatmentPlan(app.db, request.params.id, plan, request.user?.id);
      if (!patient) throw notRegistered();
      return { data: toProfile(patient), message: 'Treatment plan saved' };
    },
  );

  route(app, users.family, { tags: ['patients'] }, async (request) => {
    if (!(await findPatient(app.db, request.params.id))) throw notRegistered();
    await requireCare(app.db, request.user!.id, request.params.id);
    return { data: await treatedMembers(app.db, request.user!.id, request.params.id) };
  });

  route(
    app,
    users.appointments,
    {
      tags: ['patients'],
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
