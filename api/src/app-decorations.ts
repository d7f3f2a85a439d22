import type { Role } from '@physio/shared-contracts';
import type { AuthHook, AuthUser } from './platform/http/auth-user';
import type { Config } from './platform/config';
import type { Database, Db } from './platform/db/client';
import type { Job } from './jobs';
import type { SmsProvider } from './platform/providers/sms/types';
import type { WhatsAppProvider } from './platform/providers/whatsapp/types';
import type { Mailer } from './modules/notifications';
import type { PaymentsContext } from './modules/payments';
import type { RevocationCheck } from './modules/identity';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Drizzle over PGlite or PostgreSQL. */
    db: Db;
    sms: SmsProvider;
    /** WhatsApp (platform/providers/whatsapp): the outbox's third channel, and the webhook's answers. */
    whatsapp: WhatsAppProvider;
    /** E-mails (modules/notifications/mail): the configured transport the outbox drain sends through. */
    mail: Mailer;
    /** Provider, SMS gateway and timings the order and payment services share. */
    payments: PaymentsContext;
    /** Background jobs (reconciliation, reminders, outbox drain): started when the app is ready, stopped on close. */
    jobs: Job;
    /** 401 unless a valid access token is sent; sets request.user. */
    authenticate: AuthHook;
    /** Which access tokens a revocation refuses (modules/identity/revocations.ts): reread after revoking. */
    revocations: RevocationCheck;
    /** On a public call: the caller of a valid access token, else null (never a 401). */
    identify: (request: FastifyRequest) => Promise<AuthUser | null>;
    /** 401 without a token, 403 for another role. */
    requireRole: (role: Role) => AuthHook;
    /** The patient named by `request[from][name]` themself, or a doctor caring for them (modules/patients/care.ts). */
    requirePatientSelfOrDoctor: (name: string, from?: 'params' | 'query' | 'body') => AuthHook;
    /** Only the doctor named by `request.params[name]`. */
    requireDoctorSelf: (name: string) => AuthHook;
    /** A hot read's answer serializer (route option `serializerCompiler`): platform/http/response-serializer.ts. */
    compiledAnswers: ReturnType<
      typeof import('./platform/http/response-serializer').responseSerializerCompiler
    >;
    /** The API tests' checks of every answer (BuildAppOptions.checkResponses). */
    checkAnswers: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
