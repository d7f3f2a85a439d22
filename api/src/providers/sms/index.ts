import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { ConsoleSmsProvider } from './console';
import { Msg91SmsProvider } from './msg91';
import type { SmsProvider } from './types';

export * from './types';

/**
 * `env` supplies the confirmation template (MSG91_CONFIRMATION_TEMPLATE_ID, MSG91_CONFIRMATION_DLT_TEMPLATE_ID),
 * which the Config does not carry yet.
 */
export function createSmsProvider(
  config: Config,
  db: Executor,
  log?: FastifyBaseLogger,
  env: NodeJS.ProcessEnv = process.env,
): SmsProvider {
  if (config.sms.provider === 'msg91') {
    const m = config.sms.msg91;
    if (!m.authKey || !m.templateId) throw new Error('MSG91_AUTH_KEY and MSG91_TEMPLATE_ID are required');
    return new Msg91SmsProvider({
      authKey: m.authKey,
      templateId: m.templateId,
      dltTemplateId: m.dltTemplateId,
      senderId: m.senderId,
      baseUrl: m.baseUrl,
      confirmationTemplateId: env.MSG91_CONFIRMATION_TEMPLATE_ID?.trim() || undefined,
      confirmationDltTemplateId: env.MSG91_CONFIRMATION_DLT_TEMPLATE_ID?.trim() || undefined,
      log,
    });
  }
  return new ConsoleSmsProvider(db, log);
}
