import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponQuerySchema, endpoints, MESSAGES } from '@physio/shared-contracts';
import { forbidden, notFound } from '../../platform/http/errors';
import { authHook, errorAnswers, route, securityOf, undeclaredCodeCheck } from '../../platform/http/route';
import {
  createCoupon,
  deleteCoupon,
  expireCoupon,
  listCoupons,
  lookupCoupon,
  toCoupon,
  updateCoupon,
} from './coupons';

const { coupons } = endpoints;

const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Lookup by code: patients (confirmation page) and doctors. Listing: doctors only.
  // One path, two table entries (coupons.find and coupons.list): either query, either answer.
  app.get(
    coupons.find.path,
    {
      schema: {
        tags: ['coupons'],
        security: securityOf(coupons.find.auth),
        querystring: couponQuerySchema,
        response: {
          200: z.union([coupons.find.response, coupons.list.response]),
          ...errorAnswers(coupons.find, coupons.list),
        },
      },
      // The looser of the two entries' auth (find: any signed-in user); the handler keeps the list to doctors.
      onRequest: authHook(app, coupons.find.auth),
      ...(app.checkAnswers ? { onSend: undeclaredCodeCheck(coupons.find, coupons.list) } : {}),
      serializerCompiler: app.compiledAnswers,
    },
    async (request) => {
      const query = request.query;
      if ('coupon_code' in query) {
        const row = await lookupCoupon(app.db, query.coupon_code);
        if (!row) throw notFound(MESSAGES.coupon.notExists, 'COUPON_NOT_FOUND');
        return { data: toCoupon(row) };
      }
      if (request.user?.role !== 'doctor') throw forbidden('Only a doctor can list coupons');
      return listCoupons(app.db, query.limit, query.offset);
    },
  );

  route(app, coupons.create, { tags: ['coupons'] }, async (request, reply) => {
    const row = await createCoupon(app.db, request.body);
    return reply.status(201).send({ data: toCoupon(row), message: MESSAGES.coupon.added });
  });

  route(app, coupons.update, { tags: ['coupons'] }, async (request) => {
    const row = await updateCoupon(app.db, request.body);
    return { data: toCoupon(row), message: MESSAGES.coupon.updated };
  });

  route(app, coupons.remove, { tags: ['coupons'] }, async (request) => {
    if (request.query.delete === 'true') {
      await deleteCoupon(app.db, request.body.coupon_code);
      return { data: null, message: MESSAGES.coupon.deleted };
    }
    await expireCoupon(app.db, request.body.coupon_code);
    return { data: null, message: MESSAGES.coupon.expired };
  });
};

export default couponsRoutes;
