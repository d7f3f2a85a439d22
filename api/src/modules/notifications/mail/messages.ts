/**
 * The e-mails of a booking's life, one builder per event: plain data in, subject + text + HTML (one template,
 * layout.ts) and the session's .ics out. They say only what the recipient already knows: their own name, booking,
 * session, doctor and money; no other patient, no internal id beyond the order and receipt numbers.
 */
import { CANCEL_WINDOW_TEXT } from '@physio/shared-contracts';
import type { EmailAttachment, EmailMessage } from '../../../platform/providers/email/types';
import { greeting, rupees, sessionKind, sessions, sessionTime } from './format';
import { renderMail, type MailFact, type MailTemplate } from './layout';

/** A dated session as the patient sees it, with its calendar event (modules/scheduling/calendar.ts). */
export interface MailSession {
  mode: 'online' | 'home';
  start: Date;
  end: Date;
  doctorName: string | null;
  /** Online sessions: the video room's address (the patient's own). */
  joinUrl: string | null;
  /** Home visits: the address the patient gave. */
  address: string | null;
  /** The .ics of the session (sessionCalendar); for a cancelled session, its CANCELLED event. */
  ics: string;
  /** A family member's session (issue 28): the name of who is treated; the e-mail still goes to the account holder. */
  forName?: string | null;
}

export interface Recipient {
  to: string;
  name: string | null;
}

export const ICS_FILENAME = 'physiocare-session.ics';
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

const icsAttachment = (ics: string): EmailAttachment => ({
  filename: ICS_FILENAME,
  contentType: ICS_CONTENT_TYPE,
  content: ics,
});

const minutesBetween = (a: Date, b: Date) => Math.round((b.getTime() - a.getTime()) / 60_000);
const doctorOf = (s: { doctorName: string | null }) => s.doctorName ?? 'your physiotherapist';
/** "your online session", or "Ramesh Kumar's online session" for a family member's. */
const whose = (s: MailSession) => (s.forName ? `${s.forName}'s` : 'your');

function sessionFacts(s: MailSession): MailFact[] {
  const facts: MailFact[] = [
    ...(s.forName ? [{ label: 'For', value: s.forName }] : []),
    { label: 'When', value: sessionTime(s.start) },
    { label: 'Length', value: `${minutesBetween(s.start, s.end)} minutes` },
    { label: 'With', value: doctorOf(s) },
  ];
  if (s.mode === 'online' && s.joinUrl) facts.push({ label: 'Join', value: s.joinUrl, href: s.joinUrl });
  if (s.mode === 'home' && s.address) facts.push({ label: 'Address', value: s.address });
  return facts;
}

const CALENDAR_NOTE = 'The attached calendar file adds the session to your calendar.';
/** Issue 29: the intake and consent come before the first session. */
export const INTAKE_NOTE =
  'Before your first session, answer a few health questions and give your consent under Health record in your PhysioCare account (already done? Update them if anything has changed).';
const CONTACT_NOTE =
  'Questions? Call or WhatsApp the clinic, or write to us from the contact page of the PhysioCare site.';

function message(to: string, template: MailTemplate, ics?: string): EmailMessage {
  return { to, ...renderMail(template), ...(ics ? { attachments: [icsAttachment(ics)] } : {}) };
}

export interface BookingConfirmationInput extends Recipient {
  /** The order number the patient quotes (the payment provider's order id). */
  orderNumber: string;
  amountPaise: number;
  quantity: number;
  mode: 'online' | 'home';
  /** The session booked with the payment, when a time was chosen. */
  session: MailSession | null;
  /** The payment's receipt (PAY-2026-000001), when it has one. */
  receiptNumber?: string | null;
  accountUrl: string;
}

