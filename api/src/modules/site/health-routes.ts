import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@physio/shared-contracts';
import { route } from '../../platform/http/route';

const { get } = endpoints.health;

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    get,
    { tags: ['health'], answers: { 503: get.response }, config: { rateLimit: false } },
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
