import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, LANGUAGE_COOKIE } from '@physio/shared-contracts';
import { forbidden } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { purposeConsent } from '../notifications';
import { followLanguageCookie } from '../patients';
import { createOrder } from './orders';
import { listPatientOrders, readOrder } from './order-views';

const { orders } = endpoints;

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    orders.create,
    {
      tags: ['orders'],
      summary: 'Create an order priced by the server and its payment-provider order',
    },
    async (request) => {
      const user = request.user!;
      // Booking needs the consent to booking and care (privacy notice, issue 30): withdrawn, nothing is booked.
      if (user.role === 'patient' && !(await purposeConsent(app.db, user.id, 'care')).granted)
        throw forbidden(
          'Booking needs your consent to booking and care. Turn it on under Privacy in your account.',
          'CARE_CONSENT_WITHDRAWN',
        );
      // The booking's SMS and e-mails are in the language the patient is reading the site in.
      if (user.role === 'patient')
        await followLanguageCookie(app.db, user.id, request.cookies[LANGUAGE_COOKIE]);
      return { data: await createOrder(app.payments, user, request.body) };
    },
  );

  route(
    app,
    orders.list,
    {
      tags: ['orders'],
      summary: "A patient's order history (newest first)",
    },
    async (request) => ({ data: await listPatientOrders(app.db, request.query.patient_id) }),
  );

  route(
    app,
    orders.get,
    {
      tags: ['orders'],
      summary: 'One order (by the provider order id) with its appointment',
    },
    async (request) => ({
      data: await readOrder(app.db, request.user!, request.params.id, app.config.videoBaseUrl),
    }),
  );
};

export default ordersRoutes;
