import { eq } from 'drizzle-orm';
import { otpCodes } from '../../platform/db/schema';
import type { SmsProvider } from '../../platform/providers/sms';
import { createTestApp, type TestApp } from '../../../test/helpers';

/** Runs on PGlite and, with TEST_DB=postgres, on a real PostgreSQL pool where requests truly run in parallel. */
const sent: string[] = [];
const sms: SmsProvider = {
  name: 'console',
  sendOtp: async (mobile) => {
    sent.push(mobile);
  },
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sms });
});
afterAll(() => t.close());

it('20 parallel code requests for one number send exactly one SMS and store one code', async () => {
  const mobile = '9877700011';
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { name: 'Race Test', email: 'race@example.com', mobile },
      }),
    ),
  );
  const codes = answers.map((a) => a.statusCode).sort();
  expect(codes.filter((c) => c === 200)).toHaveLength(1);
  expect(codes.filter((c) => c === 429)).toHaveLength(19);
  expect(
    answers.filter((a) => a.statusCode === 429).every((a) => a.json().code === 'OTP_RESEND_TOO_SOON'),
  ).toBe(true);
  expect(sent.filter((m) => m === mobile)).toHaveLength(1);
  expect(await t.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile))).toHaveLength(1);
});

it('parallel requests for different numbers do not wait for each other’s limits', async () => {
  const mobiles = ['9877700021', '9877700022', '9877700023'];
  const answers = await Promise.all(
    mobiles.map((mobile) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { name: 'A', email: 'a@b.co', mobile },
      }),
    ),
  );
  expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
});
