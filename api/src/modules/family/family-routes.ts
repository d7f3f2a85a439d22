import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, FAMILY_MESSAGES } from '@physio/shared-contracts';
import { route } from '../../platform/http/route';
import { addDependant, correctDependant, listDependants, removeDependant } from './index';

const { list, add, correct, remove } = endpoints.family;

/** Family (issue 28 point 3): the signed-in patient's dependants. */
const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['family'];
  route(app, list, { tags, summary: "The signed-in patient's dependants" }, async (request) => ({
    data: await listDependants(app.db, request.user!.id),
  }));
  route(app, add, { tags, summary: 'Add a dependant' }, async (request, reply) =>
    reply.status(201).send({
      data: await addDependant(app.db, request.user!.id, request.body),
      message: FAMILY_MESSAGES.added,
    }),
  );
  route(
    app,
    correct,
    { tags, summary: "Correct an own dependant's name, relation or age" },
    async (request) => ({
      data: await app.db.transaction((tx) =>
        correctDependant(tx, request.user!.id, request.params.id, request.body),
      ),
      message: FAMILY_MESSAGES.corrected,
    }),
  );
  route(app, remove, { tags, summary: 'Remove an own dependant from the list' }, async (request) => ({
    data: await removeDependant(app.db, request.user!.id, request.params.id),
    message: FAMILY_MESSAGES.removed,
  }));
};

export default familyRoutes;
