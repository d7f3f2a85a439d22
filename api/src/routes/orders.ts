import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createdOrderSchema,
  envelope,
  orderRequestSchema,
  orderSchema,
  patientIdSchema,
} from '@physio/shared-contracts';
import { createOrder, listPatientOrders, readOrder } from '../services/orders';

const errors = {
  400: z.unknown(),
  401: z.unknown(),
  403: z.unknown(),
  404: z.unknown(),
  409: z.unknown(),
  422: z.unknown(),
};

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/orders',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Create an order priced by the server and its payment-provider order',
        security: [{ bearer: [] }],
        body: orderRequestSchema,
        response: { 200: envelope(createdOrderSchema), ...errors },
      },
    },
    async (request) => ({ data: await createOrder(app.payments, request.user!, request.body) }),
  );

  app.get(
    '/api/orders',
    {
      preHandler: app.requirePatientSelfOrDoctor('patient_id', 'query'),
      schema: {
        tags: ['orders'],
        summary: "A patient's order history (newest first)",
        security: [{ bearer: [] }],
        querystring: z.object({ patient_id: patientIdSchema }),
        response: { 200: envelope(z.array(orderSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listPatientOrders(app.db, request.query.patient_id) }),
  );

  app.get(
    '/api/orders/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'One order (by the provider order id) with its appointment',
        security: [{ bearer: [] }],
        params: z.object({ id: z.string().trim().min(1).max(64) }),
        response: { 200: envelope(orderSchema), ...errors },
      },
    },
    async (request) => ({ data: await readOrder(app.db, request.user!, request.params.id) }),
  );
};

export default ordersRoutes;
