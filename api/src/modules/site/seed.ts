import { count } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import {
  appointments,
  coupons,
  doctorAvailability,
  doctorEarnings,
  doctors,
  orders,
  patients,
  payouts,
  prescriptions,
} from '../../platform/db/schema';
import { DEFAULT_PAYOUT_SHARE_PERCENT } from '../../platform/config';
import { kolkataNow } from '../../platform/lib/time';
import { doctorShare, issuePaymentReceipt } from '../billing';
import { hashPassword } from '../identity';

export const DEMO_DOCTOR = {
  id: '9000000001',
  /** Demo data only: a fixed public id (real doctors get a random tail, modules/doctors/doctors.ts). */
  publicId: 'dr-asha-rao',
  password: 'Physio@123',
  name: 'Dr. Asha Rao',
} as const;
export const DEMO_PATIENT = {
  id: '9876543210',
  name: 'Ravi Kumar',
  email: 'ravi.kumar@example.com',
} as const;

const DEMO_DOCTORS = [
  {
    id: DEMO_DOCTOR.id,
    publicId: DEMO_DOCTOR.publicId,
    name: DEMO_DOCTOR.name,
    registrationNumber: 'KSAHC/PT/2011/0457',
    email: 'asha.rao@physiocare.in',
    gender: 'female',
    birthDate: '1986-04-12',
  },
  {
    id: '9000000002',
    publicId: 'dr-rahul-mehta',
    name: 'Dr. Rahul Mehta',
    registrationNumber: 'MSOTPT/2008/1183',
    email: 'rahul.mehta@physiocare.in',
    gender: 'male',
    birthDate: '1982-09-03',
  },
  {
    id: '9000000003',
    publicId: 'dr-priya-nair',
    name: 'Dr. Priya Nair',
    registrationNumber: 'KSAHC/PT/2015/0921',
    email: 'priya.nair@physiocare.in',
    gender: 'female',
    birthDate: '1990-01-25',
  },
  {
    id: '9000000004',
    publicId: 'dr-imran-sheikh',
    name: 'Dr. Imran Sheikh',
    registrationNumber: 'DPC/PT/2012/0336',
    email: 'imran.sheikh@physiocare.in',
    gender: 'male',
    birthDate: '1988-06-17',
  },
];

const h = (hours: number, minutes = 0) => hours * 60 + minutes;
const days = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Weekly hours (0 = Sunday): Dr. Asha Rao Mon–Sat 09:00–13:00 and 16:00–19:00, both modes, 45 min sessions;
 * Dr. Rahul Mehta weekday mornings online, afternoons home visits, Saturday morning both, 30 min sessions.
 */
export const DEMO_HOURS: {
  doctorId: string;
  slotMinutes: number;
  ranges: { weekday: number; startMinute: number; endMinute: number; mode: 'online' | 'home' | 'both' }[];
}[] = [
  {
    doctorId: DEMO_DOCTOR.id,
    slotMinutes: 45,
    ranges: days(1, 6).flatMap((weekday) => [
      { weekday, startMinute: h(9), endMinute: h(13), mode: 'both' as const },
      { weekday, startMinute: h(16), endMinute: h(19), mode: 'both' as const },
    ]),
  },
  {
    doctorId: '9000000002',
    slotMinutes: 30,
    ranges: [
      ...days(1, 5).flatMap((weekday) => [
        { weekday, startMinute: h(10), endMinute: h(13, 30), mode: 'online' as const },
        { weekday, startMinute: h(15), endMinute: h(18), mode: 'home' as const },
      ]),
      { weekday: 6, startMinute: h(10), endMinute: h(12), mode: 'both' as const },
    ],
  },
];

const DAY = 86_400_000;

