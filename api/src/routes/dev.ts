import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, mobileSchema, outboxMessageSchema } from '@physio/shared-contracts';
import { notFound } from '../lib/errors';
import { listOutboxMessages } from '../services/sms-outbox';

/** Dev outbox of the console SMS provider; 404 with any real gateway. */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/sms',
    {
      schema: {
        tags: ['dev'],
        querystring: z.object({ mobile: mobileSchema }),
        response: { 200: envelope(z.array(outboxMessageSchema)) },
      },
      onRequest: async (request) => {
        if (app.sms.name !== 'console' || app.config.env === 'production') {
          throw notFound(`No route for GET ${request.url.split('?')[0]}`);
        }
      },
    },
    async (request) => ({ data: await listOutboxMessages(app.db, request.query.mobile) }),
  );
};

export default devRoutes;
