import { count } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import {
  appointments,
  coupons,
  doctorAvailability,
  doctorEarnings,
  doctors,
  patients,
  payouts,
  prescriptions,
} from '../../platform/db/schema';
import { kolkataNow } from '../../platform/lib/time';
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
const isoDay = (d: Date) => kolkataNow(d).date;

/** Demo data of DESIGN.md §4, written once into an empty database. Returns false when data already exists. */
export async function seedDemo(db: Executor, now = new Date()): Promise<boolean> {
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
    // Two settled payouts and an unpaid balance for the demo doctor (70 % of Rs. 650 sessions).
    const settled = [
      { utr: 'PHY000000000101', days: 45, paise: 136500, orders: ['demo_order_0001', 'demo_order_0002'] },
      { utr: 'PHY000000000102', days: 15, paise: 91000, orders: ['demo_order_0003'] },
    ];
    for (const p of settled) {
      const [payout] = await tx
        .insert(payouts)
        .values({
          doctorId: DEMO_DOCTOR.id,
          amountPaise: p.paise,
          toDateTime: new Date(now.getTime() - p.days * DAY),
          paymentDateTime: new Date(now.getTime() - (p.days - 2) * DAY),
          utr: p.utr,
          razorpayId: `pout_demo${p.days}`,
        })
        .returning();
      const share = Math.floor(p.paise / p.orders.length);
      await tx.insert(doctorEarnings).values(
        p.orders.map((orderId, i) => ({
          doctorId: DEMO_DOCTOR.id,
          orderId,
          amountPaise: i === 0 ? p.paise - share * (p.orders.length - 1) : share,
          payoutId: payout!.id,
          createdAt: new Date(now.getTime() - (p.days + 5) * DAY),
        })),
      );
    }
    await tx.insert(doctorEarnings).values([
      {
        doctorId: DEMO_DOCTOR.id,
        orderId: 'demo_order_0004',
        amountPaise: 45500,
        createdAt: new Date(now.getTime() - 6 * DAY),
      },
      {
        doctorId: DEMO_DOCTOR.id,
        orderId: 'demo_order_0005',
        amountPaise: 136500,
        createdAt: new Date(now.getTime() - 2 * DAY),
      },
    ]);
  });
  return true;
}
