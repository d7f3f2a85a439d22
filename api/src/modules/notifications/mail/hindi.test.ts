/** The patient's e-mails in Hindi (issue 30): the same blocks as the English ones, in Devanagari, money in en-IN. */
import { sessionCalendar } from '../calendar';
import { MAIL_TEXTS } from './texts';
import {
  bookingConfirmation,
  refundProcessed,
  sessionCancelled,
  sessionReminder,
  sessionRescheduled,
  type MailSession,
} from './messages';

const start = new Date('2030-01-14T03:30:00Z'); // 09:00 IST
const end = new Date('2030-01-14T04:15:00Z');
const row = {
  id: '5b0c8e4e-1f7a-4a53-9d7e-3c2b1a0f9e8d',
  mode: 'home' as const,
  address: 'A-12',
  pincode: '110001',
  videoRoom: null,
};
const session: MailSession = {
  mode: 'home',
  start,
  end,
  doctorName: 'Dr. Asha Rao',
  joinUrl: null,
  address: 'A-12, 110001',
  ics: sessionCalendar({ ...row, start, end }, 'Dr. Asha Rao', {
    videoBaseUrl: 'https://meet.jit.si',
    sequence: 0,
  }),
};
const base = {
  to: 'sunita@example.com',
  name: 'Sunita Devi',
  accountUrl: 'https://physiocare.example/user/login',
};

describe('e-mails in Hindi', () => {
  it('the booking confirmation: Hindi subject, greeting, facts and notes; ₹ in en-IN; lang="hi"', () => {
    const mail = bookingConfirmation({
      ...base,
      language: 'hi',
      orderNumber: 'order_123',
      amountPaise: 149900,
      quantity: 1,
      mode: 'home',
      session,
      receiptNumber: 'PAY-2030-000001',
    });
    expect(mail.subject).toBe('बुकिंग पक्की: सोमवार, 14 जनवरी 2030, 09:00 बजे IST');
    expect(mail.text).toContain('नमस्ते Sunita जी,');
    expect(mail.text).toContain('हमें आपका ₹1,499.00 का भुगतान मिल गया है। आपकी बुकिंग पक्की हो गई है।');
    expect(mail.text).toContain('आपका घर पर सेशन सोमवार, 14 जनवरी 2030, 09:00 बजे IST है।');
    expect(mail.text).toContain('ऑर्डर नंबर: order_123');
    expect(mail.text).toContain('अवधि: 45 मिनट');
    expect(mail.text).toContain(MAIL_TEXTS.hi.intakeNote);
    expect(mail.text).toContain(MAIL_TEXTS.hi.footer);
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.attachments).toHaveLength(1);
    // Nothing English is left of the texts (names, brand, order and receipt numbers are as they are).
    expect(mail.text).not.toMatch(/\b(Hello|Booking|confirmed|session|Order number|Questions)\b/);
  });

  it('English stays as it was, and is the default', () => {
    const input = {
      ...base,
      orderNumber: 'order_123',
      amountPaise: 149900,
      quantity: 2,
      mode: 'home' as const,
      session,
    };
    const mail = bookingConfirmation(input);
    expect(mail).toEqual(bookingConfirmation({ ...input, language: 'en' }));
    expect(mail.subject).toBe('Booking confirmed: Monday, 14 January 2030 at 09:00 IST');
    expect(mail.text).toContain('Booked: 2 sessions (home visits)');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('reminders, moves, cancellations and refunds are written in Hindi too', () => {
    const hi = { ...base, language: 'hi' as const };
    expect(sessionReminder({ ...hi, session }).subject).toBe(
      'याद दिला दें: आपका घर पर सेशन, सोमवार, 14 जनवरी 2030, 09:00 बजे IST',
    );
    const moved = sessionRescheduled({
      ...hi,
      session,
      by: 'doctor',
      reason: 'Clinic closed',
      previousStart: end,
    });
    expect(moved.text).toContain('Dr. Asha Rao ने आपका घर पर सेशन');
    expect(moved.text).toContain('कारण: Clinic closed');
    const cancelled = sessionCancelled({ ...hi, session, by: 'patient', creditReturned: true });
    expect(cancelled.subject).toBe('सेशन रद्द: सोमवार, 14 जनवरी 2030, 09:00 बजे IST');
    expect(cancelled.text).toContain(MAIL_TEXTS.hi.cancelled.creditReturned);
    const refund = refundProcessed({ ...hi, orderNumber: 'order_1', amountPaise: 99800, credits: 2 });
    expect(refund.subject).toBe('₹998.00 का रिफ़ंड हो गया है');
    expect(refund.text).toContain('रिफ़ंड: 2 सेशन के लिए ₹998.00');
  });
});
