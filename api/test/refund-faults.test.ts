/**
 * Never two refunds of one credit, whatever the payment provider does (issue 25): a provider that sometimes makes
 * the refund and then loses its answer (a timeout, a 5xx), fails before making it (a 5xx, the network), or refuses
 * it (a 4xx), and whose refund list is sometimes unreachable, under patients who retry, refund in parallel and book
 * their credits meanwhile, while reconciliation runs. Afterwards the provider's own record is compared with ours:
 * every refund it made is one processed refund row of ours, the credits those refunds paid back plus the sessions
 * booked never exceed an order's quantity, nothing is left pending, and the ledger has one refund line per refund.
 * Runs on PGlite and (TEST_DB=postgres, `npm run test:postgres -w api`) on PostgreSQL, where requests run truly in
 * parallel; it prints its figures (FAULT_ORDERS orders, 40 by default).
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { appointments, doctorEarnings, orders, patients, refunds } from '../src/platform/db/schema';
import { reconcileRefunds } from '../src/modules/refunds/reconcile-refunds';
import {
  createSandboxProvider,
  PaymentProviderError,
  type CreateProviderRefundInput,
  type PaymentProvider,
} from '../src/platform/providers/payments';
import { loginAsPatient, type AuthHeaders } from './helpers';
import {
  createPaymentsTestApp,
  orderBody,
  SANDBOX_TEST_SECRETS,
  type PaymentsTestApp,
} from './payments-helpers';
import { pay, slotAt, testCalendar } from './scheduling-helpers';
import { DEMO_DOCTOR } from '../src/modules/site/seed';

const FAULTS = ['ok', 'lost-after', '5xx-after', '5xx-before', 'network-before', 'refused'] as const;
type Fault = (typeof FAULTS)[number];

/** A small deterministic generator, so a failing run can be replayed (FAULT_SEED). */
function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4_294_967_296;
  };
}
const SEED = Number(process.env.FAULT_SEED ?? 20261127);
const rand = random(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

const sandbox = createSandboxProvider(SANDBOX_TEST_SECRETS);
const injected = new Map<string, number>(FAULTS.map((f) => [f, 0]));
let faultsOn = true;
/** The sandbox behind a flaky network: what it does and what reaches us are two different things. */
const faulty: PaymentProvider = Object.assign(Object.create(sandbox) as PaymentProvider, {
  async refund(input: CreateProviderRefundInput) {
    const fault: Fault = faultsOn ? pick(FAULTS) : 'ok';
    injected.set(fault, injected.get(fault)! + 1);
    switch (fault) {
      case 'ok':
        return sandbox.refund(input);
      case 'lost-after':
        await sandbox.refund(input);
        throw new PaymentProviderError('Razorpay did not answer in 20 s', null, null);
      case '5xx-after':
        await sandbox.refund(input);
        throw new PaymentProviderError('Bad gateway', 502, null);
      case '5xx-before':
        throw new PaymentProviderError('Service unavailable', 503, null);
      case 'network-before':
        throw new PaymentProviderError('read ECONNRESET', null, null);
      case 'refused':
        throw new PaymentProviderError('The refund could not be processed', 400, 'BAD_REQUEST_ERROR');
    }
  },
  async fetchRefunds(paymentId: string) {
    if (faultsOn && rand() < 0.2) throw new PaymentProviderError('Service unavailable', 503, null);
    return sandbox.fetchRefunds(paymentId);
  },
});

let t: PaymentsTestApp;
beforeAll(async () => {
  // (Every request comes from one address: longer runs would meet the per-IP limit.)
  t = await createPaymentsTestApp({
    provider: faulty,
    payments: { reconcileAfterMs: 0 },
    env: { RATE_LIMIT_MAX: '1000000' },
  });
});
afterAll(() => t.close());

const DOCTOR = '9000000001';
const TIMES = ['09:00', '09:45', '10:30', '11:15', '12:00', '16:00', '16:45', '17:30', '18:15'];
const calendar = testCalendar();
// Every weekday of the next 11 weeks (inside the booking horizon); longer runs come back to the first.
const DAYS = Array.from({ length: 55 }, () => calendar.day());
let nextSlot = 0;
const freeSlot = () => {
  const i = nextSlot++;
  return slotAt(DAYS[Math.floor(i / TIMES.length) % DAYS.length]!, TIMES[i % TIMES.length]!);
};

interface Paid {
  id: string;
  uuid: string;
  headers: AuthHeaders;
  quantity: number;
  amount: number;
  paymentId: string;
}

let nextPatient = 9450000000;
async function paidOrder(): Promise<Paid> {
  const patientId = String(nextPatient++);
  const quantity = 1 + Math.floor(rand() * 4);
  const email = `p${patientId}@example.com`;
  const headers = await loginAsPatient(t.app, patientId, {
    newUser: false,
    pricePaise: 50_000,
    sessions: quantity,
    email,
  });
  await t.db.update(patients).set({ doctorId: DOCTOR }).where(eq(patients.id, patientId));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: orderBody({ patient_id: patientId, email, quantity, price: 500, booking: { mode: 'online' } }),
  });
  expect(res.statusCode).toBe(200);
  const id: string = res.json().data.id;
  await pay(t.app, id, headers);
  const [row] = await t.db.select().from(orders).where(eq(orders.providerOrderId, id));
  return { id, uuid: row!.id, headers, quantity, amount: row!.amountPaise, paymentId: row!.paymentId! };
}

