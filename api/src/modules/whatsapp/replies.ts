/**
 * Acting on a patient's WhatsApp reply (issue 30). Each message is taken once: its id is inserted into
 * whatsapp_inbound first, in the transaction of its effect, so a replayed or concurrent delivery of the same id
 * waits for the first and then does nothing. Confirm marks the session confirmed; Cancel is the scheduling module's
 * cancellation (the patient's window and the credit's return: inside the window the answer explains and nothing
 * changes); Reschedule answers with the patient area's link; "STOP" withdraws the WhatsApp consent. A reply about a
 * session that is not the sender's is ignored and logged. Answers go through the outbox as WhatsApp session texts,
 * in the patient's language (issue 30: English or Hindi, as their other messages).
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CHANGE_MESSAGES, type Language } from '@physio/shared-contracts';
import { CHANGE_MESSAGES_HI } from '@physio/shared-contracts/changes-hindi';
import { to } from '@physio/shared-contracts/paths';
import type { Db, Executor } from '../../platform/db/client';
import { whatsappInbound } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/errors';
import { maskMobile } from '../../platform/providers/sms/types';
import {
  enqueue,
  fallBackFromFailedDelivery,
  patientLanguage,
  recordWhatsAppConsent,
  sessionDayAndTime,
} from '../notifications';
import { findPatient } from '../patients';
import { cancelSessionIn, confirmSession, lockPatientSession } from '../scheduling';
import { type InboundMessage, patientIdOf } from './inbound';

export interface RepliesContext {
  db: Db;
  /** The site's address, for the patient area's link. */
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

export type ReplyOutcome =
  'confirmed' | 'cancelled' | 'too_late' | 'not_live' | 'link_sent' | 'opted_out' | 'not_theirs' | 'ignored';

export interface RepliesReport {
  processed: number;
  duplicates: number;
}

const when = (start: Date) => {
  const { date, time } = sessionDayAndTime(start);
  return `${date} at ${time} IST`;
};
/** Hindi keeps the date and time as the English writes them (14 Jan 2030, 18:00), as the Hindi SMS do. */
const whenHindi = (start: Date) => {
  const { date, time } = sessionDayAndTime(start);
  return `${date} को ${time} बजे (IST)`;
};

/** The answers to a patient's reply, in each language a patient can choose (the same keys in both). */
export const REPLY_TEXTS = {
  en: {
    confirmed: (start: Date) => `Thank you. Your session on ${when(start)} is confirmed. See you then.`,
    cancelled: (start: Date, creditReturned: boolean) =>
      `Your session on ${when(start)} is cancelled.` +
      (creditReturned ? ' Its credit is back in your account: book a new time whenever you like.' : ''),
    tooLate: `${CHANGE_MESSAGES.tooLateToCancel} Your session has not been changed.`,
    notLive: CHANGE_MESSAGES.notLive,
    reschedule: (link: string) =>
      `To choose a new time for your session, open your PhysioCare account: ${link}`,
  },
  hi: {
    confirmed: (start: Date) => `धन्यवाद। ${whenHindi(start)} का आपका सत्र पक्का हो गया है। तब मिलते हैं।`,
    cancelled: (start: Date, creditReturned: boolean) =>
      `${whenHindi(start)} का आपका सत्र रद्द हो गया है।` +
      (creditReturned ? ' इसका क्रेडिट आपके खाते में वापस आ गया है: जब चाहें नया समय बुक करें।' : ''),
    tooLate: `${CHANGE_MESSAGES_HI.tooLateToCancel} आपके सत्र में कोई बदलाव नहीं किया गया है।`,
    notLive: CHANGE_MESSAGES_HI.notLive,
    reschedule: (link: string) => `अपने सत्र का नया समय चुनने के लिए अपना PhysioCare खाता खोलें: ${link}`,
  },
} as const satisfies Record<Language, unknown>;

