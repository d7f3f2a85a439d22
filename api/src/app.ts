import crypto from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { CSRF_HEADER } from '@physio/shared-contracts';
import { ERROR_CODES } from '@physio/shared-contracts/error-codes';
import { type Config, loadConfig } from './platform/config';
import { configuredDatabaseOptions, type Database, openDatabase } from './platform/db/client';
import { HttpError, isDatabaseUnavailable } from './platform/http/errors';
import { responseSerializerCompiler } from './platform/http/response-serializer';
import { createApiJobs } from './jobs';
import { loggerOptions, OneLinePerRequest } from './platform/logging';
import authPlugin, { REFRESH_COOKIE } from './modules/identity/auth-plugin';
import metricsPlugin from './platform/http/metrics';
import refuseNul from './platform/http/refuse-nul';
import securityHeaders from './platform/http/security-headers';
import type { EmailProvider } from './platform/providers/email';
import { createSmsProvider, type SmsProvider } from './platform/providers/sms';
import { createWhatsAppProvider, type WhatsAppProvider } from './platform/providers/whatsapp';
import healthRoutes from './modules/site/health-routes';
import usersRoutes from './modules/patients/user-routes';
import doctorsRoutes from './modules/doctors/doctor-routes';
import tokenRoutes from './modules/identity/token-routes';
import couponsRoutes from './modules/coupons/coupon-routes';
import searchRoutes from './modules/patients/search-routes';
import prescriptionsRoutes from './modules/clinical/prescription-routes';
import clinicalRecordRoutes from './modules/clinical/record-routes';
import exerciseRoutes from './modules/clinical/exercise-routes';
import outcomeRoutes from './modules/clinical/outcome-routes';
import contactRoutes from './modules/site/contact-routes';
import payoutsRoutes from './modules/billing/payout-routes';
import devRoutes from './modules/site/dev-routes';
import ordersRoutes from './modules/payments/order-routes';
import paymentsRoutes from './modules/payments/payment-routes';
import appointmentsRoutes from './modules/scheduling/appointment-routes';
import schedulingRoutes from './modules/scheduling/scheduling-routes';
import changesRoutes from './modules/scheduling/change-routes';
import waitlistRoutes from './modules/scheduling/waitlist-routes';
import seriesRoutes from './modules/scheduling/series-routes';
import packageRoutes from './modules/packages/package-routes';
import familyRoutes from './modules/family/family-routes';
import refundsRoutes from './modules/refunds/refund-routes';
import receiptsRoutes from './modules/billing/receipt-routes';
import whatsappRoutes from './modules/whatsapp/whatsapp-routes';
import privacyRoutes from './modules/privacy/privacy-routes';
import travelRoutes from './modules/travel/travel-routes';
import { createMailer } from './modules/notifications';
import { createPaymentsContext, type PaymentsOptions } from './modules/payments';
import './app-decorations';

export interface BuildAppOptions {
  config?: Config;
  /** Defaults to the database named by the config (PGlite under DATA_DIR/pg or DATABASE_URL). */
  database?: Database;
  sms?: SmsProvider;
  /** Replaces the configured WhatsApp provider (WHATSAPP_PROVIDER). */
  whatsapp?: WhatsAppProvider;
  /** Replaces the configured e-mail transport (EMAIL_PROVIDER). */
  email?: EmailProvider;
  /** Replaces the configured payment provider or the order timings (tests, benches). */
  payments?: Partial<PaymentsOptions>;
  /** false silences logs (tests); default follows config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Close the database with the app (default true when buildApp opened it). */
  closeDatabase?: boolean;
  /**
   * Routes answering through app.compiledAnswers also check each answer with zod and compare the compiled bytes
   * with zod's (the API tests; platform/http/response-serializer.ts), and an error code a route does not declare in the
   * endpoint table answers 500 (platform/http/route.ts). Off by default: production sends the compiled bytes.
   */
  checkResponses?: boolean;
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a moment.';

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const database = options.database ?? openDatabase(configuredDatabaseOptions(config));
  const closeDatabase = options.closeDatabase ?? !options.database;