/** Patients behind the demo doctor's ledger (their orders are all given and paid out or owed). */
const LEDGER_PATIENTS = [
  { id: '9811100001', name: 'Meera Iyer', email: 'meera.iyer@example.com' },
  { id: '9811100002', name: 'Arjun Nair', email: 'arjun.nair@example.com' },
];
const LEDGER_PAYOUTS = [
  { utr: 'PHY000000000101', days: 45 },
  { utr: 'PHY000000000102', days: 15 },
];
/** Paid `daysAgo`; its sessions, every other day from the next, all fall before today (1 + 2 × (sessions − 1) < daysAgo). */
const LEDGER_ORDERS: {
  patient: number;
  sessions: number;
  mode: 'online' | 'home';
  problem: string;
  daysAgo: number;
  payout: string | null;
}[] = [
  { patient: 0, sessions: 2, mode: 'home', problem: 'Knee pain', daysAgo: 58, payout: 'PHY000000000101' },
  { patient: 1, sessions: 1, mode: 'online', problem: 'Neck pain', daysAgo: 52, payout: 'PHY000000000101' },
  { patient: 1, sessions: 2, mode: 'online', problem: 'Neck pain', daysAgo: 25, payout: 'PHY000000000102' },
  { patient: 1, sessions: 3, mode: 'online', problem: 'Neck pain', daysAgo: 9, payout: null },
  { patient: 0, sessions: 1, mode: 'home', problem: 'Knee pain', daysAgo: 3, payout: null },
];

const isoDay = (d: Date) => kolkataNow(d).date;

