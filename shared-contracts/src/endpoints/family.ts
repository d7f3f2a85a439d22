/** Family (issue 28 point 3): the signed-in patient's dependants, whom they book, pay and receive messages for. */
import '../zod-config';
import { z } from 'zod/mini';
import { dependantIdSchema, dependantInputSchema, dependantSchema } from '../family';
import { endpoint } from './define';

const PATH = '/api/family/dependants';
const byId = z.object({ id: dependantIdSchema });

export const family = {
  /** The signed-in patient's dependants, in the order they were added (removed ones are gone from the list). */
  list: endpoint({
    method: 'GET',
    path: PATH,
    auth: 'patient',
    data: z.array(dependantSchema),
  }),
  /** Adds a dependant (name, relation, age 0–120); 400 with the form's message otherwise. */
  add: endpoint({
    method: 'POST',
    path: PATH,
    auth: 'patient',
    errors: { 409: ['FAMILY_LIMIT'] },
    body: dependantInputSchema,
    status: 201,
    data: dependantSchema,
  }),
  /** Corrects a dependant's name, relation or age (DPDP "Correct"); another patient's is 404. */
  correct: endpoint({
    method: 'PUT',
    path: `${PATH}/:id`,
    auth: 'patient',
    errors: { 404: ['DEPENDANT_NOT_FOUND'] },
    params: byId,
    body: dependantInputSchema,
    data: dependantSchema,
  }),
  /** Removes a dependant from the list; their past bookings keep their name. Another patient's is 404. */
  remove: endpoint({
    method: 'DELETE',
    path: `${PATH}/:id`,
    auth: 'patient',
    errors: { 404: ['DEPENDANT_NOT_FOUND'] },
    params: byId,
    data: z.object({ id: z.string() }),
  }),
};
