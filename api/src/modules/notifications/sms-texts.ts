/**
 * The variables of the SMS texts with fixed DLT templates: a paid order's confirmation (with its first session when
 * the payment scheduled one) and a session's reminder. The outbox drain sends them; reminders and the confirmation
 * build them from the same session words.
 */
import { formatPaise } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { kolkataIso } from '../../platform/lib/kolkata';
import type { OrderConfirmation, SessionReminder } from '../../platform/providers/sms/types';
import type { OrderRow } from '../orders';
import { firstScheduledSession } from './order-session';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A session's day and time in India as the messages write them: "14 Jan 2030" and "09:00". */
export function sessionDayAndTime(start: Date): { date: string; time: string } {
  const iso = kolkataIso(start); // 2026-01-31T09:00:00+05:30
  return {
    date: `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`,
    time: iso.slice(11, 16),
  };
}

/**
 * The session's words: "online session" or "home visit", and for a family member's session (issue 28 point 3)
 * "online session for Ramesh" (their first name), so the holder's SMS says who is treated within the fixed DLT
 * texts ("your ##session## with ##doctor##") and DLT's 30 characters per variable.
 */
export function sessionWords(mode: 'online' | 'home', treated?: string | null): string {
  const words = mode === 'online' ? 'online session' : 'home visit';
  const first = treated?.trim().split(/\s+/)[0];
  return first ? `${words} for ${first}`.slice(0, 30) : words;
}

/** The variables of the reminder's fixed DLT text (REMINDER_TEMPLATE), each cut to DLT's 30 characters. */
export function reminderVariables(session: {
  mode: 'online' | 'home';
  doctorName: string;
  start: Date;
  /** The family member the session treats, if any. */
  treated?: string | null;
}): SessionReminder {
  return {
    session: sessionWords(session.mode, session.treated),
    doctor: session.doctorName.slice(0, 30),
    ...sessionDayAndTime(session.start),
  };
}

/** The confirmation's variables (CONFIRMATION_TEMPLATE): the amount and the order id the patient can quote. */
export const orderConfirmation = (order: OrderRow): OrderConfirmation => ({
  amount: formatPaise(order.amountPaise),
  orderId: order.providerOrderId ?? order.id,
});

/**
 * The confirmation of a paid order: with the session its payment scheduled (the slot held at booking, its
 * earliest one), so the SMS gives its date, time and doctor (SCHEDULED_CONFIRMATION_TEMPLATE) instead of
 * promising a call.
 */
export async function paidOrderConfirmation(db: Executor, order: OrderRow): Promise<OrderConfirmation> {
  const first = await firstScheduledSession(db, order.id);
  const confirmation = orderConfirmation(order);
  if (!first?.a.start || !first.doctorName) return confirmation;
  const { mode, start } = first.a;
  return {
    ...confirmation,
    session: reminderVariables({ mode, doctorName: first.doctorName, start, treated: first.treated }),
  };
}
