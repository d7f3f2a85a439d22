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
 * Sends the e-mails of modules/notifications/mail/events.ts. A mail is sent after the change it announces is committed and
 * never decides its fate: a failing or slow mail server is logged, never thrown into a request or a rollback.
 */
export class Mailer {
  private readonly pending = new Set<Promise<void>>();

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

  /**
   * Builds and sends in the background, off the caller's path (a payment answer never waits for a mail server).
   * A build that finds nothing to say returns null. Never throws; flush() waits for whatever is on its way.
   */
  later(what: string, build: () => Promise<EmailMessage | null>): void {
    const job = (async () => {
      try {
        const message = await build();
        if (message) await this.deliver(what, message);
      } catch (err) {
        this.deps.log.error({ err, mail: what }, 'e-mail not built');
      }
    })();
    this.pending.add(job);
    void job.finally(() => this.pending.delete(job));
  }

  /** Resolves once every mail started with later() has been sent or given up. */
  async flush(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  /** The app's onClose: the mails on their way first, then the transport's connections. */
  async close(): Promise<void> {
    await this.flush();
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
