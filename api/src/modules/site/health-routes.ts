import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@physio/shared-contracts';
import { schemaOf } from '../../platform/http/endpoint-schema';

const { get } = endpoints.health;

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    get.path,
    {
      schema: { tags: ['health'], ...schemaOf(get, { 503: get.response }) },
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
