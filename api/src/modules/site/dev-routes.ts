import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@physio/shared-contracts';
import { notFound } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { listEmailOutbox, listOutboxMessages, listWhatsAppOutbox } from '../notifications';

/** Dev outboxes of the console SMS, e-mail and WhatsApp providers; 404 with a real gateway or in production mode. */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    endpoints.dev.sms,
    {
      tags: ['dev'],
      onRequest: async (request) => {
        if (app.sms.name !== 'console' || app.config.mode === 'production') {
          throw notFound(`No route for GET ${request.url.split('?')[0]}`);
        }
      },
    },
    async (request) => ({ data: await listOutboxMessages(app.db, request.query.mobile) }),
  );
  route(
    app,
    endpoints.devEmail.list,
    {
      tags: ['dev'],
      onRequest: async (request) => {
        if (app.mail.deps.provider.name !== 'console' || app.config.mode === 'production') {
          throw notFound(`No route for GET ${request.url.split('?')[0]}`);
        }
      },
    },
    async (request) => ({ data: await listEmailOutbox(app.db, request.query.to) }),
  );
  route(
    app,
    endpoints.dev.whatsapp,
    {
      tags: ['dev'],
      onRequest: async (request) => {
        if (app.whatsapp.name !== 'console' || app.config.mode === 'production') {
          throw notFound(`No route for GET ${request.url.split('?')[0]}`);
        }
      },
    },
    async (request) => ({ data: await listWhatsAppOutbox(app.db, request.query.mobile) }),
  );
};

export default devRoutes;
