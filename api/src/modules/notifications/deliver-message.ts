/**
 * How each outbox message is sent (modules/notifications/outbox.ts): an e-mail is built from its payload when it is sent
 * (modules/notifications/mail) and handed to the mail transport; an SMS goes to the gateway's transactional template. The
 * console providers write both to the dev outboxes (GET /api/dev/email, /api/dev/sms).
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { orders } from '../../platform/db/schema';
import type { SessionReminder, SmsProvider } from '../../platform/providers/sms/types';
import { doctorNoticeMail, EMAIL_BUILDERS, type DoctorNoticeSms, type EmailKind, type Mailer } from './mail';
import type { DeliverMessage, OutboxKind, OutboxRow } from './outbox';
import { paidOrderConfirmation } from './sms-texts';
import { waitlistOfferSms, type WaitlistOfferPayload } from './mail/waitlist-offer';

export interface NotifierDeps {
  mail: Mailer;
  sms: SmsProvider;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

type SmsSender = (deps: NotifierDeps, payload: never) => Promise<void>;

const SMS_SENDERS: Partial<Record<OutboxKind, SmsSender>> = {
  'booking.confirmed': async ({ mail, sms, log }, { orderId }: { orderId: string }) => {
    const [order] = await mail.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!order) return;
    if (!sms.sendConfirmation) {
      log.warn({ orderId }, 'SMS gateway has no transactional template: confirmation not sent');
      return;
    }
    await sms.sendConfirmation(order.patientId, await paidOrderConfirmation(mail.db, order));
  },
  'session.reminder': async (
    { sms, log },
    { mobile, reminder }: { mobile: string; reminder: SessionReminder },
  ) => {
    if (sms.sendReminder) await sms.sendReminder(mobile, reminder);
    else log.warn('SMS gateway without transactional messages: reminder not sent');
  },
  'doctor.notice': async ({ sms }, { mobile, notice }: DoctorNoticeSms) => {
    await sms.sendDoctorNotice?.(mobile, notice);
  },
  'waitlist.offer': async ({ mail, sms, log }, payload: WaitlistOfferPayload) => {
    const offer = await waitlistOfferSms(mail.db, mail.deps.publicUrl, payload);
    if (!offer) return;
    if (sms.sendWaitlistOffer) await sms.sendWaitlistOffer(offer.mobile, offer.offer);
    else log.warn('SMS gateway without transactional messages: waitlist offer not sent');
  },
};

/** Sends one outbox row; throws when it was not sent, so the drain tries it again. */
export function deliverMessage(deps: NotifierDeps): DeliverMessage {
  return async (row: OutboxRow) => {
    if (row.channel === 'email') {
      const message =
        row.kind === 'doctor.notice'
          ? await doctorNoticeMail(deps.mail, row.payload as never)
          : await EMAIL_BUILDERS[row.kind as EmailKind](deps.mail, row.payload as never);
      // Nothing left to say (the session or order is gone): nothing to send.
      if (!message) return;
      if (!(await deps.mail.deliver(row.kind, message)))
        throw new Error('the mail server did not take the e-mail');
      return;
    }
    const send = SMS_SENDERS[row.kind as OutboxKind];
    if (!send) throw new Error(`no SMS for outbox messages of kind ${row.kind}`);
    await send(deps, row.payload as never);
  };
}
