import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, receiptNumberSchema, type Language } from '@physio/shared-contracts';
import type { FastifyRequest } from 'fastify';
import { readerLanguage } from '../../platform/http/reader-language';
import { route } from '../../platform/http/route';
import { forbidden } from '../../platform/http/errors';
import { renderReceiptPdf } from './receipt-pdf';
import { listReceipts, readReceipt } from './receipts';

const { receipts } = endpoints;

/** The language a receipt is written in (issue 30): its patient's (readerLanguage); English for the doctor. */
const receiptLanguage =
  (request: FastifyRequest) =>
  (patientLanguage: string | null): Language =>
    request.user?.role === 'patient' ? readerLanguage(request, patientLanguage) : 'en';

/** Receipts of payments and refunds (issue 18): JSON for the page, PDF to keep. */
const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    receipts.list,
    {
      tags: ['receipts'],
      summary: "A patient's receipts, newest first (that patient only)",
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
      const { receipt, language } = await readReceipt(
        app.db,
        app.config.clinic,
        request.user!,
        request.params.number,
        receiptLanguage(request),
      );
      const pdf = await renderReceiptPdf(receipt, language);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${receipt.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  route(
    app,
    receipts.get,
    {
      tags: ['receipts'],
      summary: 'One receipt (its patient, the order’s doctor); 404 unknown',
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { receipt } = await readReceipt(
        app.db,
        app.config.clinic,
        request.user!,
        request.params.number,
        receiptLanguage(request),
      );
      return { data: receipt };
    },
  );
};

export default receiptsRoutes;
