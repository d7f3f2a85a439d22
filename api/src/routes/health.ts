import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@physio/shared-contracts';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'down']) });

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: { tags: ['health'], response: { 200: envelope(healthSchema), 503: envelope(healthSchema) } },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { data: { status: 'ok' as const, database: 'ok' as const } };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ data: { status: 'degraded' as const, database: 'down' as const } });
      }
    },
  );
};

export default healthRoutes;