export function bookingConfirmation(i: BookingConfirmationInput): EmailMessage {
  const what = `${sessions(i.quantity)} (${sessionKind(i.mode)}${i.quantity === 1 ? '' : 's'})`;
  const paragraphs = [
    `We have received your payment of ${rupees(i.amountPaise)}. Your booking is confirmed.`,
  ];
  const facts: MailFact[] = [
    { label: 'Order number', value: i.orderNumber },
    { label: 'Booked', value: what },
    { label: 'Paid', value: rupees(i.amountPaise) },
  ];
  if (i.receiptNumber) facts.push({ label: 'Receipt number', value: i.receiptNumber });
  if (i.session) {
    paragraphs.push(`Your ${sessionKind(i.session.mode)} is on ${sessionTime(i.session.start)}.`);
    facts.push(...sessionFacts(i.session));
  }
  const notes = i.session
    ? [CALENDAR_NOTE, CONTACT_NOTE]
    : [
        'Choose the time of your session in your PhysioCare account, or we will call you to schedule it.',
        CONTACT_NOTE,
      ];
  if (i.quantity > 1) notes.unshift('Choose the times of your other sessions in your PhysioCare account.');
  notes.unshift(INTAKE_NOTE);
  return message(
    i.to,
    {
      subject: i.session
        ? `Booking confirmed: ${sessionTime(i.session.start)}`
        : `Booking confirmed: order ${i.orderNumber}`,
      greeting: greeting(i.name),
      paragraphs,
      facts,
      action: { label: 'Open your PhysioCare account', href: i.accountUrl },
      notes,
    },
    i.session?.ics,
  );
}

export interface SessionRescheduledInput extends Recipient {
  previousStart: Date;
  session: MailSession;
  /** Who moved it: the doctor's reason is shown to the patient. */
  by: 'patient' | 'doctor';
  reason?: string | null;
  accountUrl: string;
}

export function sessionRescheduled(i: SessionRescheduledInput): EmailMessage {
  const who = i.by === 'doctor' ? `${doctorOf(i.session)} has moved` : 'You have moved';
  const paragraphs = [
    `${who} your ${sessionKind(i.session.mode)} from ${sessionTime(i.previousStart)} to ${sessionTime(i.session.start)}.`,
  ];
  if (i.by === 'doctor' && i.reason?.trim()) paragraphs.push(`Reason: ${i.reason.trim()}`);
  return message(
    i.to,
    {
      subject: `Session moved to ${sessionTime(i.session.start)}`,
      greeting: greeting(i.name),
      paragraphs,
      facts: [{ label: 'Was', value: sessionTime(i.previousStart) }, ...sessionFacts(i.session)],
      action: { label: 'Open your PhysioCare account', href: i.accountUrl },
      notes: ['The attached calendar file replaces the old time in your calendar.', CONTACT_NOTE],
    },
    i.session.ics,
  );
}

export interface SessionCancelledInput extends Recipient {
  /** The cancelled session; its .ics is the CANCELLED event that removes it from the calendar. */
  session: MailSession;
  by: 'patient' | 'doctor';
  reason?: string | null;
  /** Whether the session credit came back to the order (to book another time or to refund). */
  creditReturned: boolean;
  accountUrl: string;
}

export function sessionCancelled(i: SessionCancelledInput): EmailMessage {
  const who = i.by === 'doctor' ? `${doctorOf(i.session)} has cancelled` : 'You have cancelled';
  const paragraphs = [`${who} your ${sessionKind(i.session.mode)} of ${sessionTime(i.session.start)}.`];
  if (i.by === 'doctor' && i.reason?.trim()) paragraphs.push(`Reason: ${i.reason.trim()}`);
  paragraphs.push(
    i.creditReturned
      ? 'The session is back on your account: choose a new time, or ask for a refund of unused sessions, in your PhysioCare account.'
      : `The session was cancelled less than ${CANCEL_WINDOW_TEXT} before its start, so it is not returned to your account.`,
  );
  return message(
    i.to,
    {
      subject: `Session cancelled: ${sessionTime(i.session.start)}`,
      greeting: greeting(i.name),
      paragraphs,
      action: { label: 'Open your PhysioCare account', href: i.accountUrl },
      notes: ['The attached calendar file removes the session from your calendar.', CONTACT_NOTE],
    },
    i.session.ics,
  );
}

export interface RefundInput extends Recipient {
  orderNumber: string;
  amountPaise: number;
  /** Sessions refunded. */
  credits: number;
}

