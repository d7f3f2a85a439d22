/**
 * How each outbox message is sent (modules/notifications/outbox.ts): an e-mail is built from its payload when it is sent
 * (modules/notifications/mail) and handed to the mail transport; an SMS goes to the gateway's transactional template; a
 * WhatsApp message to an approved template with quick replies (or, answering a patient, a session text). The console
 * providers write them to the dev outboxes (GET /api/dev/email, /api/dev/sms, /api/dev/whatsapp).
 *
 * WhatsApp falls back to SMS: a patient's confirmation and reminders are enqueued on WhatsApp when they have opted in
 * (whatsapp-consent.ts `phoneChannel`), else on SMS. A WhatsApp row whose patient is no longer opted in when it is
 * sent, that has no session to name, that the Cloud API refuses (a 4xx but 429), or whose attempts run out (network
 * errors, 429, 5xx: the outbox's 8 tries with backoff) fails for good, and the drain enqueues the SMS of the same
 * kind and ref in its place (`smsFallback`), which the outbox then sends (once: its key is unique). A message the
 * provider took and later reports `failed` on the webhook (not a WhatsApp number, undeliverable) falls back the same
 * way (`fallBackFromFailedDelivery`, through whatsapp_sent: the provider's message id → the outbox row).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../platform/db/client';
import { appointments, orders, outbox, whatsappSent } from '../../platform/db/schema';
import type { SessionReminder, SmsProvider } from '../../platform/providers/sms/types';
import type { WhatsAppProvider } from '../../platform/providers/whatsapp/types';
import { doctorNoticeMail, EMAIL_BUILDERS, type DoctorNoticeSms, type EmailKind, type Mailer } from './mail';
import { firstScheduledSession } from './order-session';
import {
  type DeliverMessage,
  enqueue,
  type OutboxKind,
  type OutboxMessage,
  type OutboxRow,
  PermanentFailure,
  refOf,
} from './outbox';
import { orderConfirmation, paidOrderConfirmation, reminderVariables } from './sms-texts';
import { whatsappOptedIn } from './whatsapp-consent';
import { patientLanguage } from './language';
import { remindersAllowed } from './purpose-consents';
import { confirmationTemplate, reminderTemplate } from './whatsapp-messages';
import { waitlistOfferSms, type WaitlistOfferPayload } from './mail/waitlist-offer';
import { creditsExpirySms, type CreditsExpiryPayload } from './mail/credits-expiry';
import { exerciseReminderSms, type ExerciseReminderPayload } from './mail/exercise-reminder';

export interface NotifierDeps {
  mail: Mailer;
  sms: SmsProvider;
  whatsapp: WhatsAppProvider;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

type Sender = (deps: NotifierDeps, payload: never) => Promise<void>;
/** A WhatsApp sender answers the provider's message id (none when there was nothing to send). */
type WhatsAppSender = (deps: NotifierDeps, payload: never) => Promise<string | void>;

/** A session reminder's payload: the SMS's variables, and on WhatsApp the session its quick replies name. */
export interface ReminderPayload {
  mobile: string;
  reminder: SessionReminder;
  appointmentId?: string;
}

const SMS_SENDERS: Partial<Record<OutboxKind, Sender>> = {
  'booking.confirmed': async ({ mail, sms, log }, { orderId }: { orderId: string }) => {
    const [order] = await mail.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!order) return;
    if (!sms.sendConfirmation) {
      log.warn({ orderId }, 'SMS gateway has no transactional template: confirmation not sent');
      return;
    }
    const language = await patientLanguage(mail.db, order.patientId);
    await sms.sendConfirmation(order.patientId, await paidOrderConfirmation(mail.db, order), language);
  },
  'session.reminder': async ({ mail, sms, log }, { mobile, reminder }: ReminderPayload) => {
    await requireReminderConsent(mail.db, mobile, 'sms');
    if (sms.sendReminder) await sms.sendReminder(mobile, reminder, await patientLanguage(mail.db, mobile));
    else log.warn('SMS gateway without transactional messages: reminder not sent');
  },
  'doctor.notice': async ({ sms }, { mobile, notice }: DoctorNoticeSms) => {
    await sms.sendDoctorNotice?.(mobile, notice);
  },
  'waitlist.offer': async ({ mail, sms, log }, payload: WaitlistOfferPayload) => {
    const offer = await waitlistOfferSms(mail.db, mail.deps.publicUrl, payload);
    if (!offer) return;
    if (sms.sendWaitlistOffer)
      await sms.sendWaitlistOffer(offer.mobile, offer.offer, await patientLanguage(mail.db, offer.mobile));
    else log.warn('SMS gateway without transactional messages: waitlist offer not sent');
  },
  'credits.expiring': async ({ mail, sms, log }, payload: CreditsExpiryPayload) => {
    const found = await creditsExpirySms(mail.db, payload);
    if (!found) return;
    if (sms.sendCreditsExpiry)
      await sms.sendCreditsExpiry(found.mobile, found.expiry, await patientLanguage(mail.db, found.mobile));
    else log.warn('SMS gateway without transactional messages: package expiry reminder not sent');
  },
  'exercise.reminder': async ({ mail, sms, log }, payload: ExerciseReminderPayload) => {
    const reminder = await exerciseReminderSms(mail.db, mail.deps.publicUrl, payload);
    if (!reminder) return;
    if (sms.sendExerciseReminder)
      await sms.sendExerciseReminder(
        reminder.mobile,
        reminder.reminder,
        await patientLanguage(mail.db, reminder.mobile),
      );
    else log.warn('SMS gateway without transactional messages: exercise reminder not sent');
  },
};

