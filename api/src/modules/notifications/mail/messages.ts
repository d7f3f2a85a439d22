/**
 * The e-mails of a booking's life, one builder per event: plain data in, subject + text + HTML (one template,
 * layout.ts) and the session's .ics out. They say only what the recipient already knows: their own name, booking,
 * session, doctor and money; no other patient, no internal id beyond the order and receipt numbers.
 */
import { CANCEL_WINDOW_TEXT, type Language } from '@physio/shared-contracts';
import type { EmailAttachment, EmailMessage } from '../../../platform/providers/email/types';
import { greeting, rupees, sessionKind, sessions, sessionTime } from './format';
import { renderMail, type MailFact, type MailTemplate } from './layout';
import { MAIL_TEXTS, type MailTexts } from './texts';

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
  /** The patient's language (issue 30; a dependant's e-mails go to the holder, in the holder's): English by default. */
  language?: Language;
}

export const ICS_FILENAME = 'physiocare-session.ics';
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

const icsAttachment = (ics: string): EmailAttachment => ({
  filename: ICS_FILENAME,
  contentType: ICS_CONTENT_TYPE,
  content: ics,
});

const minutesBetween = (a: Date, b: Date) => Math.round((b.getTime() - a.getTime()) / 60_000);

/** The words and formats of one e-mail's language. */
function wordsOf(language: Language = 'en') {
  const w: MailTexts = MAIL_TEXTS[language];
  return {
    w,
    language,
    time: (d: Date) => sessionTime(d, language),
    kind: (mode: 'online' | 'home') => sessionKind(mode, language),
    count: (n: number) => sessions(n, language),
    hello: (name: string | null) => greeting(name, language),
    doctorOf: (s: { doctorName: string | null }) => s.doctorName ?? w.yourPhysiotherapist,
  };
}
type Words = ReturnType<typeof wordsOf>;

function sessionFacts(s: MailSession, { w, time, doctorOf }: Words): MailFact[] {
  const facts: MailFact[] = [
    ...(s.forName ? [{ label: w.labels.for, value: s.forName }] : []),
    { label: w.labels.when, value: time(s.start) },
    { label: w.labels.length, value: w.minutes(minutesBetween(s.start, s.end)) },
    { label: w.labels.with, value: doctorOf(s) },
  ];
  if (s.mode === 'online' && s.joinUrl)
    facts.push({ label: w.labels.join, value: s.joinUrl, href: s.joinUrl });
  if (s.mode === 'home' && s.address) facts.push({ label: w.labels.address, value: s.address });
  return facts;
}

