import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@physio/shared-contracts';
import { route } from '../../platform/http/route';
import { searchPatientsByDateRange } from './patients';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.users.searchByDates, { tags: ['patients'] }, async (request) => ({
    data: await searchPatientsByDateRange(
      app.db,
      request.body.from_date,
      request.body.to_date,
      request.user!.id,
    ),
  }));
};

export default searchRoutes;
