/**
 * The language of a patient's messages (issue 30): set from the site's switch cookie at login and by the switch
 * of a signed-in patient; an unknown code means English; the SMS the patient gets are written in it.
 */
import { eq } from 'drizzle-orm';
import { parseLanguage } from '@physio/shared-contracts';
import { otpCodes, patients } from '../../platform/db/schema';
import { createTestApp, drainOutbox, latestOtp, loginAsPatient, type TestApp } from '../../../test/helpers';
import { enqueue } from '../notifications';
import { orderBody } from '../../../test/payments-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const languageOf = async (id: string) =>
  (await t.db.select({ language: patients.language }).from(patients).where(eq(patients.id, id)))[0]?.language;
const outbox = async (mobile: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/dev/sms?mobile=${mobile}` })).json().data as {
    message: string;
    encoding: string;
    parts: number;
  }[];

describe('parseLanguage', () => {
  it('knows en and hi in any case or region; anything else is English', () => {
    expect(parseLanguage('hi')).toBe('hi');
    expect(parseLanguage('HI-in')).toBe('hi');
    expect(parseLanguage('en_GB')).toBe('en');
    for (const code of ['fr', '', 'hindi', undefined, null, 42, '<script>'])
      expect(parseLanguage(code)).toBe('en');
  });
});

describe('the language of the patient', () => {
  it('is English by default', async () => {
    await loginAsPatient(t.app, '9800000101');
    expect(await languageOf('9800000101')).toBe('en');
  });

  it('is set by the signed-in patient; an unknown code falls back to English; nobody else may set it', async () => {
    const me = await loginAsPatient(t.app, '9800000102');
    const put = (id: string, language: unknown, headers = me) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${id}/language`, headers, payload: { language } });
    const hi = await put('9800000102', 'hi');
    expect(hi.statusCode).toBe(200);
    expect(hi.json()).toEqual({ data: { language: 'hi' } });
    expect(await languageOf('9800000102')).toBe('hi');

    const unknown = await put('9800000102', 'fr');
    expect(unknown.json()).toEqual({ data: { language: 'en' } });
    expect(await languageOf('9800000102')).toBe('en');

    await loginAsPatient(t.app, '9800000103');
    expect((await put('9800000103', 'hi')).statusCode).toBe(403);
    expect(await languageOf('9800000103')).toBe('en');
    expect((await put('9800000102', 42)).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/users/9800000102/language',
      payload: { language: 'hi' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("comes from the switch's cookie at login: the code's SMS is in Hindi, and the login keeps the choice", async () => {
    const mobile = '9800000104';
    const cookies = { physio_lang: 'hi' };
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      cookies,
      payload: { name: 'Sunita Devi', email: 'sunita@example.com', mobile },
    });
    expect(asked.statusCode).toBe(200);
    const [sms] = await outbox(mobile);
    expect(sms!.message).toMatch(/^\d{6} आपका PhysioCare कोड है। यह 5 मिनट तक मान्य है। किसी को न बताएँ।$/);
    expect(sms).toMatchObject({ encoding: 'UCS-2', parts: 1 });

    const otp = await latestOtp(t.app, mobile);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/users/login/verify',
      cookies,
      payload: { number: mobile, otp },
    });
    expect(ok.statusCode).toBe(200);
    expect(await languageOf(mobile)).toBe('hi');
  });

  it('a login without the cookie keeps the language; an unknown cookie value means English', async () => {
    const mobile = '9800000105';
    const loginWith = async (cookies: Record<string, string>) => {
      await t.db.delete(otpCodes).where(eq(otpCodes.mobile, mobile));
      await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        cookies,
        payload: { name: 'Ravi Kumar', email: 'ravi@example.com', mobile },
      });
      const otp = await latestOtp(t.app, mobile);
      return t.app.inject({
        method: 'POST',
        url: '/api/users/login/verify',
        cookies,
        payload: { number: mobile, otp },
      });
    };
    expect((await loginWith({ physio_lang: 'hi' })).statusCode).toBe(200);
    expect(await languageOf(mobile)).toBe('hi');
    expect((await loginWith({})).statusCode).toBe(200);
    expect(await languageOf(mobile)).toBe('hi');
    expect((await loginWith({ physio_lang: 'xx' })).statusCode).toBe(200);
    expect(await languageOf(mobile)).toBe('en');
    const [english] = await outbox(mobile);
    expect(english!.message).toMatch(/^\d{6} is your PhysioCare verification code\./);
    expect(english).toMatchObject({ encoding: 'GSM-7', parts: 1 });
  });

  it("follows the switch's cookie when a signed-in patient books; a booking without it changes nothing", async () => {
    const mobile = '9800000107';
    const headers = await loginAsPatient(t.app, mobile, { email: `p${mobile}@example.com` });
    const book = (cookies: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers,
        cookies,
        payload: orderBody({
          patient_id: mobile,
          email: `p${mobile}@example.com`,
          booking: { mode: 'online' },
        }),
      });
    expect((await book({ physio_lang: 'hi' })).statusCode).toBe(200);
    expect(await languageOf(mobile)).toBe('hi');
    expect((await book({})).statusCode).toBe(200);
    expect(await languageOf(mobile)).toBe('hi');
    expect((await book({ physio_lang: 'en' })).statusCode).toBe(200);
    expect(await languageOf(mobile)).toBe('en');
  });

  it("writes the patient's reminders in their language", async () => {
    const mobile = '9800000106';
    const auth = await loginAsPatient(t.app, mobile);
    const reminder = { session: 'home visit', doctor: 'Dr. Asha Rao', date: '14 Jan 2030', time: '09:00' };
    const remind = (ref: string) =>
      enqueue(t.db, { kind: 'session.reminder', channel: 'sms', ref, payload: { mobile, reminder } });
    await remind(`lang-test-en-${mobile}`);
    await drainOutbox(t.app);
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${mobile}/language`,
      headers: auth,
      payload: { language: 'hi' },
    });
    await remind(`lang-test-hi-${mobile}`);
    await drainOutbox(t.app);
    const [hindi, english] = await outbox(mobile);
    expect(english!.message).toBe(
      'PhysioCare: reminder of your home visit with Dr. Asha Rao on 14 Jan 2030 at 09:00 IST. Open your PhysioCare account for details or to join.',
    );
    expect(hindi!.message).toBe(
      'PhysioCare: याद दिला दें, Dr. Asha Rao के साथ आपका घर पर सेशन 14 Jan 2030 को 09:00 बजे (IST) है। विवरण देखने या जुड़ने के लिए अपना PhysioCare खाता खोलें।',
    );
    expect(hindi).toMatchObject({ encoding: 'UCS-2', parts: 3 });
    expect(english).toMatchObject({ encoding: 'GSM-7', parts: 1 });
  });
});
