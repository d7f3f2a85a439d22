import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { ConsoleEmailProvider } from './console';
import { SmtpEmailProvider } from './smtp';
import type { EmailProvider } from './types';

export * from './types';

/** The transport named by the configuration (EMAIL_PROVIDER; config.ts refuses smtp without SMTP_URL). */
export function createEmailProvider(
  config: Pick<Config, 'email'>,
  db: Executor,
  log?: FastifyBaseLogger,
): EmailProvider {
  if (config.email.provider === 'smtp') {
    if (!config.email.smtpUrl) throw new Error('SMTP_URL is required');
    return new SmtpEmailProvider({ url: config.email.smtpUrl, from: config.email.from, log });
  }
  return new ConsoleEmailProvider(db, log);
}
