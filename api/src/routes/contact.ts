import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, MESSAGES } from '@physio/shared-contracts';
import { contactMessages } from '../db/schema';
import { schemaOf } from '../lib/endpoint-schema';
import { perIp } from '../lib/limits';

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    endpoints.contact.send.path,
    {
      schema: { tags: ['contact'], ...schemaOf(endpoints.contact.send) },
      config: perIp(app, 5, '10 minutes'),
    },
    async (request, reply) => {
      const rows = await app.db
        .insert(contactMessages)
        .values({ ...request.body, ip: request.ip })
        .returning({ id: contactMessages.id });
      return reply.status(201).send({ data: { id: rows[0]!.id }, message: MESSAGES.contact.successBody });
    },
  );
};

export default contactRoutes;