/** Demo data of DESIGN.md §4, written once into an empty database. Returns false when data already exists. */
export async function seedDemo(
  db: Executor,
  now = new Date(),
  sharePercent = DEFAULT_PAYOUT_SHARE_PERCENT,
): Promise<boolean> {
  const share = (o: { sessions: number }) => doctorShare(o.sessions * 65000, sharePercent);
  const existing = await db.select({ n: count() }).from(doctors);
  if ((existing[0]?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_DOCTOR.password);
  await db.transaction(async (tx) => {
    await tx.insert(doctors).values(
      DEMO_DOCTORS.map((d) => ({
        ...d,
        mobile: d.id,
        passwordHash,
        slotMinutes: DEMO_HOURS.find((x) => x.doctorId === d.id)?.slotMinutes ?? 45,
      })),
    );
    await tx
      .insert(doctorAvailability)
      .values(DEMO_HOURS.flatMap((x) => x.ranges.map((r) => ({ ...r, doctorId: x.doctorId }))));
    await tx.insert(patients).values({
      id: DEMO_PATIENT.id,
      name: DEMO_PATIENT.name,
      email: DEMO_PATIENT.email,
      newUser: false,
      pricePaise: 65000,
      sessions: 6,
      doctorId: DEMO_DOCTOR.id,
      planSetAt: new Date(now.getTime() - 60 * DAY),
      createdAt: new Date(now.getTime() - 75 * DAY),
    });
    await tx.insert(appointments).values({
      patientId: DEMO_PATIENT.id,
      doctorId: DEMO_DOCTOR.id,
      orderId: 'demo_order_0001',
      mode: 'online',
      date: isoDay(new Date(now.getTime() - 60 * DAY)),
      timeOfDay: 'morning',
      sessions: 1,
      status: 'completed',
      createdAt: new Date(now.getTime() - 62 * DAY),
    });
    await tx.insert(prescriptions).values({
      patientId: DEMO_PATIENT.id,
      doctorId: DEMO_DOCTOR.id,
      title: 'Lower back pain: first two weeks',
      advice:
        'Avoid lifting heavy weights. Use a firm chair with lumbar support and take a short walk every hour.',
      exercises: [
        { name: 'Pelvic tilts', sets: 3, reps: 'hold 5 s, 10 times', frequency: 'Twice a day' },
        { name: 'Cat-camel stretch', sets: 2, reps: '12', frequency: 'Every morning' },
        { name: 'Bird dog', sets: 3, reps: '8 each side', frequency: 'Once a day' },
      ],
      createdAt: new Date(now.getTime() - 60 * DAY),
    });
    await tx.insert(coupons).values([
      {
        code: 'WELCOME10',
        offerName: 'Welcome offer',
        discountPercentage: 10,
        // A welcome: a patient's first booking only (issue 26).
        firstOrderOnly: true,
        startDate: isoDay(new Date(now.getTime() - 30 * DAY)),
        endDate: isoDay(new Date(now.getTime() + 365 * DAY)),
      },
      {
        code: 'HALFOFF',
        offerName: 'Half price session',
        discountPercentage: 50,
        startDate: isoDay(new Date(now.getTime() - 7 * DAY)),
        endDate: isoDay(new Date(now.getTime() + 180 * DAY)),
      },
      {
        code: 'OLD20',
        offerName: 'Last season',
        discountPercentage: 20,
        startDate: isoDay(new Date(now.getTime() - 120 * DAY)),
        endDate: isoDay(new Date(now.getTime() - 60 * DAY)),
      },
    ]);
    // The demo doctor's ledger: paid orders of two demo patients (every session given), the doctor's share credited; the
    // older ones settled in two payouts, the newest two still owed. Real orders, so the payout pages name the patient.
    const ledgerPatients = await tx
      .insert(patients)
      .values(
        LEDGER_PATIENTS.map((p) => ({
          ...p,
          newUser: false,
          pricePaise: 65000,
          sessions: 6,
          doctorId: DEMO_DOCTOR.id,
          createdAt: new Date(now.getTime() - 80 * DAY),
        })),
      )
      .returning({ id: patients.id, name: patients.name, email: patients.email });
    const payoutIds = new Map<string, string>();
    for (const p of LEDGER_PAYOUTS) {
      const lines = LEDGER_ORDERS.filter((o) => o.payout === p.utr);
      const [payout] = await tx
        .insert(payouts)
        .values({
          doctorId: DEMO_DOCTOR.id,
          amountPaise: lines.reduce((sum, o) => sum + share(o), 0),
          toDateTime: new Date(now.getTime() - p.days * DAY),
          paymentDateTime: new Date(now.getTime() - (p.days - 2) * DAY),
          utr: p.utr,
          razorpayId: `pout_demo${p.days}`,
        })
        .returning();
      payoutIds.set(p.utr, payout!.id);
    }
    for (const [i, o] of LEDGER_ORDERS.entries()) {
      const patient = ledgerPatients[o.patient]!;
      const paidAt = new Date(now.getTime() - o.daysAgo * DAY);
      const [order] = await tx
        .insert(orders)
        .values({
          provider: 'sandbox',
          providerOrderId: `order_demo${String(i + 1).padStart(10, '0')}`,
          patientId: patient.id,
          createdBy: patient.id,
          kind: 'physio',
          status: 'paid',
          name: patient.name,
          email: patient.email,
          quantity: o.sessions,
          unitPricePaise: 65000,
          amountPaise: o.sessions * 65000,
          description: o.problem,
          mode: o.mode,
          paymentId: `pay_demo${String(i + 1).padStart(10, '0')}`,
          createdAt: paidAt,
          updatedAt: paidAt,
          paidAt,
        })
        .returning();
      await issuePaymentReceipt(tx, order!);
      // Every session given, 5:00–5:45 pm IST.
      await tx.insert(appointments).values(
        Array.from({ length: o.sessions }, (_, n) => {
          const day = isoDay(new Date(paidAt.getTime() + (n * 2 + 1) * DAY));
          return {
            patientId: patient.id,
            doctorId: DEMO_DOCTOR.id,
            orderId: order!.id,
            mode: o.mode,
            date: day,
            timeOfDay: 'evening' as const,
            start: new Date(`${day}T17:00:00+05:30`),
            end: new Date(`${day}T17:45:00+05:30`),
            status: 'completed' as const,
            createdAt: paidAt,
          };
        }),
      );
      await tx.insert(doctorEarnings).values({
        doctorId: DEMO_DOCTOR.id,
        orderId: order!.id,
        amountPaise: share(o),
        payoutId: o.payout ? payoutIds.get(o.payout) : null,
        createdAt: paidAt,
      });
    }
  });
  return true;
}
