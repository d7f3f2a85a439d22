import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dateRangeSearchSchema, envelope, patientSummarySchema } from '@physio/shared-contracts';
import { searchPatientsByDateRange } from '../services/patients';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/dashboard/search',
    {
      schema: {
        tags: ['patients'],
        security: [{ bearer: [] }],
        body: dateRangeSearchSchema,
        response: { 200: envelope(z.array(patientSummarySchema)) },
      },
      onRequest: app.requireRole('doctor'),
    },
    async (request) => ({
      data: await searchPatientsByDateRange(app.db, request.body.from_date, request.body.to_date),
    }),
  );
};

export default searchRoutes;
