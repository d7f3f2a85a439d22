import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, receiptNumberSchema } from '@physio/shared-contracts';
import { schemaOf } from '../../platform/http/endpoint-schema';
import { forbidden } from '../../platform/http/errors';
import { renderReceiptPdf } from './receipt-pdf';
import { listReceipts, readReceipt } from './receipts';

const errors = { 400: z.unknown(), 401: z.unknown(), 403: z.unknown(), 404: z.unknown() };
const { receipts } = endpoints;

/** Receipts of payments and refunds (issue 18): JSON for the page, PDF to keep. */
const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    receipts.list.path,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['receipts'],
        summary: "A patient's receipts, newest first (that patient only)",
        security: [{ bearer: [] }],
        ...schemaOf(receipts.list, errors),
      },
    },
    async (request) => {
      const user = request.user;
      if (user?.role !== 'patient' || user.id !== request.query.patient_id)
        throw forbidden('You can only see your own receipts');
      return { data: await listReceipts(app.db, request.query.patient_id) };
    },
  );

  // Registered before ":number" so "PAY-2026-000001.pdf" is never read as a malformed number.
  app.get(
    '/api/receipts/:number.pdf',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['receipts'],
        summary: 'One receipt as a PDF (its patient, the order’s doctor)',
        security: [{ bearer: [] }],
        params: z.object({ number: receiptNumberSchema }),
      },
    },
    async (request, reply) => {
      const receipt = await readReceipt(app.db, app.config.clinic, request.user!, request.params.number);
      const pdf = await renderReceiptPdf(receipt);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${receipt.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    receipts.get.path,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['receipts'],
        summary: 'One receipt (its patient, the order’s doctor); 404 unknown',
        security: [{ bearer: [] }],
        ...schemaOf(receipts.get, errors),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        data: await readReceipt(app.db, app.config.clinic, request.user!, request.params.number),
      };
    },
  );
};

export default receiptsRoutes;
