import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  couponCreateRequestSchema,
  couponDeleteQuerySchema,
  couponDeleteRequestSchema,
  couponListSchema,
  couponQuerySchema,
  couponSchema,
  couponUpdateRequestSchema,
  envelope,
  MESSAGES,
} from '@physio/shared-contracts';
import { forbidden, notFound } from '../lib/errors';
import {
  createCoupon,
  deleteCoupon,
  expireCoupon,
  findCoupon,
  listCoupons,
  toCoupon,
  updateCoupon,
} from '../services/coupons';

const PATH = '/api/dashboard/coupons';
const messageOnly = z.object({ data: z.null(), message: z.string() });

const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Lookup by code: patients (confirmation page) and doctors. Listing: doctors only.
  app.get(
    PATH,
    {
      schema: {
        tags: ['coupons'],
        security: [{ bearer: [] }],
        querystring: couponQuerySchema,
        response: { 200: z.union([envelope(couponSchema), couponListSchema]) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const query = request.query;
      if ('coupon_code' in query) {
        const row = await findCoupon(app.db, query.coupon_code);
        if (!row) throw notFound(MESSAGES.coupon.notExists, 'COUPON_NOT_FOUND');
        return { data: toCoupon(row) };
      }
      if (request.user?.role !== 'doctor') throw forbidden('Only a doctor can list coupons');
      return listCoupons(app.db, query.limit, query.offset);
    },
  );

  app.post(
    PATH,
    {
      schema: {
        tags: ['coupons'],
        security: [{ bearer: [] }],
        body: couponCreateRequestSchema,
        response: { 201: envelope(couponSchema) },
      },
      onRequest: app.requireRole('doctor'),
    },
    async (request, reply) => {
      const row = await createCoupon(app.db, request.body);
      return reply.status(201).send({ data: toCoupon(row), message: MESSAGES.coupon.added });
    },
  );

  app.put(
    PATH,
    {
      schema: {
        tags: ['coupons'],
        security: [{ bearer: [] }],
        body: couponUpdateRequestSchema,
        response: { 200: envelope(couponSchema) },
      },
      onRequest: app.requireRole('doctor'),
    },
    async (request) => {
      const row = await updateCoupon(app.db, request.body);
      return { data: toCoupon(row), message: MESSAGES.coupon.updated };
    },
  );

  app.delete(
    PATH,
    {
      schema: {
        tags: ['coupons'],
        security: [{ bearer: [] }],
        querystring: couponDeleteQuerySchema,
        body: couponDeleteRequestSchema,
        response: { 200: messageOnly },
      },
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
