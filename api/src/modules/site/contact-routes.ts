import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, MESSAGES } from '@physio/shared-contracts';
import { perIp } from '../../platform/http/limits';
import { route } from '../../platform/http/route';
import { saveContactMessage } from './contact';

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    endpoints.contact.send,
    { tags: ['contact'], config: perIp(app, 5, '10 minutes') },
    async (request, reply) => {
      const id = await saveContactMessage(app.db, request.body, request.ip);
      return reply.status(201).send({ data: { id }, message: MESSAGES.contact.successBody });
    },
  );
};

export default contactRoutes;
