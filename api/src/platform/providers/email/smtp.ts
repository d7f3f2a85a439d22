import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { EmailError, maskEmail, withoutAddresses, type EmailMessage, type EmailProvider } from './types';

export interface SmtpOptions {
  /** smtp://user:password@host:587 (STARTTLS when the server offers it) or smtps://user:password@host:465. */
  url: string;
  /** The sender, "PhysioCare <no-reply@physiocare.in>". */
  from: string;
  /** Connection, greeting and socket timeouts: a hanging server gives up after this long. */
  timeoutMs?: number;
  log?: FastifyBaseLogger;
}

/** Any SMTP server or relay (SES, SendGrid, Postmark, a company relay) through nodemailer. */
export class SmtpEmailProvider implements EmailProvider {
  readonly name = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpOptions) {
    const timeout = options.timeoutMs ?? 15_000;
    this.transport = nodemailer.createTransport({
      url: options.url,
      // A few kept-open connections instead of one per message (confirmations come in bursts with payments).
      pool: true,
      maxConnections: 3,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    } as Parameters<typeof nodemailer.createTransport>[0]);
  }

  async send(message: EmailMessage): Promise<void> {
    try {
      const info = await this.transport.sendMail({
        from: this.options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
      this.options.log?.info({ to: maskEmail(message.to), messageId: info.messageId }, 'e-mail sent');
    } catch (err) {
      // Only the message, addresses masked, and the code: nodemailer's error also lists the recipients, which
      // would reach the log. Its messages name the host and the server's answer, never the URL's password.
      const e = err as Error & { code?: string; responseCode?: number };
      throw new EmailError(
        `SMTP server refused or unreachable: ${withoutAddresses(e.message)}`,
        e.code ?? (e.responseCode ? String(e.responseCode) : undefined),
      );
    }
  }

  close(): void {
    this.transport.close();
  }
}
