import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, MESSAGES } from '@physio/shared-contracts';
import { forbidden, HttpError, notFound } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { verifyWhatsAppSignature } from '../../platform/providers/whatsapp';
import {
  failedDeliveries,
  handleFailedDeliveries,
  handleReplies,
  inboundMessages,
  patientWhatsAppConsent,
  setPatientWhatsAppConsent,
} from './index';

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

const sameText = (a: string | undefined, b: string | undefined) => {
  if (!a || !b) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const notRegistered = () => notFound(MESSAGES.patientNotRegistered, 'PATIENT_NOT_FOUND');
const onlyOwn = () => forbidden('You can only change your own messages settings');

/** The patient's WhatsApp consent, and Meta's webhook (outside the endpoint table: plain-text challenge, raw body). */
const whatsappRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = endpoints;
  route(app, users.whatsappConsent, { tags: ['patients'] }, async (request) => {
    if (request.user?.id !== request.params.id) throw onlyOwn();
    const consent = await patientWhatsAppConsent(app.db, request.params.id);
    if (!consent) throw notRegistered();
    return { data: consent };
  });
  route(app, users.setWhatsAppConsent, { tags: ['patients'] }, async (request) => {
    const user = request.user!;
    if (user.id !== request.params.id) throw onlyOwn();
    const consent = await setPatientWhatsAppConsent(app.db, user.id, request.body.opted_in, user.id);
    if (!consent) throw notRegistered();
    return { data: consent, message: consent.opted_in ? 'WhatsApp messages on' : 'WhatsApp messages off' };
  });

  const settings = app.config.whatsapp;
  // The subscription check Meta makes when the webhook is set up: echo hub.challenge for our verify token.
  app.get(
    '/api/webhooks/whatsapp',
    { config: { rateLimit: false }, schema: { tags: ['whatsapp'], summary: 'Meta webhook verification' } },
    async (request, reply) => {
      const q = request.query as Record<string, string | undefined>;
      const challenge = q['hub.challenge'];
      if (
        q['hub.mode'] !== 'subscribe' ||
        !sameText(q['hub.verify_token'], settings.verifyToken) ||
        !challenge
      )
        throw new HttpError(403, 'The verify token does not match', 'FORBIDDEN');
      return reply.type('text/plain; charset=utf-8').send(challenge.slice(0, 200));
    },
  );

  // The signature covers the exact bytes: this route's JSON parser keeps the raw body.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post(
      '/api/webhooks/whatsapp',
      {
        config: { rateLimit: false },
        schema: { tags: ['whatsapp'], summary: 'Replies from WhatsApp (signed, deduplicated by message id)' },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (
          !verifyWhatsAppSignature(settings.appSecret, body, header(request.headers['x-hub-signature-256']))
        )
          throw new HttpError(401, 'Invalid webhook signature', 'INVALID_SIGNATURE');
        let parsed: unknown;
        try {
          parsed = JSON.parse(body.toString('utf8'));
        } catch {
          throw new HttpError(400, 'The webhook body is not JSON', 'INVALID_BODY');
        }
        const ctx = { db: app.db, publicUrl: app.config.publicUrl, log: request.log };
        const report = await handleReplies(ctx, inboundMessages(parsed));
        const smsFallbacks = await handleFailedDeliveries(ctx, failedDeliveries(parsed));
        return { data: { status: 'ok', ...report, smsFallbacks } };
      },
    );
  });
};

export default whatsappRoutes;
