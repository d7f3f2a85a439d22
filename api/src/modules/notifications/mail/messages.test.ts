import { sessionCalendar } from '../calendar';
import { renderMail } from './layout';
import {
  bookingConfirmation,
  ICS_CONTENT_TYPE,
  INTAKE_NOTE,
  ICS_FILENAME,
  refundFailed,
  refundProcessed,
  sessionCancelled,
  sessionReminder,
  sessionRescheduled,
  type MailSession,
} from './messages';

const APPOINTMENT_ID = '5b0c8e4e-1f7a-4a53-9d7e-3c2b1a0f9e8d';
const ROOM = 'PhysioCare-r00m';
const start = new Date('2030-01-14T03:30:00Z'); // 09:00 IST
const end = new Date('2030-01-14T04:15:00Z');
const accountUrl = 'https://physiocare.example/user/login';

function online(overrides: Partial<MailSession> = {}): MailSession {
  const row = { id: APPOINTMENT_ID, mode: 'online' as const, address: null, pincode: null, videoRoom: ROOM };
  return {
    mode: 'online',
    start,
    end,
    doctorName: 'Dr. Asha Rao',
    joinUrl: `https://meet.jit.si/${ROOM}`,
    address: null,
    ics: sessionCalendar({ ...row, start, end }, 'Dr. Asha Rao', {
      videoBaseUrl: 'https://meet.jit.si',
      sequence: 0,
    }),
    ...overrides,
  };
}

/** The text without its links and the HTML without its tags say the same words. */
const words = (s: string) =>
  s
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/https?:\/\/\S+/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/[:,.]+$/, ''))
    .filter((w) => /\w/.test(w));

describe('e-mail layout', () => {
  it('renders one template as plain text and as HTML with the same content, every value escaped', () => {
    const mail = renderMail({
      subject: 'Tom & <Jerry>',
      greeting: 'Hello <b>Tom</b>,',
      paragraphs: ['A "quoted" paragraph & more.'],
      facts: [
        { label: 'Join', value: 'https://meet.example/x?a=1&b=2', href: 'https://meet.example/x?a=1&b=2' },
        { label: 'Evil', value: 'click', href: 'javascript:alert(1)' },
      ],
      action: { label: 'Open', href: 'https://physiocare.example/user/login' },
    });
    expect(mail.text).toContain(
      'Hello <b>Tom</b>,\n\nA "quoted" paragraph & more.\n\nJoin: https://meet.example/x?a=1&b=2',
    );
    expect(mail.html).toContain('Hello &lt;b&gt;Tom&lt;/b&gt;,');
    expect(mail.html).toContain('<title>Tom &amp; &lt;Jerry&gt;</title>');
    expect(mail.html).toContain('<a href="https://meet.example/x?a=1&amp;b=2">');
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).not.toMatch(/<b>/);
  });
});

