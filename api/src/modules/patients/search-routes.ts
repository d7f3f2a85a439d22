import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@physio/shared-contracts';
import { schemaOf } from '../../platform/http/endpoint-schema';
import { searchPatientsByDateRange } from './patients';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    endpoints.users.searchByDates.path,
    {
      schema: { tags: ['patients'], security: [{ bearer: [] }], ...schemaOf(endpoints.users.searchByDates) },
      onRequest: app.requireRole('doctor'),
    },
    async (request) => ({
      data: await searchPatientsByDateRange(
        app.db,
        request.body.from_date,
        request.body.to_date,
        request.user!.id,
      ),
    }),
  );
};

export default searchRoutes;
