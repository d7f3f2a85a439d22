/** Refunds of unused credits and the doctor's earnings ledger (issue 18 point 4, DESIGN.md §3a). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@physio/shared-contracts';
import { schemaOf } from '../../platform/http/endpoint-schema';
import { simulatedWebhooks } from '../payments';
import { listLedger, listPayoutLines } from '../billing';
import { listRefunds, quoteRefund, requestRefund } from './refunds';

const errors = {
  400: z.unknown(),
  401: z.unknown(),
  403: z.unknown(),
  404: z.unknown(),
  409: z.unknown(),
  502: z.unknown(),
};
const { refunds, ledger } = endpoints;

const refundsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.payments;
  const webhooks = ctx.provider.simulator ? simulatedWebhooks(ctx) : undefined;

  app.post(
    refunds.create.path,
    {
      preHandler: app.authenticate,
      // The body is optional: no body refunds with no reason.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags: ['refunds'],
        summary: 'Refund every unused session credit of a paid order (its patient or its doctor)',
        security: [{ bearer: [] }],
        ...schemaOf(refunds.create, errors),
      },
    },
    async (request, reply) => {
      const refund = await requestRefund(ctx, request.user!, request.params.id, request.body, webhooks);
      return reply.code(201).send({ data: refund });
    },
  );

  app.get(
    refunds.quote.path,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['refunds'],
        summary: 'What a refund of the unused sessions would give back now (its patient or its doctor)',
        security: [{ bearer: [] }],
        ...schemaOf(refunds.quote, errors),
      },
    },
    async (request) => ({ data: await quoteRefund(app.db, request.user!, request.params.id) }),
  );

  app.get(
    refunds.ofOrder.path,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['refunds'],
        summary: "An order's refunds, newest first (its patient or its doctor)",
        security: [{ bearer: [] }],
        ...schemaOf(refunds.ofOrder, errors),
      },
    },
    async (request) => ({ data: await listRefunds(app.db, request.user!, request.params.id) }),
  );

  app.get(
    ledger.ofDoctor.path,
    {
      onRequest: app.requireDoctorSelf('id'),
      schema: {
        tags: ['payouts'],
        summary: "The doctor's earnings ledger: order lines and refund lines (negative), newest first",
        security: [{ bearer: [] }],
        ...schemaOf(ledger.ofDoctor, errors),
      },
    },
    async (request) => ({ data: await listLedger(app.db, request.params.id, ctx.sharePercent) }),
  );

  app.get(
    ledger.ofPayout.path,
    {
      onRequest: app.requireDoctorSelf('id'),
      schema: {
        tags: ['payouts'],
        summary: 'The earnings lines one payout settled (that doctor only; 404 for another doctor’s payout)',
        security: [{ bearer: [] }],
        ...schemaOf(ledger.ofPayout, errors),
      },
    },
    async (request) => ({
      data: await listPayoutLines(app.db, request.params.id, request.params.payoutId, ctx.sharePercent),
    }),
  );
};

export default refundsRoutes;
