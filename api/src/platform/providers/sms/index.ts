import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { ConsoleSmsProvider } from './console';
import { Msg91SmsProvider } from './msg91';
import type { SmsProvider } from './types';

export * from './types';

/** The gateway named by the configuration; the console one logs codes in local mode (never in tests or production). */
export function createSmsProvider(config: Config, db: Executor, log?: FastifyBaseLogger): SmsProvider {
  if (config.sms.provider === 'msg91') {
    const m = config.sms.msg91;
    if (!m.authKey || !m.templateId) throw new Error('MSG91_AUTH_KEY and MSG91_TEMPLATE_ID are required');
    return new Msg91SmsProvider({
      authKey: m.authKey,
      templateId: m.templateId,
      dltTemplateId: m.dltTemplateId,
      senderId: m.senderId,
      baseUrl: m.baseUrl,
      confirmationTemplateId: m.confirmationTemplateId,
      confirmationDltTemplateId: m.confirmationDltTemplateId,
      scheduledTemplateId: m.scheduledTemplateId,
      scheduledDltTemplateId: m.scheduledDltTemplateId,
      reminderTemplateId: m.reminderTemplateId,
      reminderDltTemplateId: m.reminderDltTemplateId,
      doctorNoticeTemplateId: m.doctorNoticeTemplateId,
      doctorNoticeDltTemplateId: m.doctorNoticeDltTemplateId,
      waitlistTemplateId: m.waitlistTemplateId,
      waitlistDltTemplateId: m.waitlistDltTemplateId,
      creditsExpiryTemplateId: m.creditsExpiryTemplateId,
      creditsExpiryDltTemplateId: m.creditsExpiryDltTemplateId,
      exerciseTemplateId: m.exerciseTemplateId,
      exerciseDltTemplateId: m.exerciseDltTemplateId,
      hindi: m.hindi,
      log,
    });
  }
  return new ConsoleSmsProvider(db, log, config.mode === 'local' && config.env !== 'test');
}
