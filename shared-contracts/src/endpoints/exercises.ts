/**
 * Home exercise programs (issue 29). The patient's calls name the patient in the path, so the care check runs
 * before the body is read (403 NOT_YOUR_PATIENT for a doctor without a care relationship, on each: the API's
 * exercise-routes test walks this table); the API records every read and write in the patient's access log.
 * The illustrations are served beside these as images (GET /api/exercises/:slug.svg, public drawings).
 */
import '../zod-config';
import { z } from 'zod/mini';
import {
  adherenceSchema,
  customExerciseRequestSchema,
  exerciseDaySchema,
  exercisePainRequestSchema,
  exerciseReminderRequestSchema,
  exerciseReminderSchema,
  libraryExerciseSchema,
  patientIdSchema,
  programRequestSchema,
  programSchema,
  setsDoneRequestSchema,
} from '../schemas';
import { memberQuerySchema } from '../family';
import { endpoint } from './define';

const byId = z.object({ id: patientIdSchema });
const patientOrCaringDoctor = { patientSelfOrCaringDoctor: 'id' } as const;
/**
 * With `dependant_id` (query or body), a family member's own program (issue 28 point 3): one of the patient's own
 * (404 DEPENDANT_NOT_FOUND for anyone else's) whom a doctor caller treats (403 NOT_YOUR_PATIENT), nothing written.
 */
const memberErrors = {
  403: ['NOT_YOUR_PATIENT'],
  404: ['PATIENT_NOT_FOUND', 'DEPENDANT_NOT_FOUND'],
} as const;

export const exercises = {
  /** The library and the caller's own exercises (doctors). */
  library: endpoint({
    method: 'GET',
    path: '/api/exercises',
    auth: 'doctor',
    data: z.array(libraryExerciseSchema),
  }),
  /** A doctor's own exercise (name and instructions; no illustration). */
  addCustom: endpoint({
    method: 'POST',
    path: '/api/exercises',
    auth: 'doctor',
    body: customExerciseRequestSchema,
    status: 201,
    data: libraryExerciseSchema,
  }),
  /** The patient's current program (null before the first), or a family member's (`?dependant_id=`). */
  program: endpoint({
    method: 'GET',
    path: '/api/users/:id/exercise-program',
    auth: patientOrCaringDoctor,
    errors: memberErrors,
    params: byId,
    query: memberQuerySchema,
    data: z.nullable(programSchema),
  }),
  /** A caring doctor saves the program: a new version (patients get 403 FORBIDDEN). */
  saveProgram: endpoint({
    method: 'PUT',
    path: '/api/users/:id/exercise-program',
    auth: patientOrCaringDoctor,
    errors: { 400: ['UNKNOWN_EXERCISE'], ...memberErrors },
    params: byId,
    body: programRequestSchema,
    data: programSchema,
  }),
  /** Today's exercises in India, the sets ticked and the pain logged; a family member's (`?dependant_id=`). */
  today: endpoint({
    method: 'GET',
    path: '/api/users/:id/exercises/today',
    auth: patientOrCaringDoctor,
    errors: memberErrors,
    params: byId,
    query: memberQuerySchema,
    data: exerciseDaySchema,
  }),
  /**
   * The patient ticks sets of one exercise today (the count done, not an increment: a double tap is harmless); with
   * `dependant_id`, of their family member's program, ticked by the holder.
   */
  logSets: endpoint({
    method: 'PUT',
    path: '/api/users/:id/exercises/today/sets/:itemId',
    auth: patientOrCaringDoctor,
    errors: {
      400: ['TOO_MANY_SETS'],
      404: ['PATIENT_NOT_FOUND', 'DEPENDANT_NOT_FOUND', 'PROGRAM_ITEM_NOT_FOUND'],
    },
    params: z.object({ id: patientIdSchema, itemId: z.uuid('Not an exercise of your program') }),
    body: setsDoneRequestSchema,
    data: exerciseDaySchema,
  }),
  /** The patient's pain after today's exercises (0–10); with `dependant_id`, their family member's. */
  logPain: endpoint({
    method: 'PUT',
    path: '/api/users/:id/exercises/today/pain',
    auth: patientOrCaringDoctor,
    errors: memberErrors,
    params: byId,
    body: exercisePainRequestSchema,
    data: exerciseDaySchema,
  }),
  /**
   * The patient's daily reminder time in India (null: no reminder); with `dependant_id`, the reminder of their family
   * member's program, sent to the holder and naming the member.
   */
  setReminder: endpoint({
    method: 'PUT',
    path: '/api/users/:id/exercise-reminder',
    auth: patientOrCaringDoctor,
    errors: memberErrors,
    params: byId,
    body: exerciseReminderRequestSchema,
    data: exerciseReminderSchema,
  }),
  /**
   * Adherence per week and pain over time (the doctor's patient page; the patient may read it too); a family
   * member's own (`?dependant_id=`), never mixed with the patient's.
   */
  adherence: endpoint({
    method: 'GET',
    path: '/api/users/:id/exercise-adherence',
    auth: patientOrCaringDoctor,
    errors: memberErrors,
    params: byId,
    query: memberQuerySchema,
    data: adherenceSchema,
  }),
};
