import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@physio/shared-contracts';
import { schemaOf } from '../lib/endpoint-schema';
import { notFound } from '../lib/errors';
import { listOutboxMessages } from '../services/sms-outbox';

/** Dev outbox of the console SMS provider; 404 with any real gateway. */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    endpoints.dev.sms.path,
    {
      schema: { tags: ['dev'], ...schemaOf(endpoints.dev.sms) },
      onRequest: async (request) => {
        if (app.sms.name !== 'console' || app.config.mode === 'production') {
          throw notFound(`No route for GET ${request.url.split('?')[0]}`);
        }
      },
    },
    async (request) => ({ data: await listOutboxMessages(app.db, request.query.mobile) }),
  );
};

export default devRoutes;
