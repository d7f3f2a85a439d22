import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, payoutBalanceSchema, payoutSchema } from '@physio/shared-contracts';
import { balancePaise, listPayouts } from '../services/payouts';

const doctorParams = z.object({
  doctorId: z.string().regex(/^\d{10}$/, 'A doctor id is a 10-digit mobile number'),
});

const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/appointments/:doctorId/sum',
    {
      schema: {
        tags: ['payouts'],
        security: [{ bearer: [] }],
        params: doctorParams,
        response: { 200: envelope(payoutBalanceSchema) },
      },
      onRequest: app.requireDoctorSelf('doctorId'),
    },
    async (request) => ({ data: (await balancePaise(app.db, request.params.doctorId)) / 100 }),
  );

  app.get(
    '/api/advices/:doctorId',
    {
      schema: {
        tags: ['payouts'],
        security: [{ bearer: [] }],
        params: doctorParams,
        querystring: z.object({ utr: z.string().trim().min(1).max(64).default('any') }),
        response: { 200: envelope(z.array(payoutSchema)) },
      },
      onRequest: app.requireDoctorSelf('doctorId'),
    },
    async (request) => {
      const utr = request.query.utr === 'any' ? undefined : request.query.utr;
      return { data: await listPayouts(app.db, request.params.doctorId, utr) };
    },
  );
};

export default payoutsRoutes;
