/**
 * One patient scripting 100 orders at one doctor's day (`npm run bench -w api -- hold-flood`, part of the whole run):
 * against the real API process (src/server.ts) on a throwaway PostgreSQL cluster, a patient logged in by one-time
 * code sends 50 `POST /api/orders` with a slot one after the other, then 50 more at once, each naming one of the
 * doctor's times that day. Then a second patient looks at the day and books one of its free times. Figures: orders
 * accepted (target ≤ 10, the unpaid orders an hour: an order for a time the patient already holds replaces that
 * hold, a retry), the refusals by status and code, the day's free times before and after (target: all but the 2
 * held ones still free), whether the next patient booked, and the refusals' p50/p95.
 */
import http from 'node:http';
import { addDays, kolkataDateAndMinute, weekdayOf } from '../src/platform/lib/kolkata';
import { providerId } from '../src/platform/providers/payments/ids';
import { paymentSignature } from '../src/platform/providers/payments/signature';
import { SCHEDULING } from '@physio/shared-contracts';
import { startCluster } from '../test/pg-cluster';
import { runAsScript, SANDBOX_KEY_SECRET, startBookingApi } from './booking-api';
import { caller, mobileNumbers, round, type Answer } from './booking';
import { type Figure, percentile } from './report';

const ORDERS = 100;
/** ORDER_UNPAID_HOURLY_LIMIT's default, which the bench's API process keeps. */
const UNPAID_ORDERS_PER_HOUR = 10;

export async function benchHoldFlood(): Promise<Figure[]> {
  const cluster = await startCluster();
  const api = await startBookingApi(cluster.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: ORDERS });
  const call = caller(api.base, agent);
  const nextMobile = mobileNumbers();
  try {
    const login = async () => {
      const mobile = nextMobile();
      const email = `p${mobile}@example.com`;
      await call('POST', '/api/users/login', { name: `Flood ${mobile.slice(-4)}`, email, mobile });
      const otp = ((await call('GET', `/api/dev/sms?mobile=${mobile}`)).body as { data: { otp: string }[] })
        .data[0]!.otp;
      const verified = await call('POST', '/api/users/login/verify', { number: mobile, otp });
      return { mobile, email, auth: { authorization: `Bearer ${String(verified.headers.authorization)}` } };
    };
    // A weekday a few days ahead: the demo doctors work then.
    let day = addDays(kolkataDateAndMinute(new Date()).date, 3);
    while (weekdayOf(day) === 0) day = addDays(day, 1);
    const freeTimes = async (doctorId?: string) =>
      (
        (
          await call(
            'GET',
            `/api/slots?from=${day}&to=${day}&mode=online${doctorId ? `&doctor_id=${doctorId}` : ''}`,
          )
        ).body as { data: { start: string; doctor_id: string }[] }
      ).data;
    const doctorId = (await freeTimes())[0]!.doctor_id;
    const before = (await freeTimes(doctorId)).map((s) => s.start);

    const flooder = await login();
    const order = (p: { mobile: string; email: string; auth: Record<string, string> }, start: string) =>
      call(
        'POST',
        '/api/orders',
        {
          kind: 'first_booking',
          name: `Flood ${p.mobile.slice(-4)}`,
          email: p.email,
          patient_id: p.mobile,
          quantity: 1,
          price: 499,
          description: 'Back pain',
          booking: { mode: 'online' },
          slot: { start, doctor_id: doctorId },
        },
        p.auth,
      );
    const answers: (Answer & { ms: number })[] = [];
    const timed = async (start: string) => {
      const t0 = performance.now();
      const a = await order(flooder, start);
      answers.push({ ...a, ms: performance.now() - t0 });
    };
    for (let i = 0; i < ORDERS / 2; i++) await timed(before[i % before.length]!);
    await Promise.all(Array.from({ length: ORDERS / 2 }, (_, i) => timed(before[(i + 3) % before.length]!)));

    const after = (await freeTimes(doctorId)).map((s) => s.start);
    const next = await login();
    const booked = await order(next, after[0]!);
    let nextBooked = false;
    if (booked.status === 200) {
      const orderId = (booked.body as { data: { id: string } }).data.id;
      const paymentId = providerId('pay');
      const paid = await call(
        'POST',
        '/api/payments/verify',
        {
          razorpay_order_id: orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: paymentSignature(SANDBOX_KEY_SECRET, orderId, paymentId),
        },
        next.auth,
      );
      nextBooked = (paid.body as { data?: { status?: string } }).data?.status === 'paid';
    }

    const accepted = answers.filter((a) => a.status === 200).length;
    const byCode = new Map<string, number>();
    for (const a of answers.filter((x) => x.status !== 200)) {
      const key = `${a.status} ${(a.body as { code?: string }).code ?? ''}`;
      byCode.set(key, (byCode.get(key) ?? 0) + 1);
    }
    const refusedMs = answers.filter((a) => a.status !== 200).map((a) => a.ms);
    const fives = answers.filter((a) => a.status >= 500).length;
    console.table([
      {
        'orders sent': answers.length,
        accepted,
        refused: Object.fromEntries(byCode),
        'free before': before.length,
        'free after': after.length,
        'next patient booked': nextBooked,
      },
    ]);
    const prefix = 'hold flood: one patient, 100 orders with slots';
    return [
      {
        name: `${prefix}, accepted`,
        value: accepted,
        target: `≤ ${UNPAID_ORDERS_PER_HOUR}`,
        ok: accepted <= UNPAID_ORDERS_PER_HOUR,
      },
      ...[...byCode].map(([code, n]) => ({ name: `${prefix}, refused ${code}`, value: n })),
      { name: `${prefix}, 5xx`, value: fives, target: '0', ok: fives === 0 },
      {
        name: `${prefix}, free times of the day left (of ${before.length})`,
        value: after.length,
        target: `≥ ${before.length - SCHEDULING.maxHoldsPerPatient}`,
        ok: after.length >= before.length - SCHEDULING.maxHoldsPerPatient,
      },
      { name: `${prefix}, next patient booked`, value: nextBooked ? 1 : 0, target: '1', ok: nextBooked },
      { name: `${prefix}, refusal p50`, value: round(percentile(refusedMs, 50)), unit: 'ms' },
      { name: `${prefix}, refusal p95`, value: round(percentile(refusedMs, 95)), unit: 'ms' },
    ];
  } catch (err) {
    console.error(api.tail());
    throw err;
  } finally {
    agent.destroy();
    await api.stop();
    cluster.stop();
  }
}

if (require.main === module) runAsScript(benchHoldFlood);