/**
 * A reminder goes only on a channel whose reminder consent is in force when it is sent: a withdrawn one closes the
 * row for good with the reason in last_error (no retry, nothing sent). A withdrawn WhatsApp consent falls back to
 * the SMS (requireOptedIn), which this check then lets through or closes in its turn.
 */
async function requireReminderConsent(db: Executor, patientId: string, channel: 'sms' | 'email') {
  if (!(await remindersAllowed(db, patientId, channel)))
    throw new PermanentFailure(`reminder not sent: the patient withdrew consent to reminders by ${channel}`);
}

/** Templates go only to a patient whose consent is in force when they are sent. */
async function requireOptedIn(deps: NotifierDeps, patientId: string) {
  if (!(await whatsappOptedIn(deps.mail.db, patientId)))
    throw new PermanentFailure('the patient has not opted in to WhatsApp');
}

const WHATSAPP_SENDERS: Partial<Record<OutboxKind, WhatsAppSender>> = {
  'booking.confirmed': async (deps, { orderId }: { orderId: string }) => {
    const db = deps.mail.db;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!order) return;
    await requireOptedIn(deps, order.patientId);
    const first = await firstScheduledSession(db, order.id);
    // Paid without a time ("we will call you"): nothing to confirm, so the SMS says it.
    if (!first?.a.start || !first.doctorName) throw new PermanentFailure('no scheduled session to confirm');
    const session = reminderVariables({
      mode: first.a.mode,
      doctorName: first.doctorName,
      start: first.a.start,
      treated: first.treated,
    });
    return deps.whatsapp.sendTemplate(
      order.patientId,
      confirmationTemplate(
        deps.whatsapp.templates,
        {
          appointmentId: first.a.id,
          session,
          orderId: orderConfirmation(order).orderId,
        },
        await patientLanguage(db, order.patientId),
      ),
    );
  },
  'session.reminder': async (deps, { mobile, reminder, appointmentId }: ReminderPayload) => {
    if (!appointmentId) throw new PermanentFailure('a WhatsApp reminder names its session');
    await requireOptedIn(deps, mobile);
    const [live] = await deps.mail.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.id, appointmentId), eq(appointments.status, 'scheduled')))
      .limit(1);
    // Cancelled since the reminder was enqueued: nothing to remind of.
    if (!live) return;
    return deps.whatsapp.sendTemplate(
      mobile,
      reminderTemplate(
        deps.whatsapp.templates,
        { appointmentId, reminder },
        await patientLanguage(deps.mail.db, mobile),
      ),
    );
  },
  // An answer to the patient's own message: inside WhatsApp's 24 h window, so no template and no opt-in needed.
  'whatsapp.reply': async ({ whatsapp }, { mobile, text }: { mobile: string; text: string }) => {
    return whatsapp.sendText(mobile, text);
  },
};

/** The SMS that replaces a WhatsApp message that failed for good: same kind, ref and payload (none for replies). */
export function smsFallback(row: OutboxRow): OutboxMessage | null {
  if (row.channel !== 'whatsapp' || !SMS_SENDERS[row.kind as OutboxKind]) return null;
  return { kind: row.kind as OutboxKind, channel: 'sms', ref: refOf(row), payload: row.payload };
}

/**
 * A WhatsApp message the provider accepted and then reported `failed` (webhook delivery status: not a WhatsApp
 * number, expired, blocked…): its SMS is enqueued as if the send had failed, once. False when the id is not one
 * of ours, its kind has no SMS, or its SMS is already enqueued.
 */
export async function fallBackFromFailedDelivery(tx: Executor, messageId: string): Promise<boolean> {
  const [sent] = await tx.select().from(whatsappSent).where(eq(whatsappSent.messageId, messageId)).limit(1);
  if (!sent) return false;
  const [row] = await tx.select().from(outbox).where(eq(outbox.key, sent.outboxKey)).limit(1);
  const instead = row ? smsFallback(row) : null;
  // Once: a second `failed` report (or a send that also failed) finds the SMS already enqueued.
  return !!instead && (await enqueue(tx, instead)) > 0;
}

/** Sends one outbox row; throws when it was not sent, so the drain tries it again. */
export function deliverMessage(deps: NotifierDeps): DeliverMessage {
  return async (row: OutboxRow) => {
    if (row.channel === 'email') {
      if (row.kind === 'session.reminder') {
        const { appointmentId } = row.payload as { appointmentId: string };
        const [a] = await deps.mail.db
          .select({ patientId: appointments.patientId })
          .from(appointments)
          .where(eq(appointments.id, appointmentId))
          .limit(1);
        if (a) await requireReminderConsent(deps.mail.db, a.patientId, 'email');
      }
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
    const send = (row.channel === 'whatsapp' ? WHATSAPP_SENDERS : SMS_SENDERS)[row.kind as OutboxKind];
    if (!send)
      throw new PermanentFailure(`no ${row.channel} message for outbox messages of kind ${row.kind}`);
    const messageId = await send(deps, row.payload as never);
    // Kept so that a later `failed` delivery status finds the row (fallBackFromFailedDelivery).
    if (row.channel === 'whatsapp' && messageId)
      await deps.mail.db.insert(whatsappSent).values({ messageId, outboxKey: row.key }).onConflictDoNothing();
  };
}
