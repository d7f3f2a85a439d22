/**
 * Home exercise programs' routes (issue 29). The patient's calls are guarded by `patientSelfOrCaringDoctor` (the
 * patient, or a doctor caring for them: 403 NOT_YOUR_PATIENT otherwise) before the body is read; `onlyFor` then keeps
 * each call to the role it serves (doctors write programs, the patient ticks sets, logs pain and picks a reminder,
 * for themself or, with `dependant_id`, for one of their family members).
 * The illustrations are public drawings, served from api/assets/exercises.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { endpoints, MESSAGES, type Role } from '@physio/shared-contracts';
import { route } from '../../platform/http/route';
import { forbidden, notFound } from '../../platform/http/errors';
import { apiRoot } from '../../platform/lib/paths';
import { findPatient } from '../patients';
import { libraryExercise } from './exercise-library';
import { addCustomExercise, listExercises, readProgram, saveProgram } from './exercise-programs';
import { logPain, logSets, readAdherence, readToday, setReminder } from './exercise-days';

const { exercises } = endpoints;

const onlyFor = (role: Role, message: string) => async (request: FastifyRequest) => {
  if (request.user?.role !== role) throw forbidden(message);
};
const patientsOnly = onlyFor('patient', 'Only the patient can do this');
const doctorsOnly = onlyFor('doctor', 'Only a physiotherapist caring for this patient can do this');
const tags = ['exercise programs'];

/** dist/assets/exercises beside the bundle (build.mjs copies assets/), else the package's. */
const illustrationsDir = () => {
  const beside = path.join(__dirname, 'assets', 'exercises');
  return fs.existsSync(beside) ? beside : path.join(apiRoot(), 'assets', 'exercises');
};

const exerciseRoutes: FastifyPluginAsyncZod = async (app) => {
  const requirePatient = async (id: string) => {
    if (!(await findPatient(app.db, id))) throw notFound(MESSAGES.patientNotRegistered, 'PATIENT_NOT_FOUND');
  };
  const dir = illustrationsDir();

  app.get(
    '/api/exercises/:slug.svg',
    {
      schema: {
        tags,
        summary: 'An exercise’s illustration (public: a drawing of the library, no patient data)',
        params: z.object({ slug: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      if (!libraryExercise(request.params.slug)) throw notFound('No such exercise', 'NOT_FOUND');
      const svg = await fs.promises.readFile(path.join(dir, `${request.params.slug}.svg`));
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    },
  );

  route(app, exercises.library, { tags }, async (request) => ({
    data: await listExercises(app.db, request.user!.id),
  }));

  route(app, exercises.addCustom, { tags }, async (request, reply) => {
    const exercise = await addCustomExercise(app.db, request.user!.id, request.body);
    return reply.status(201).send({ data: exercise, message: 'Exercise added' });
  });

  route(app, exercises.program, { tags }, async (request) => {
    await requirePatient(request.params.id);
    const { id } = request.params;
    return { data: await readProgram(app.db, request.user!, id, request.query.dependant_id) };
  });

  route(app, exercises.saveProgram, { tags, onRequest: doctorsOnly }, async (request) => {
    await requirePatient(request.params.id);
    const program = await saveProgram(app.db, request.user!, request.params.id, request.body);
    return { data: program, message: 'Program saved' };
  });

  route(app, exercises.today, { tags }, async (request) => {
    await requirePatient(request.params.id);
    const { id } = request.params;
    return { data: await readToday(app.db, request.user!, id, request.query.dependant_id) };
  });

  route(app, exercises.logSets, { tags, onRequest: patientsOnly }, async (request) => {
    const { id, itemId } = request.params;
    await requirePatient(id);
    const { sets_done: setsDone, dependant_id: dependantId } = request.body;
    return { data: await logSets(app.db, request.user!, id, { itemId, setsDone, dependantId }) };
  });

  route(app, exercises.logPain, { tags, onRequest: patientsOnly }, async (request) => {
    await requirePatient(request.params.id);
    const { pain, dependant_id: dependantId } = request.body;
    const day = await logPain(app.db, request.user!, request.params.id, { pain, dependantId });
    return { data: day, message: 'Pain saved' };
  });

  route(app, exercises.setReminder, { tags, onRequest: patientsOnly }, async (request) => {
    await requirePatient(request.params.id);
    const { time, dependant_id: dependantId } = request.body;
    const reminder = await setReminder(app.db, request.user!, request.params.id, { time, dependantId });
    return { data: reminder, message: reminder.time ? 'Reminder set' : 'Reminder turned off' };
  });

  route(app, exercises.adherence, { tags }, async (request) => {
    await requirePatient(request.params.id);
    const { id } = request.params;
    return { data: await readAdherence(app.db, request.user!, id, request.query.dependant_id) };
  });
};

export default exerciseRoutes;
