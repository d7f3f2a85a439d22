import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@physio/shared-contracts';
import { route } from '../../platform/http/route';
import { balancePaise, listPayouts } from './payouts';

const { payouts } = endpoints;

const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, payouts.balance, { tags: ['payouts'] }, async (request) => ({
    data: (await balancePaise(app.db, request.params.doctorId)) / 100,
  }));

  route(app, payouts.history, { tags: ['payouts'] }, async (request) => {
    const utr = request.query.utr === 'any' ? undefined : request.query.utr;
    return { data: await listPayouts(app.db, request.params.doctorId, utr) };
  });
};

export default payoutsRoutes;
