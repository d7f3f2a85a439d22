import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequestSchema, envelope, MESSAGES } from '@physio/shared-contracts';
import { perIp } from '../lib/limits';
import { saveContactMessage } from '../services/contact';

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
      const id = await saveContactMessage(app.db, request.body, request.ip);
      return reply.status(201).send({ data: { id }, message: MESSAGES.contact.successBody });
    },
  );
};

export default contactRoutes;