export function refundProcessed(i: RefundInput & { receiptNumber?: string | null }): EmailMessage {
  const facts: MailFact[] = [
    { label: 'Order number', value: i.orderNumber },
    { label: 'Refunded', value: `${rupees(i.amountPaise)} for ${sessions(i.credits)}` },
  ];
  if (i.receiptNumber) facts.push({ label: 'Receipt number', value: i.receiptNumber });
  return message(i.to, {
    subject: `Refund of ${rupees(i.amountPaise)} processed`,
    greeting: greeting(i.name),
    paragraphs: [
      `We have refunded ${rupees(i.amountPaise)} for ${sessions(i.credits)} you did not use. Banks usually credit it to your original payment method within 5–7 working days.`,
    ],
    facts,
    notes: [
      ...(i.receiptNumber ? ['The receipt is in your PhysioCare account, ready to print or download.'] : []),
      CONTACT_NOTE,
    ],
  });
}

export function refundFailed(i: RefundInput & { accountUrl: string }): EmailMessage {
  return message(i.to, {
    subject: `Refund of ${rupees(i.amountPaise)} could not be made`,
    greeting: greeting(i.name),
    paragraphs: [
      `The refund of ${rupees(i.amountPaise)} for ${sessions(i.credits)} could not be made by the payment provider. No money has left your booking: the sessions are still on your account.`,
      'You can ask for the refund again from your PhysioCare account, or contact the clinic and we will sort it out.',
    ],
    facts: [
      { label: 'Order number', value: i.orderNumber },
      { label: 'Amount', value: rupees(i.amountPaise) },
    ],
    action: { label: 'Open your PhysioCare account', href: i.accountUrl },
    notes: [CONTACT_NOTE],
  });
}

export interface SessionReminderInput extends Recipient {
  session: MailSession;
  accountUrl: string;
}

export function sessionReminder(i: SessionReminderInput): EmailMessage {
  const how =
    i.session.mode === 'online'
      ? 'Join from a quiet place with your camera on, a few minutes early.'
      : 'Please be at the address you gave, with some space to move.';
  return message(
    i.to,
    {
      // No "tomorrow": a session booked a few hours ahead gets its first reminder the same day.
      subject: `Reminder: ${whose(i.session)} ${sessionKind(i.session.mode)} on ${sessionTime(i.session.start)}`,
      greeting: greeting(i.name),
      paragraphs: [
        `This is a reminder of ${whose(i.session)} ${sessionKind(i.session.mode)} with ${doctorOf(i.session)} on ${sessionTime(i.session.start)}.`,
        how,
      ],
      facts: sessionFacts(i.session),
      action: { label: 'Open your PhysioCare account', href: i.accountUrl },
      notes: [CALENDAR_NOTE, CONTACT_NOTE],
    },
    i.session.ics,
  );
}

export interface SessionScheduledInput extends Recipient {
  /** The session just given a time from the order's credits. */
  session: MailSession;
  accountUrl: string;
}

/** A session of a paid order scheduled from its credits (sessions 2, 3, …): the time, the join link, the .ics. */
export function sessionScheduled(i: SessionScheduledInput): EmailMessage {
  return message(
    i.to,
    {
      subject: i.session.forName
        ? `Session booked for ${i.session.forName}: ${sessionTime(i.session.start)}`
        : `Session booked: ${sessionTime(i.session.start)}`,
      greeting: greeting(i.name),
      paragraphs: [
        `${i.session.forName ? `${i.session.forName}'s` : 'Your'} ${sessionKind(i.session.mode)} with ${doctorOf(i.session)} is booked for ${sessionTime(i.session.start)}.`,
      ],
      facts: sessionFacts(i.session),
      action: { label: 'Open your PhysioCare account', href: i.accountUrl },
      notes: [CALENDAR_NOTE, CONTACT_NOTE],
    },
    i.session.ics,
  );
}

export interface PrescriptionAddedInput extends Recipient {
  doctorName: string;
  title: string;
  exercises: number;
  accountUrl: string;
}

/** A doctor added a prescription: its title and where to read, print or download it (not its content). */
export function prescriptionAdded(i: PrescriptionAddedInput): EmailMessage {
  const what =
    i.exercises > 0 ? `with ${i.exercises} exercise${i.exercises === 1 ? '' : 's'}` : 'with advice for you';
  return message(i.to, {
    subject: `New prescription from ${i.doctorName}`,
    greeting: greeting(i.name),
    paragraphs: [`${i.doctorName} has added a prescription, "${i.title}", ${what}.`],
    action: { label: 'Open your prescriptions', href: i.accountUrl },
    notes: ['You can read, print or download it in your PhysioCare account.', CONTACT_NOTE],
  });
}
