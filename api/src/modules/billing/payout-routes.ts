import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@physio/shared-contracts';
import { schemaOf } from '../../platform/http/endpoint-schema';
import { balancePaise, listPayouts } from './payouts';

const { payouts } = endpoints;

const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    payouts.balance.path,
    {
      schema: { tags: ['payouts'], security: [{ bearer: [] }], ...schemaOf(payouts.balance) },
      onRequest: app.requireDoctorSelf('doctorId'),
    },
    async (request) => ({ data: (await balancePaise(app.db, request.params.doctorId)) / 100 }),
  );

  app.get(
    payouts.history.path,
    {
      schema: { tags: ['payouts'], security: [{ bearer: [] }], ...schemaOf(payouts.history) },
      onRequest: app.requireDoctorSelf('doctorId'),
    },
    async (request) => {
      const utr = request.query.utr === 'any' ? undefined : request.query.utr;
      return { data: await listPayouts(app.db, request.params.doctorId, utr) };
    },
  );
};

export default payoutsRoutes;
