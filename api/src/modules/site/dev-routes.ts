import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@physio/shared-contracts';
import { schemaOf } from '../../platform/http/endpoint-schema';
import { notFound } from '../../platform/http/errors';
import { listEmailOutbox, listOutboxMessages } from '../notifications';

/** Dev outboxes of the console SMS and e-mail providers; 404 with a real gateway or in production mode. */
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
  app.get(
    endpoints.devEmail.list.path,
    {
      schema: { tags: ['dev'], ...schemaOf(endpoints.devEmail.list) },
      onRequest: async (request) => {
        if (app.mail.deps.provider.name !== 'console' || app.config.mode === 'production') {
          throw notFound(`No route for GET ${request.url.split('?')[0]}`);
        }
      },
    },
    async (request) => ({ data: await listEmailOutbox(app.db, request.query.to) }),
  );
};

export default devRoutes;
