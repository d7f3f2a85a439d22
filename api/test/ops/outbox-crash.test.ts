/**
 * The outbox's reason to be (modules/notifications/outbox.ts): the API process (the bundle the image runs, on PostgreSQL) is
 * killed with SIGKILL after a payment committed and before its confirmations were sent; started again, it sends
 * the patient's e-mail (to a real SMTP server), the doctor's notice and the confirmation SMS (the console
 * gateway's dev outbox), each exactly once. The first process runs without a drain (OUTBOX_DRAIN=off, as a
 * web-only instance would: a drain wakes on the commit's NOTIFY and would send at once), so nothing can leave before
 * the kill; the second drains, woken by nothing but its start and its timer (every 200 ms).
 */
import fs from 'node:fs';
import pg from 'pg';
import { POSTGRES_MISSING, postgresAvailable, startCluster, type PgCluster } from '../pg-cluster';
import { startSmtpServer, type TestSmtpServer } from '../smtp-server';
import {
  buildBundle,
  call,
  createDatabase,
  patientLogin,
  payFirstBooking,
  startApi,
  type ApiProcess,
} from './support';

if (!postgresAvailable()) console.warn(`Outbox crash test skipped. ${POSTGRES_MISSING}`);
const describeReady = postgresAvailable() ? describe : describe.skip;

const MOBILE = '9811000042';
const EMAIL = 'crash@example.com';

describeReady('a crash between the commit and the send (the outbox)', () => {
  let cluster: PgCluster;
  let smtp: TestSmtpServer;
  let bundle: string;
  let db: pg.Client;
  let env: Record<string, string>;
  const started: ApiProcess[] = [];

  beforeAll(async () => {
    [cluster, smtp] = await Promise.all([startCluster(), startSmtpServer()]);
    bundle = buildBundle();
    const url = await createDatabase(cluster, 'outbox_crash');
    env = {
      APP_MODE: 'local',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      JWT_SECRET: 'outbox-crash-test-secret-0123456789-abcdefghij',
      SEED_DEMO: 'true',
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_KEY_SECRET: 'outbox-crash-sandbox-key-secret',
      PAYMENT_SANDBOX_WEBHOOK_SECRET: 'outbox-crash-sandbox-webhook-secret',
      PAYMENT_SANDBOX_WEBHOOK_DELAY_MS: 'off',
      PAYMENT_JOBS: 'off',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: smtp.url,
      EMAIL_FROM: 'PhysioCare <bookings@physiocare.in>',
    };
    db = new pg.Client({ connectionString: url });
    await db.connect();
  }, 120_000);
  afterAll(async () => {
    for (const api of started) await api.stop('SIGKILL');
    await db?.end();
    await smtp?.close();
    cluster?.stop();
    if (bundle) fs.rmSync(bundle, { recursive: true, force: true });
  });

  const confirmationSms = async () =>
    (
      await db.query<{ message: string }>(
        `select message from sms_outbox where mobile = $1 and message like '%Order ID%'`,
        [MOBILE],
      )
    ).rows;
  const outboxRows = async () =>
    (
      await db.query<{ kind: string; channel: string; attempts: number; sent_at: Date | null }>(
        'select kind, channel, attempts, sent_at from outbox order by kind, channel',
      )
    ).rows;

  it('sends the mail and the SMS of a payment once after the API was killed before sending them', async () => {
    const first = await startApi(bundle, { ...env, OUTBOX_DRAIN: 'off' });
    started.push(first);
    const auth = await patientLogin(first.base, first.base, first.base, MOBILE);
    const { orderId, paid } = await payFirstBooking(
      { order: first.base, checkout: first.base, verify: first.base },
      auth,
      { name: 'Crash Test', email: EMAIL, mobile: MOBILE },
    );
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'paid' });

    // Committed with the payment, not sent: the patient's e-mail and SMS, the doctor's notice.
    const queued = await outboxRows();
    expect(queued.map((r) => `${r.kind}/${r.channel}`)).toEqual([
      'booking.confirmed/email',
      'booking.confirmed/sms',
      'doctor.notice/email',
    ]);
    expect(queued.every((r) => r.sent_at === null && r.attempts === 0)).toBe(true);
    expect(smtp.received).toHaveLength(0);
    expect(await confirmationSms()).toHaveLength(0);

    await first.stop('SIGKILL');

    const second = await startApi(bundle, { ...env, OUTBOX_DRAIN: 'on', OUTBOX_DRAIN_MS: '200' });
    started.push(second);
    const arrived = await smtp.waitFor(2, 20_000);
    expect(arrived.map((m) => m.rcptTo[0]).sort()).toEqual(['asha.rao@physiocare.in', EMAIL]);
    const deadline = Date.now() + 20_000;
    while ((await confirmationSms()).length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    // A few more drain turns: nothing goes out twice.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(smtp.received).toHaveLength(2);
    const patientMail = smtp.received.find((m) => m.rcptTo[0] === EMAIL)!;
    expect(patientMail.parsed.subject).toBe(`Booking confirmed: order ${orderId}`);
    const sms = await confirmationSms();
    expect(sms).toHaveLength(1);
    expect(sms[0]!.message).toContain(`Order ID: ${orderId}`);
    const sent = await outboxRows();
    expect(sent).toHaveLength(3);
    expect(sent.every((r) => r.sent_at !== null && r.attempts === 1)).toBe(true);
    // The dev outbox reads what the console gateway wrote, as before.
    const dev = await call(second.base, 'GET', `/api/dev/sms?mobile=${MOBILE}`);
    expect(dev.body.data.filter((m: { message: string }) => m.message.includes('Order ID'))).toHaveLength(1);
    await second.stop();
  });
});
