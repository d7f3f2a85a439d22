import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@physio/shared-contracts';
import { smsOutbox } from '../db/schema';
import { schemaOf } from '../lib/endpoint-schema';
import { notFound } from '../lib/errors';

/** Dev outbox of the console SMS provider; 404 with any real gateway. */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    endpoints.dev.sms.path,
    {
      schema: { tags: ['dev'], ...schemaOf(endpoints.dev.sms) },
      onRequest: async (request) => {
        if (app.sms.name !== 'console' || app.config.env === 'production') {
          throw notFound(`No route for GET ${request.url.split('?')[0]}`);
        }
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.mobile, request.query.mobile))
        .orderBy(desc(smsOutbox.createdAt))
        .limit(20);
      return {
        data: rows.map((r) => ({
          mobile: r.mobile,
          message: r.message,
          otp: r.otp,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },
  );
};

export default devRoutes;
