/** The site's own calls: contact form, health check and the dev SMS outbox. */
import '../zod-config';
import { z } from 'zod/mini';
import {
  contactRequestSchema,
  mobileSchema,
  outboxMessageSchema,
  whatsappOutboxMessageSchema,
} from '../schemas';
import { endpoint } from './define';

export const contact = {
  /** 201 means success (spec §7); public: never waits on a token refresh. */
  send: endpoint({
    method: 'POST',
    path: '/api/contact',
    auth: 'public',
    body: contactRequestSchema,
    status: 201,
    public: true,
    data: z.object({ id: z.string() }),
  }),
};

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
});

export const health = {
  /** 200 when the database answers, 503 with the same shape when it does not. */
  get: endpoint({ method: 'GET', path: '/api/health', auth: 'public', data: healthSchema }),
};

export const dev = {
  /** The console SMS provider's outbox, newest first; 404 with a real gateway. */
  sms: endpoint({
    method: 'GET',
    path: '/api/dev/sms',
    auth: 'public',
    errors: { 404: ['NOT_FOUND'] },
    query: z.object({ mobile: mobileSchema }),
    data: z.array(outboxMessageSchema),
  }),
  /** The console WhatsApp provider's outbox (templates with their quick replies' payloads), newest first; 404 with the Cloud API. */
  whatsapp: endpoint({
    method: 'GET',
    path: '/api/dev/whatsapp',
    auth: 'public',
    errors: { 404: ['NOT_FOUND'] },
    query: z.object({ mobile: mobileSchema }),
    data: z.array(whatsappOutboxMessageSchema),
  }),
};
