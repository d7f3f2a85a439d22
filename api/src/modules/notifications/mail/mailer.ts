import type { FastifyBaseLogger } from 'fastify';
import { PATHS } from '@physio/shared-contracts/paths';
import type { Config } from '../../../platform/config';
import type { Db } from '../../../platform/db/client';
import { createEmailProvider } from '../../../platform/providers/email';
import { maskEmail, type EmailMessage, type EmailProvider } from '../../../platform/providers/email/types';

export interface MailerDeps {
  db: Db;
  provider: EmailProvider;
  log: FastifyBaseLogger;
  /** Online sessions' join URLs (config.videoBaseUrl). */
  videoBaseUrl: string;
  /** The site's address for the "Open your account" link (config.publicUrl). */
  publicUrl: string;
}

/**
 * Sends the e-mails of modules/notifications/mail/events.ts when the outbox drain (modules/notifications/drain-outbox.ts) takes them, after the
 * change they announce committed: a failing or slow mail server is logged and tried again, never thrown into a
 * request or a rollback.
 */
export class Mailer {
  constructor(readonly deps: MailerDeps) {}

  get db(): Db {
    return this.deps.db;
  }

  /** Where an e-mail sends the patient: the login page (no mobile number or id in a link that travels by mail). */
  get accountUrl(): string {
    return new URL(PATHS.patientLogin, this.deps.publicUrl).toString();
  }

  /** Sends now; false when the transport failed (logged without the address). */
  async deliver(what: string, message: EmailMessage): Promise<boolean> {
    try {
      await this.deps.provider.send(message);
      return true;
    } catch (err) {
      this.deps.log.error({ err, to: maskEmail(message.to), mail: what }, 'e-mail not sent');
      return false;
    }
  }

  /** The app's onClose: the transport's connections. */
  close(): void {
    this.deps.provider.close?.();
  }
}

/** The configured transport (EMAIL_PROVIDER) behind a Mailer. */
export function createMailer(
  config: Pick<Config, 'email' | 'videoBaseUrl' | 'publicUrl'>,
  db: Db,
  log: FastifyBaseLogger,
  provider: EmailProvider = createEmailProvider(config, db, log),
): Mailer {
  return new Mailer({ db, provider, log, videoBaseUrl: config.videoBaseUrl, publicUrl: config.publicUrl });
}
