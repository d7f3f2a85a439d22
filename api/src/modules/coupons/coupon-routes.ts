import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponQuerySchema, endpoints, MESSAGES } from '@physio/shared-contracts';
import { schemaOf } from '../../platform/http/endpoint-schema';
import { forbidden, notFound } from '../../platform/http/errors';
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
        security: [{ bearer: [] }],
        querystring: couponQuerySchema,
        response: { 200: z.union([coupons.find.response, coupons.list.response]) },
      },
      onRequest: app.authenticate,
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

  app.post(
    coupons.create.path,
    {
      schema: { tags: ['coupons'], security: [{ bearer: [] }], ...schemaOf(coupons.create) },
      onRequest: app.requireRole('doctor'),
    },
    async (request, reply) => {
      const row = await createCoupon(app.db, request.body);
      return reply.status(201).send({ data: toCoupon(row), message: MESSAGES.coupon.added });
    },
  );

  app.put(
    coupons.update.path,
    {
      schema: { tags: ['coupons'], security: [{ bearer: [] }], ...schemaOf(coupons.update) },
      onRequest: app.requireRole('doctor'),
    },
    async (request) => {
      const row = await updateCoupon(app.db, request.body);
      return { data: toCoupon(row), message: MESSAGES.coupon.updated };
    },
  );

  app.delete(
    coupons.remove.path,
    {
      schema: { tags: ['coupons'], security: [{ bearer: [] }], ...schemaOf(coupons.remove) },
      onRequest: app.requireRole('doctor'),
    },
    async (request) => {
      if (request.query.delete === 'true') {
        await deleteCoupon(app.db, request.body.coupon_code);
        return { data: null, message: MESSAGES.coupon.deleted };
      }
      await expireCoupon(app.db, request.body.coupon_code);
      return { data: null, message: MESSAGES.coupon.expired };
    },
  );
};

export default couponsRoutes;