/** Acts on one message inside `tx`; what came of it, and the answer to send (none: nothing to say). */
async function act(
  tx: Executor,
  ctx: RepliesContext,
  message: InboundMessage,
  patientId: string,
  now: Date,
): Promise<{ outcome: ReplyOutcome; answer: string | null }> {
  if (message.action === 'stop') {
    // A number that is no patient's has no consent to withdraw.
    if (!(await findPatient(tx, patientId))) return { outcome: 'ignored', answer: null };
    await recordWhatsAppConsent(tx, { patientId, optedIn: false, source: 'chat', recordedBy: message.from });
    return { outcome: 'opted_out', answer: null };
  }
  if (message.action === 'other' || !message.appointmentId) return { outcome: 'ignored', answer: null };
  // Ownership first, for every action: the session is locked until the transaction ends.
  const { state } = await lockPatientSession(tx, patientId, message.appointmentId);
  if (state === 'not_theirs') return { outcome: 'not_theirs', answer: null };
  const texts = REPLY_TEXTS[await patientLanguage(tx, patientId)];
  if (state === 'not_live') return { outcome: 'not_live', answer: texts.notLive };
  if (message.action === 'confirm') {
    const { row } = await confirmSession(tx, patientId, message.appointmentId, now);
    return { outcome: 'confirmed', answer: texts.confirmed(row!.start!) };
  }
  if (message.action === 'reschedule') {
    const link = new URL(to.patientDashboard(patientId), ctx.publicUrl).toString();
    return { outcome: 'link_sent', answer: texts.reschedule(link) };
  }
  try {
    const change = await cancelSessionIn(
      tx,
      { id: patientId, role: 'patient', sid: 'whatsapp' },
      message.appointmentId,
      {},
      now,
    );
    return {
      outcome: 'cancelled',
      answer: texts.cancelled(change.previousStart, change.creditReturned),
    };
  } catch (err) {
    // Refused before anything changed: the patient is told why.
    if (err instanceof HttpError && err.code === 'TOO_LATE')
      return { outcome: 'too_late', answer: texts.tooLate };
    if (err instanceof HttpError && err.code === 'NOT_LIVE')
      return { outcome: 'not_live', answer: texts.notLive };
    throw err;
  }
}

/** Takes each message once and acts on it; duplicates (an id already taken) change nothing. */
export async function handleReplies(
  ctx: RepliesContext,
  messages: InboundMessage[],
  now = new Date(),
): Promise<RepliesReport> {
  const report: RepliesReport = { processed: 0, duplicates: 0 };
  for (const message of messages) {
    const patientId = patientIdOf(message.from);
    const taken = await ctx.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(whatsappInbound)
        .values({
          messageId: message.id,
          sender: message.from,
          action: message.action,
          appointmentId: message.appointmentId,
          outcome: 'ignored',
        })
        .onConflictDoNothing()
        .returning({ id: whatsappInbound.messageId });
      if (!inserted.length) return false;
      const { outcome, answer } = patientId
        ? await act(tx, ctx, message, patientId, now)
        : { outcome: 'ignored' as const, answer: null };
      if (outcome !== 'ignored')
        await tx.update(whatsappInbound).set({ outcome }).where(eq(whatsappInbound.messageId, message.id));
      if (outcome === 'not_theirs')
        ctx.log.warn(
          { messageId: message.id, from: maskMobile(message.from), appointmentId: message.appointmentId },
          "WhatsApp reply about a session that is not the sender's: ignored",
        );
      if (answer && patientId)
        await enqueue(tx, {
          kind: 'whatsapp.reply',
          channel: 'whatsapp',
          ref: message.id,
          payload: { mobile: patientId, text: answer },
        });
      return true;
    });
    if (taken) report.processed += 1;
    else report.duplicates += 1;
  }
  return report;
}

/** Our messages Meta could not deliver: each one's SMS goes instead (once: the SMS's outbox key is unique). */
export async function handleFailedDeliveries(ctx: RepliesContext, messageIds: string[]): Promise<number> {
  let fellBack = 0;
  for (const id of messageIds) {
    if (await ctx.db.transaction((tx) => fallBackFromFailedDelivery(tx, id))) fellBack += 1;
    else ctx.log.info({ messageId: id }, 'failed WhatsApp delivery without an SMS to send instead');
  }
  return fellBack;
}
