/** Refunds of unused credits and the doctor's earnings ledger (issue 18 point 4, DESIGN.md §3a). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@physio/shared-contracts';
import { route } from '../../platform/http/route';
import { simulatedWebhooks } from '../payments';
import { listLedger, listPayoutLines } from '../billing';
import { listRefunds, quoteRefund, requestRefund } from './refunds';

const { refunds, ledger } = endpoints;

const refundsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.payments;
  const webhooks = ctx.provider.simulator ? simulatedWebhooks(ctx) : undefined;

  route(
    app,
    refunds.create,
    {
      tags: ['refunds'],
      summary: 'Refund every unused session credit of a paid order (its patient or its doctor)',
      // The body is optional: no body refunds with no reason.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const refund = await requestRefund(ctx, request.user!, request.params.id, request.body, webhooks);
      return reply.code(201).send({ data: refund });
    },
  );

  route(
    app,
    refunds.quote,
    {
      tags: ['refunds'],
      summary: 'What a refund of the unused sessions would give back now (its patient or its doctor)',
    },
    async (request) => ({ data: await quoteRefund(app.db, request.user!, request.params.id) }),
  );

  route(
    app,
    refunds.ofOrder,
    {
      tags: ['refunds'],
      summary: "An order's refunds, newest first (its patient or its doctor)",
    },
    async (request) => ({ data: await listRefunds(app.db, request.user!, request.params.id) }),
  );

  route(
    app,
    ledger.ofDoctor,
    {
      tags: ['payouts'],
      summary: "The doctor's earnings ledger: order lines and refund lines (negative), newest first",
    },
    async (request) => ({ data: await listLedger(app.db, request.params.id, ctx.sharePercent) }),
  );

  route(
    app,
    ledger.ofPayout,
    {
      tags: ['payouts'],
      summary: 'The earnings lines one payout settled (that doctor only; 404 for another doctor’s payout)',
    },
    async (request) => ({
      data: await listPayoutLines(app.db, request.params.id, request.params.payoutId, ctx.sharePercent),
    }),
  );
};

export default refundsRoutes;
