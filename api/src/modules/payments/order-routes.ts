import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@physio/shared-contracts';
import { schemaOf } from '../../platform/http/endpoint-schema';
import { createOrder, listPatientOrders, readOrder } from './orders';

const errors = {
  400: z.unknown(),
  401: z.unknown(),
  403: z.unknown(),
  404: z.unknown(),
  409: z.unknown(),
  422: z.unknown(),
};

const { orders } = endpoints;

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    orders.create.path,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Create an order priced by the server and its payment-provider order',
        security: [{ bearer: [] }],
        ...schemaOf(orders.create, errors),
      },
    },
    async (request) => ({ data: await createOrder(app.payments, request.user!, request.body) }),
  );

  app.get(
    orders.list.path,
    {
      preHandler: app.requirePatientSelfOrDoctor('patient_id', 'query'),
      schema: {
        tags: ['orders'],
        summary: "A patient's order history (newest first)",
        security: [{ bearer: [] }],
        ...schemaOf(orders.list, errors),
      },
    },
    async (request) => ({ data: await listPatientOrders(app.db, request.query.patient_id) }),
  );

  app.get(
    orders.get.path,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'One order (by the provider order id) with its appointment',
        security: [{ bearer: [] }],
        ...schemaOf(orders.get, errors),
      },
    },
    async (request) => ({
      data: await readOrder(app.db, request.user!, request.params.id, app.config.videoBaseUrl),
    }),
  );
};

export default ordersRoutes;
