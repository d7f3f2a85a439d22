import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { CloudWhatsAppProvider } from './cloud';
import { ConsoleWhatsAppProvider } from './console';
import type { WhatsAppProvider } from './types';

export * from './types';
export { verifyWhatsAppSignature } from './signature';

/** The provider named by the configuration (WHATSAPP_PROVIDER; config.ts refuses cloud without its settings). */
export function createWhatsAppProvider(
  config: Pick<Config, 'whatsapp'>,
  db: Executor,
  log?: FastifyBaseLogger,
): WhatsAppProvider {
  const w = config.whatsapp;
  if (w.provider === 'cloud') {
    if (!w.accessToken || !w.phoneNumberId)
      throw new Error('WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID are required');
    return new CloudWhatsAppProvider({
      accessToken: w.accessToken,
      phoneNumberId: w.phoneNumberId,
      apiUrl: w.apiUrl,
      apiVersion: w.apiVersion,
      templates: w.templates,
      log,
    });
  }
  return new ConsoleWhatsAppProvider(db, w.templates, log);
}
