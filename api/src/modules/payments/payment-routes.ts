import { z } from 'zod';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, envelope } from '@physio/shared-contracts';
import { errorAnswerSchema, route } from '../../platform/http/route';
import { forbidden, HttpError } from '../../platform/http/errors';
import {
  FAILURE_REDIRECT,
  handleWebhook,
  simulateCheckout,
  successRedirect,
  verifyCheckout,
} from './payment-webhook';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const field = (body: unknown, name: string): string | undefined => {
  const v = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof v === 'string' ? v : undefined;
};

/** A provider's order id as the checkout's callback_url carries it (`?order=`): letters, digits and `_`. */
const ORDER_ID = /^[A-Za-z0-9_]{1,64}$/;

/**
 * Where a failed or unverifiable callback sends the browser: /paymentfailed, naming the order the callback_url
 * carried, so that the page can offer that same order again (Razorpay's failure POST has no order field of its own).
 */
function failureRedirect(query: unknown): string {
  const order = field(query, 'order');
  return order && ORDER_ID.test(order) ? `${FAILURE_REDIRECT}?order=${order}` : FAILURE_REDIRECT;
}

const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.payments;

  const simulator = ctx.provider.simulator;
  if (app.config.mode === 'production' && simulator) {
    app.log.warn(
      'payments run in SANDBOX mode: no money is collected. Set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET to take real payments.',
    );
  }

  await app.register(formbody);

  route(
    app,
    endpoints.payments.config,
    { tags: ['payments'], summary: 'What the browser needs to open the checkout' },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { data: ctx.provider.checkoutConfig() };
    },
  );

  app.post(
    '/api/payments/callback',
    {
      schema: {
        tags: ['payments'],
        summary: 'Checkout callback_url (form POST): verify, then 303 to the result page',
        hide: false,
      },
    },
    async (request, reply) => {
      try {
        const outcome = await verifyCheckout(
          ctx,
          {
            razorpay_order_id: field(request.body, 'razorpay_order_id'),
            razorpay_payment_id: field(request.body, 'razorpay_payment_id'),
            razorpay_signature: field(request.body, 'razorpay_signature'),
          },
          'callback',
        );
        return await reply.redirect(
          outcome.ok ? successRedirect(outcome.order) : failureRedirect(request.query),
          303,
        );
      } catch (err) {
        // A browser lands here: never a JSON error page. A payment that did go through is settled
        // later by the webhook or the reconciliation job, and the patient gets the confirmation SMS.
        request.log.error({ err }, 'payment callback failed');
        return reply.redirect(failureRedirect(request.query), 303);
      }
    },
  );

  route(
    app,
    endpoints.payments.verify,
    {
      tags: ['payments'],
      summary: 'Checkout handler path: verify the signed response and mark the order paid',
    },
    async (request) => {
      const user = request.user!;
      const outcome = await verifyCheckout(ctx, request.body, 'verify', (order) => {
        if (user.role === 'patient' && order.patientId !== user.id)
          throw forbidden('You can only pay for your own orders');
      });
      if (!outcome.ok) throw new HttpError(400, 'Payment verification failed', 'INVALID_SIGNATURE');
      return {
        data: {
          status: 'paid' as const,
          order_id: outcome.order.providerOrderId ?? outcome.order.id,
          payment_id: outcome.paymentId,
          redirect: successRedirect(outcome.order),
        },
      };
    },
  );

  // The webhook needs the exact bytes that were signed: its own JSON parser keeps the raw body.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post(
      '/api/payments/webhook',
      {
        config: { rateLimit: false },
        schema: { tags: ['payments'], summary: 'Signed provider events (idempotent)' },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const status = await handleWebhook(
          ctx,
          body,
          header(request.headers['x-razorpay-signature']),
          header(request.headers['x-razorpay-event-id']),
        );
        return { data: { status } };
      },
    );
  });

  if (simulator) {
    const script = simulator.script();
    app.get(
      '/api/payments/sandbox/checkout.js',
      { schema: { tags: ['payments'], summary: 'Sandbox checkout.js' } },
      async (_request, reply) =>
        reply
          .header('content-type', 'application/javascript; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(script),
    );
    app.post(
      '/api/payments/sandbox/pay',
      {
        schema: {
          tags: ['payments'],
          summary: 'Sandbox checkout buttons: settle one attempt as success or failure',
          body: z.object({
            order_id: z.string().trim().min(1).max(64),
            outcome: z.enum(['success', 'failure']),
          }),
          response: {
            200: envelope(z.record(z.string(), z.unknown())),
            400: errorAnswerSchema,
            404: errorAnswerSchema,
            409: errorAnswerSchema,
          },
        },
      },
      async (request) => ({
        data: { ...(await simulateCheckout(ctx, request.body.order_id, request.body.outcome)) },
      }),
    );
  }
};

export default paymentsRoutes;