  const app = Fastify({
    logger: options.logger ?? (config.logLevel === 'silent' ? false : loggerOptions(config.logLevel)),
    logController: new OneLinePerRequest(),
    bodyLimit: config.bodyLimit,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    trustProxy: ['loopback', 'linklocal', 'uniquelocal'],
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('compiledAnswers', responseSerializerCompiler({ check: options.checkResponses ?? false }));
  app.decorate('checkAnswers', options.checkResponses ?? false);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('sms', options.sms ?? createSmsProvider(config, database.db, app.log));
  app.decorate('whatsapp', options.whatsapp ?? createWhatsAppProvider(config, database.db, app.log));
  app.decorate('mail', createMailer(config, database.db, app.log, options.email));
  // Built now, so a missing Razorpay secret stops the API at start-up instead of at the first payment.
  const payments = createPaymentsContext({ config, db: database.db, log: app.log }, options.payments);
  app.decorate('payments', payments);
  // Reconciliation, reminders and the outbox drain: one instance of several takes each job's turns (its leader
  // lock); metrics count the reconciliation's turns.
  const jobs = createApiJobs({
    database,
    payments,
    mail: app.mail,
    sms: app.sms,
    whatsapp: app.whatsapp,
    log: app.log,
    every: {
      reconcile: config.payments.reconcileEveryMs,
      reminders: 60_000,
      outbox: config.outbox.drainEveryMs,
      privacyPurge: config.privacyPurge.everyMs,
    },
    messageDays: config.privacyPurge.messageDays,
    reconcile: config.payments.jobs,
    onReconcileTurn: (turn) => app.metrics.reconcileTurn(turn),
  });
  app.decorate('jobs', jobs);
  // Outside NODE_ENV=test every job runs; the drain follows OUTBOX_DRAIN (the e2e stack's test-mode API drains).
  app.addHook('onReady', async () => {
    for (const job of jobs.jobs) if (config.env !== 'test' && job !== jobs.outbox) job.start();
    if (config.outbox.drain) jobs.outbox.start();
  });
  // One hook, in this order: the jobs let go of their leader locks (each a pooled connection) before the pool ends,
  // or the pool's end waits for them forever (Fastify runs separate onClose hooks last-registered first).
  app.addHook('onClose', async () => {
    jobs.stop();
    payments.provider.simulator?.close();
    app.mail.close();
    if (closeDatabase) await database.close();
  });

  // Callback hooks on the per-request path: an async hook costs a promise per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        path: `${error.validationContext ?? ''}${v.instancePath}`,
        message: v.message,
      }));
      return reply.status(400).send({
        message: details[0]?.message ?? 'Invalid request',
        code: ERROR_CODES.VALIDATION_FAILED,
        details,
      });
    }
    if (error instanceof HttpError) {
      const body: Record<string, unknown> = { message: error.message, code: error.code };
      if (error.details) body.details = error.details;
      return reply.status(error.statusCode).send(body);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE, code: ERROR_CODES.DATABASE_UNAVAILABLE });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'answer did not match its schema');
      return reply.status(500).send({ message: 'Something went wrong', code: ERROR_CODES.INTERNAL });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ message: error.message, code: error.code ?? ERROR_CODES.BAD_REQUEST });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong', code: ERROR_CODES.INTERNAL });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      code: ERROR_CODES.NOT_FOUND,
    }),
  );

  await app.register(cookie);
  await app.register(securityHeaders);
  await app.register(cors, {
    origin: (origin, cb) =>
      cb(null, !origin || config.corsOrigins.includes(origin) ? (origin ?? false) : false),
    credentials: true,
    exposedHeaders: ['authorization', 'x-request-id'],
    allowedHeaders: ['authorization', 'content-type', CSRF_HEADER.name, 'x-request-id'],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  });
  // Several API instances share their counters through Redis; a Redis outage must not take the API down.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 })
    : undefined;
  if (redis) {
    redis.on('error', (err: unknown) => app.log.warn({ err }, 'rate-limit store (Redis) unavailable'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'physio-rl-' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests. Please try again in ${context.after}.`,
      code: ERROR_CODES.RATE_LIMITED,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'PhysioCare API', version: '1.0.0', description: 'Physiotherapy booking service' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          refreshCookie: { type: 'apiKey', in: 'cookie', name: REFRESH_COOKIE },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The document is still built (app.swagger()), but only served with API_DOCS=true.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(refuseNul);
  await app.register(authPlugin);
  await app.register(metricsPlugin);

  await app.register(healthRoutes);
  await app.register(usersRoutes);
  await app.register(doctorsRoutes);
  await app.register(tokenRoutes);
  await app.register(couponsRoutes);
  await app.register(searchRoutes);
  await app.register(prescriptionsRoutes);
  await app.register(clinicalRecordRoutes);
  await app.register(exerciseRoutes);
  await app.register(outcomeRoutes);
  await app.register(contactRoutes);
  await app.register(payoutsRoutes);
  await app.register(devRoutes);
  await app.register(ordersRoutes);
  await app.register(paymentsRoutes);
  await app.register(appointmentsRoutes);
  await app.register(schedulingRoutes);
  await app.register(travelRoutes);
  await app.register(changesRoutes);
  await app.register(waitlistRoutes);
  await app.register(seriesRoutes);
  await app.register(packageRoutes);
  await app.register(familyRoutes);
  await app.register(refundsRoutes);
  await app.register(receiptsRoutes);
  await app.register(privacyRoutes);
  await app.register(whatsappRoutes);

  return app;
}
