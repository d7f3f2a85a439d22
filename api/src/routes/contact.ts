import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequestSchema, envelope, MESSAGES } from '@physio/shared-contracts';
import { contactMessages } from '../db/schema';
import { perIp } from '../lib/limits';

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        body: contactRequestSchema,
        response: { 201: envelope(z.object({ id: z.string() })) },
      },
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