const refund = (o: Paid) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${o.id}/refund`, headers: o.headers, payload: {} });
const book = (o: Paid) =>
  t.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: o.headers,
    payload: { order_id: o.id, start: freeSlot(), doctor_id: DEMO_DOCTOR.publicId },
  });

it('never refunds one credit twice under a faulty provider; its record and ours agree in the end', async () => {
  const runs = Number(process.env.FAULT_ORDERS ?? 40);
  const statuses = new Map<string, number>();
  const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  const paid: Paid[] = [];
  for (let n = 0; n < runs; n++) {
    const o = await paidOrder();
    paid.push(o);
    for (let step = 0; step < 6; step++) {
      const action = pick(['refund', 'refund', 'parallel refunds', 'book', 'reconcile'] as const);
      if (action === 'book') count(`book ${(await book(o)).statusCode}`);
      else if (action === 'reconcile') await reconcileRefunds(t.ctx);
      else {
        const answers = await Promise.all(
          Array.from({ length: action === 'refund' ? 1 : 3 }, () => refund(o)),
        );
        for (const a of answers)
          count(`refund ${a.statusCode} ${a.statusCode === 201 ? a.json().data.status : a.json().code}`);
      }
    }
  }
  // The network heals: reconciliation settles whatever is left pending from the provider's record.
  faultsOn = false;
  for (let pass = 0; pass < 3; pass++) await reconcileRefunds(t.ctx);

  const uuids = paid.map((o) => o.uuid);
  const ours = await t.db.select().from(refunds).where(inArray(refunds.orderId, uuids));
  const processedIds = ours.filter((r) => r.status === 'processed').map((r) => r.id);
  let providerRefunds = 0;
  let doubleRefundedCredits = 0;
  /** Refunds the provider made that we do not hold as processed, and the other way round. */
  let disagreements = 0;
  let overpaidOrders = 0;
  for (const o of paid) {
    const theirs = (await sandbox.fetchRefunds(o.paymentId)).filter((r) => r.status === 'processed');
    providerRefunds += theirs.length;
    const mine = ours.filter((r) => r.orderId === o.uuid);
    const theirIds = new Set(theirs.map((r) => r.receipt));
    const myIds = new Set(mine.filter((r) => r.status === 'processed').map((r) => r.id));
    disagreements += [...theirIds].filter((id) => !myIds.has(id!)).length;
    disagreements += [...myIds].filter((id) => !theirIds.has(id)).length;
    // The credits the provider's refunds paid back, plus the sessions booked, against what was bought.
    const refundedCredits = mine.filter((r) => theirIds.has(r.id)).reduce((sum, r) => sum + r.credits, 0);
    const [used] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(appointments)
      .where(
        and(
          eq(appointments.orderId, o.uuid),
          isNotNull(appointments.start),
          sql`${appointments.status} in ('held', 'scheduled', 'completed', 'no_show')`,
        ),
      );
    doubleRefundedCredits += Math.max(0, refundedCredits + Number(used!.n) - o.quantity);
    if (theirs.reduce((sum, r) => sum + r.amount, 0) > o.amount) overpaidOrders += 1;
  }
  // The doctor's ledger: one refund line per processed refund, never more.
  const lines = await t.db
    .select({ refundId: doctorEarnings.refundId })
    .from(doctorEarnings)
    .where(and(inArray(doctorEarnings.orderId, uuids), eq(doctorEarnings.kind, 'refund')));
  console.log(
    JSON.stringify({
      database: process.env.TEST_DB === 'postgres' ? 'postgresql' : 'pglite',
      seed: SEED,
      orders: runs,
      providerRefundCalls: Object.fromEntries(injected),
      answers: Object.fromEntries([...statuses].sort()),
      ourRefunds: {
        processed: processedIds.length,
        failed: ours.filter((r) => r.status === 'failed').length,
      },
      providerRefunds,
      doubleRefundedCredits,
      disagreements,
    }),
  );
  expect(doubleRefundedCredits).toBe(0);
  expect(overpaidOrders).toBe(0);
  expect(disagreements).toBe(0);
  expect(ours.filter((r) => r.status === 'pending')).toEqual([]);
  expect([...statuses.keys()].filter((k) => /^refund 5/.test(k))).toEqual([]);
  expect(lines.map((l) => l.refundId).sort()).toEqual([...processedIds].sort());
});