describe('booking confirmation', () => {
  const base = {
    to: 'asha.patient@example.com',
    name: 'Asha Patient',
    orderNumber: 'order_Nab12cd34',
    amountPaise: 123456750,
    quantity: 3,
    mode: 'online' as const,
    accountUrl,
  };

  it('with a scheduled session: the date and time in IST, the doctor, the join link, ₹ en-IN and the .ics attached', () => {
    const mail = bookingConfirmation({ ...base, session: online(), receiptNumber: 'PAY-2030-000042' });
    expect(mail.to).toBe('asha.patient@example.com');
    expect(mail.text).toContain('Receipt number: PAY-2030-000042');
    expect(mail.subject).toBe('Booking confirmed: Monday, 14 January 2030 at 09:00 IST');
    expect(mail.text).toContain('Hello Asha,');
    expect(mail.text).toContain('We have received your payment of ₹12,34,567.50. Your booking is confirmed.');
    expect(mail.text).toContain('Order number: order_Nab12cd34');
    expect(mail.text).toContain('Booked: 3 sessions (online sessions)');
    expect(mail.text).toContain('When: Monday, 14 January 2030 at 09:00 IST');
    expect(mail.text).toContain('Length: 45 minutes');
    expect(mail.text).toContain('With: Dr. Asha Rao');
    expect(mail.text).toContain(`Join: https://meet.jit.si/${ROOM}`);
    expect(mail.text).toContain(`Open your PhysioCare account: ${accountUrl}`);
    // The intake and consent come before the first session (issue 29).
    expect(mail.text).toContain(INTAKE_NOTE);
    expect(mail.html).toContain(`<a href="https://meet.jit.si/${ROOM}">`);
    expect(mail.html).toContain('₹12,34,567.50');
    expect(words(mail.html)).toEqual(expect.arrayContaining(words(mail.text)));
    expect(mail.attachments).toEqual([
      { filename: ICS_FILENAME, contentType: ICS_CONTENT_TYPE, content: expect.any(String) },
    ]);
    const ics = mail.attachments![0]!.content;
    expect(ics).toContain(`UID:${APPOINTMENT_ID}@physiocare\r\n`);
    expect(ics).toContain('DTSTART:20300114T033000Z\r\n');
    expect(ics).toContain('SEQUENCE:0\r\n');
    expect(ics).toContain('SUMMARY:Online physiotherapy session with Dr. Asha Rao\r\n');
  });

  it('without a time yet: no .ics, and the way to schedule', () => {
    const mail = bookingConfirmation({ ...base, quantity: 1, amountPaise: 49900, session: null });
    expect(mail.subject).toBe('Booking confirmed: order order_Nab12cd34');
    expect(mail.text).toContain('Booked: 1 session (online session)');
    expect(mail.text).toContain('Paid: ₹499.00');
    expect(mail.text).not.toContain('Receipt number');
    expect(mail.text).toContain('Choose the time of your session in your PhysioCare account');
    expect(mail.attachments).toBeUndefined();
  });

  it('says nothing the patient does not already know: no internal id, nobody else', () => {
    const home = online({
      mode: 'home',
      joinUrl: null,
      address: '12 MG Road, Pune, 411001',
      ics: 'BEGIN:VCALENDAR',
    });
    const mail = bookingConfirmation({ ...base, mode: 'home', session: home });
    expect(mail.text).toContain('Address: 12 MG Road, Pune, 411001');
    expect(mail.text).toContain('3 sessions (home visits)');
    for (const body of [mail.text, mail.html, mail.subject]) {
      expect(body).not.toContain(APPOINTMENT_ID);
      expect(body).not.toContain(ROOM);
      expect(body).not.toMatch(/[6-9]\d{9}/); // no mobile number, the patient's id
    }
    // Only the fields given appear: the recipient's own name, their doctor, their order.
    expect(mail.text.match(/Asha/g)).toHaveLength(2); // "Hello Asha," and "Dr. Asha Rao"
  });
});

describe('changes of plan', () => {
  it('rescheduled by the doctor: old → new time, the reason, and the new .ics with a higher SEQUENCE', () => {
    const moved = new Date('2030-01-15T08:30:00Z'); // 14:00 IST
    const ics = sessionCalendar(
      {
        id: APPOINTMENT_ID,
        mode: 'online',
        address: null,
        pincode: null,
        videoRoom: ROOM,
        start: moved,
        end: new Date(moved.getTime() + 45 * 60_000),
      },
      'Dr. Asha Rao',
      { videoBaseUrl: 'https://meet.jit.si', sequence: 1 },
    );
    const mail = sessionRescheduled({
      to: 'asha.patient@example.com',
      name: 'Asha Patient',
      previousStart: start,
      session: online({ start: moved, end: new Date(moved.getTime() + 45 * 60_000), ics }),
      by: 'doctor',
      reason: 'Clinic closed for a training day',
      accountUrl,
    });
    expect(mail.subject).toBe('Session moved to Tuesday, 15 January 2030 at 14:00 IST');
    expect(mail.text).toContain(
      'Dr. Asha Rao has moved your online session from Monday, 14 January 2030 at 09:00 IST to Tuesday, 15 January 2030 at 14:00 IST.',
    );
    expect(mail.text).toContain('Reason: Clinic closed for a training day');
    expect(mail.html).toContain('Reason: Clinic closed for a training day');
    expect(mail.text).toContain('Was: Monday, 14 January 2030 at 09:00 IST');
    const attached = mail.attachments![0]!.content;
    expect(attached).toContain(`UID:${APPOINTMENT_ID}@physiocare\r\n`);
    expect(attached).toContain('SEQUENCE:1\r\n');
    expect(attached).toContain('DTSTART:20300115T083000Z\r\n');
  });

  it('rescheduled by the patient: their own move, no reason line', () => {
    const mail = sessionRescheduled({
      to: 'a@example.com',
      name: null,
      previousStart: start,
      session: online(),
      by: 'patient',
      reason: 'ignored',
      accountUrl,
    });
    expect(mail.text).toMatch(/^Hello,\n\nYou have moved your online session/);
    expect(mail.text).not.toContain('Reason');
  });

  it('cancelled: the credit back or not, and the CANCELLED event', () => {
    const cancelledIcs = sessionCalendar(
      { id: APPOINTMENT_ID, mode: 'online', address: null, pincode: null, videoRoom: ROOM, start, end },
      'Dr. Asha Rao',
      { videoBaseUrl: 'https://meet.jit.si', sequence: 2, cancelled: true },
    );
    const back = sessionCancelled({
      to: 'a@example.com',
      name: 'Asha',
      session: online({ ics: cancelledIcs }),
      by: 'doctor',
      reason: 'Unwell',
      creditReturned: true,
      accountUrl,
    });
    expect(back.subject).toBe('Session cancelled: Monday, 14 January 2030 at 09:00 IST');
    expect(back.text).toContain(
      'Dr. Asha Rao has cancelled your online session of Monday, 14 January 2030 at 09:00 IST.',
    );
    expect(back.text).toContain('Reason: Unwell');
    expect(back.text).toContain('The session is back on your account');
    expect(back.attachments![0]!.content).toContain('STATUS:CANCELLED\r\n');
    expect(back.attachments![0]!.content).toContain('SEQUENCE:2\r\n');
    const lost = sessionCancelled({
      to: 'a@example.com',
      name: 'Asha',
      session: online(),
      by: 'patient',
      creditReturned: false,
      accountUrl,
    });
    expect(lost.text).toContain('You have cancelled your online session');
    expect(lost.text).toContain('it is not returned to your account');
  });
});

