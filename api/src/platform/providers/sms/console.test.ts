import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { createTestDatabase } from '../../../../test/helpers';
import { ConsoleSmsProvider } from './console';
import { sessionWords } from './types';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('ConsoleSmsProvider', () => {
  it('keeps the order confirmation in the dev outbox, its template filled in, with no one-time code', async () => {
    const sms = new ConsoleSmsProvider(database.db);
    await sms.sendConfirmation('9876543210', { amount: '₹449.10', orderId: 'order_1' });
    const rows = await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '9876543210'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      mobile: '9876543210',
      message:
        'PhysioCare: payment of ₹449.10 received. Your booking is confirmed. Order ID: order_1. We will call you to schedule your session.',
      otp: null,
    });
  });

  it('confirms a payment that scheduled a session with its date, time and doctor, never promising a call', async () => {
    const sms = new ConsoleSmsProvider(database.db);
    await sms.sendConfirmation('9876543211', {
      amount: '₹998.00',
      orderId: 'order_2',
      session: { session: 'home visit', doctor: 'Dr. Rahul Mehta', date: '3 Feb 2030', time: '16:45' },
    });
    const rows = await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '9876543211'));
    expect(rows).toEqual([
      expect.objectContaining({
        message:
          'PhysioCare: payment of ₹998.00 received. Order ID: order_2. Your home visit with Dr. Rahul Mehta is booked for 3 Feb 2030 at 16:45 IST.',
        otp: null,
      }),
    ]);
  });

  it('keeps a session reminder in the dev outbox, its fixed template filled in', async () => {
    const sms = new ConsoleSmsProvider(database.db);
    await sms.sendReminder('9812345671', {
      session: 'home visit',
      doctor: 'Dr. Asha Rao',
      date: '14 Jan 2030',
      time: '09:00',
    });
    const rows = await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '9812345671'));
    expect(rows).toEqual([
      expect.objectContaining({
        message:
          'PhysioCare: reminder of your home visit with Dr. Asha Rao on 14 Jan 2030 at 09:00 IST. Open your PhysioCare account for details or to join.',
        otp: null,
      }),
    ]);
  });

  it('a Hindi reminder for a family member’s session names the session and who it is for in Hindi, within 30 characters', async () => {
    // The English variable as sms-texts.ts sessionWords builds it (the first name, cut to 30 characters).
    const sms = new ConsoleSmsProvider(database.db);
    const reminder = (session: string) => ({
      session,
      doctor: 'Dr. Asha Rao',
      date: '14 Jan 2030',
      time: '09:00',
    });
    await sms.sendReminder('9812345672', reminder('online session for Ramesh'), 'hi');
    await sms.sendReminder('9812345672', reminder('home visit for Venkataraghavan'), 'hi');
    const rows = await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '9812345672'));
    expect(rows.map((r) => r.message)).toEqual([
      'PhysioCare: याद दिला दें, Dr. Asha Rao के साथ आपका ऑनलाइन सेशन (Ramesh के लिए) 14 Jan 2030 को 09:00 बजे (IST) है। विवरण देखने या जुड़ने के लिए अपना PhysioCare खाता खोलें।',
      'PhysioCare: याद दिला दें, Dr. Asha Rao के साथ आपका घर पर सेशन (Venkatarag के लिए) 14 Jan 2030 को 09:00 बजे (IST) है। विवरण देखने या जुड़ने के लिए अपना PhysioCare खाता खोलें।',
    ]);
    expect(sessionWords({ session: 'home visit for Venkataraghavan' }, 'hi').session.length).toBe(30);
    expect(sessionWords({ session: 'online session' }, 'hi').session).toBe('ऑनलाइन सेशन');
  });

  it('keeps the one-time code beside its text', async () => {
    const sms = new ConsoleSmsProvider(database.db);
    await sms.sendOtp('9812345670', '123456');
    const rows = await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '9812345670'));
    expect(rows[0]).toMatchObject({ otp: '123456', message: expect.stringContaining('123456') });
  });

  it('logs instead of throwing when the outbox cannot be written', async () => {
    const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    const closed = await createTestDatabase();
    await closed.close();
    const sms = new ConsoleSmsProvider(closed.db, log as unknown as FastifyBaseLogger);
    await expect(
      sms.sendConfirmation('9876543210', { amount: '1.00', orderId: 'o' }),
    ).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