/** Issue 29: the intake and consent come before the first session. */
export const INTAKE_NOTE = MAIL_TEXTS.en.intakeNote;

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
  const words = wordsOf(i.language);
  const { w, time, kind } = words;
  const paragraphs = [w.booking.paid(rupees(i.amountPaise))];
  const facts: MailFact[] = [
    { label: w.labels.orderNumber, value: i.orderNumber },
    { label: w.labels.booked, value: w.booking.booked(i.quantity, i.mode) },
    { label: w.labels.paid, value: rupees(i.amountPaise) },
  ];
  if (i.receiptNumber) facts.push({ label: w.labels.receiptNumber, value: i.receiptNumber });
  if (i.session) {
    paragraphs.push(w.booking.sessionOn(kind(i.session.mode), time(i.session.start)));
    facts.push(...sessionFacts(i.session, words));
  }
  const notes = i.session ? [w.calendarNote, w.contactNote] : [w.booking.chooseTime, w.contactNote];
  if (i.quantity > 1) notes.unshift(w.booking.otherSessions);
  notes.unshift(w.intakeNote);
  return message(
    i.to,
    {
      subject: i.session
        ? w.booking.subjectSession(time(i.session.start))
        : w.booking.subjectOrder(i.orderNumber),
      language: words.language,
      greeting: words.hello(i.name),
      paragraphs,
      facts,
      action: { label: w.openAccount, href: i.accountUrl },
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
  const words = wordsOf(i.language);
  const { w, time, kind } = words;
  const who = i.by === 'doctor' ? words.doctorOf(i.session) : null;
  const paragraphs = [
    w.moved.sentence(who, kind(i.session.mode), time(i.previousStart), time(i.session.start)),
  ];
  if (i.by === 'doctor' && i.reason?.trim()) paragraphs.push(w.moved.reason(i.reason.trim()));
  return message(
    i.to,
    {
      subject: w.moved.subject(time(i.session.start)),
      language: words.language,
      greeting: words.hello(i.name),
      paragraphs,
      facts: [{ label: w.labels.was, value: time(i.previousStart) }, ...sessionFacts(i.session, words)],
      action: { label: w.openAccount, href: i.accountUrl },
      notes: [w.moved.note, w.contactNote],
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
  const words = wordsOf(i.language);
  const { w, time, kind } = words;
  const who = i.by === 'doctor' ? words.doctorOf(i.session) : null;
  const paragraphs = [w.cancelled.sentence(who, kind(i.session.mode), time(i.session.start))];
  if (i.by === 'doctor' && i.reason?.trim()) paragraphs.push(w.moved.reason(i.reason.trim()));
  paragraphs.push(i.creditReturned ? w.cancelled.creditReturned : w.cancelled.creditKept(CANCEL_WINDOW_TEXT));
  return message(
    i.to,
    {
      subject: w.cancelled.subject(time(i.session.start)),
      language: words.language,
      greeting: words.hello(i.name),
      paragraphs,
      action: { label: w.openAccount, href: i.accountUrl },
      notes: [w.cancelled.note, w.contactNote],
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
  const words = wordsOf(i.language);
  const { w, count } = words;
  const amount = rupees(i.amountPaise);
  const facts: MailFact[] = [
    { label: w.labels.orderNumber, value: i.orderNumber },
    { label: w.labels.refunded, value: w.refund.refunded(amount, count(i.credits)) },
  ];
  if (i.receiptNumber) facts.push({ label: w.labels.receiptNumber, value: i.receiptNumber });
  return message(i.to, {
    subject: w.refund.subject(amount),
    language: words.language,
    greeting: words.hello(i.name),
    paragraphs: [w.refund.sentence(amount, count(i.credits))],
    facts,
    notes: [...(i.receiptNumber ? [w.refund.receiptNote] : []), w.contactNote],
  });
}

export function refundFailed(i: RefundInput & { accountUrl: string }): EmailMessage {
  const words = wordsOf(i.language);
  const { w, count } = words;
  const amount = rupees(i.amountPaise);
  return message(i.to, {
    subject: w.refund.failedSubject(amount),
    language: words.language,
    greeting: words.hello(i.name),
    paragraphs: [w.refund.failed(amount, count(i.credits)), w.refund.askAgain],
    facts: [
      { label: w.labels.orderNumber, value: i.orderNumber },
      { label: w.labels.amount, value: amount },
    ],
    action: { label: w.openAccount, href: i.accountUrl },
    notes: [w.contactNote],
  });
}

export interface SessionReminderInput extends Recipient {
  session: MailSession;
  accountUrl: string;
}

export function sessionReminder(i: SessionReminderInput): EmailMessage {
  const words = wordsOf(i.language);
  const { w, time, kind } = words;
  const s = i.session;
  return message(
    i.to,
    {
      // No "tomorrow": a session booked a few hours ahead gets its first reminder the same day.
      subject: w.reminder.subject(s.forName ?? null, kind(s.mode), time(s.start)),
      language: words.language,
      greeting: words.hello(i.name),
      paragraphs: [
        w.reminder.sentence(s.forName ?? null, kind(s.mode), words.doctorOf(s), time(s.start)),
        s.mode === 'online' ? w.reminder.online : w.reminder.home,
      ],
      facts: sessionFacts(s, words),
      action: { label: w.openAccount, href: i.accountUrl },
      notes: [w.calendarNote, w.contactNote],
    },
    s.ics,
  );
}

export interface SessionScheduledInput extends Recipient {
  /** The session just given a time from the order's credits. */
  session: MailSession;
  accountUrl: string;
}

/** A session of a paid order scheduled from its credits (sessions 2, 3, …): the time, the join link, the .ics. */
export function sessionScheduled(i: SessionScheduledInput): EmailMessage {
  const words = wordsOf(i.language);
  const { w, time, kind } = words;
  const s = i.session;
  return message(
    i.to,
    {
      subject: w.scheduled.subject(s.forName, time(s.start)),
      language: words.language,
      greeting: words.hello(i.name),
      paragraphs: [w.scheduled.sentence(s.forName, kind(s.mode), words.doctorOf(s), time(s.start))],
      facts: sessionFacts(s, words),
      action: { label: w.openAccount, href: i.accountUrl },
      notes: [w.calendarNote, w.contactNote],
    },
    s.ics,
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
  const words = wordsOf(i.language);
  const { w } = words;
  return message(i.to, {
    subject: w.prescription.subject(i.doctorName),
    language: words.language,
    greeting: words.hello(i.name),
    paragraphs: [w.prescription.sentence(i.doctorName, i.title, w.prescription.what(i.exercises))],
    action: { label: w.openPrescriptions, href: i.accountUrl },
    notes: [w.prescription.note, w.contactNote],
  });
}
