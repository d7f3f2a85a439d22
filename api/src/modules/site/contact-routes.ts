import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, MESSAGES } from '@physio/shared-contracts';
import { schemaOf } from '../../platform/http/endpoint-schema';
import { perIp } from '../../platform/http/limits';
import { saveContactMessage } from './contact';

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    endpoints.contact.send.path,
    {
      schema: { tags: ['contact'], ...schemaOf(endpoints.contact.send) },
      config: perIp(app, 5, '10 minutes'),
    },
    async (request, reply) => {
      const id = await saveContactMessage(app.db, request.body, request.ip);
      return reply.status(201).send({ data: { id }, message: MESSAGES.contact.successBody });
    },
  );
};

export default contactRoutes;