describe('refunds', () => {
  it('processed: the amount in ₹ (en-IN), the sessions and the receipt number', () => {
    const mail = refundProcessed({
      to: 'a@example.com',
      name: 'Asha',
      orderNumber: 'order_X1',
      amountPaise: 10_000_050,
      credits: 2,
      receiptNumber: 'REF-2030-000007',
    });
    expect(mail.subject).toBe('Refund of ₹1,00,000.50 processed');
    expect(mail.text).toContain('Refunded: ₹1,00,000.50 for 2 sessions');
    expect(mail.text).toContain('Receipt number: REF-2030-000007');
    expect(mail.html).toContain('REF-2030-000007');
    expect(mail.attachments).toBeUndefined();
    const noReceipt = refundProcessed({
      to: 'a@example.com',
      name: 'Asha',
      orderNumber: 'order_X1',
      amountPaise: 44_910,
      credits: 1,
    });
    expect(noReceipt.text).toContain('Refunded: ₹449.10 for 1 session');
    expect(noReceipt.text).not.toContain('Receipt number');
  });

  it('failed: what happened and what to do', () => {
    const mail = refundFailed({
      to: 'a@example.com',
      name: 'Asha',
      orderNumber: 'order_X1',
      amountPaise: 89_820,
      credits: 2,
      accountUrl,
    });
    expect(mail.subject).toBe('Refund of ₹898.20 could not be made');
    expect(mail.text).toContain('the sessions are still on your account');
    expect(mail.text).toContain('Order number: order_X1');
    expect(words(mail.html)).toEqual(expect.arrayContaining(words(mail.text)));
  });
});

describe('session reminder', () => {
  it('names the session, the doctor and the time in IST, with the .ics', () => {
    const mail = sessionReminder({ to: 'a@example.com', name: 'Asha', session: online(), accountUrl });
    expect(mail.subject).toBe('Reminder: your online session on Monday, 14 January 2030 at 09:00 IST');
    expect(mail.text).toContain(
      'This is a reminder of your online session with Dr. Asha Rao on Monday, 14 January 2030 at 09:00 IST.',
    );
    expect(mail.attachments![0]!.filename).toBe(ICS_FILENAME);
  });

  it('of a family member’s session: to the account holder, naming who is treated', () => {
    const mail = sessionReminder({
      to: 'priya@example.com',
      name: 'Priya',
      session: online({ forName: 'Ramesh Sharma' }),
      accountUrl,
    });
    expect(mail.to).toBe('priya@example.com');
    expect(mail.subject).toBe(
      "Reminder: Ramesh Sharma's online session on Monday, 14 January 2030 at 09:00 IST",
    );
    expect(mail.text).toContain("This is a reminder of Ramesh Sharma's online session with Dr. Asha Rao");
    expect(mail.text).toMatch(/For\W+Ramesh Sharma/);
  });
});
