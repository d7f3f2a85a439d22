import { and, count, eq } from 'drizzle-orm';
import {
  appointments,
  coupons,
  doctorAvailability,
  doctors,
  doctorEarnings,
  patients,
  payouts,
} from '../../platform/db/schema';
import { createTestApp, loginAsDoctor, loginAsPatient, type TestApp } from '../../../test/helpers';
import { createAppointmentForPaidOrder } from '../scheduling/appointments';
import { pickDoctorFor } from '../doctors/doctors';
import { markPatientReturning } from '../patients/patients';
import {
  balancePaise,
  creditDoctorForOrder,
  doctorShare,
  listPayouts,
  recordPayoutTransfer,
  settleDoctorPayout,
} from '../billing/payouts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loginAsDoctor(t.app, '9000000001');
  await loginAsDoctor(t.app, '9000000002');
  await loginAsPatient(t.app, '9500000001');
  await loginAsPatient(t.app, '9500000002');
});
afterAll(() => t.close());

describe('services the payments flow calls when an order is paid', () => {
  it('picks the least-loaded active doctor, then keeps the patient with them', async () => {
    const first = await t.db.transaction(async (tx) => {
      const appointment = await createAppointmentForPaidOrder(tx, {
        orderId: 'o-1',
        patientId: '9500000001',
        sessions: 2,
        booking: {
          mode: 'home',
          address: '12 MG Road',
          pincode: '560001',
          preferred_date: '2026-12-01',
          preferred_time: 'morning',
        },
      });
      await markPatientReturning(tx, '9500000001', appointment.doctorId);
      return appointment;
    });
    expect(first).toMatchObject({
      doctorId: '9000000001',
      mode: 'home',
      pincode: '560001',
      sessions: 2,
      timeOfDay: 'morning',
    });
    // The other doctor now has fewer scheduled appointments.
    expect(await pickDoctorFor(t.db, '9500000002')).toBe('9000000002');
    // The first patient stays with their doctor.
    expect(await pickDoctorFor(t.db, '9500000001')).toBe('9000000001');
    // An inactive doctor is skipped.
    await t.db.update(doctors).set({ active: false }).where(eq(doctors.id, '9000000001'));
    expect(await pickDoctorFor(t.db, '9500000001')).toBe('9000000002');
    await t.db.update(doctors).set({ active: true }).where(eq(doctors.id, '9000000001'));
  });

  it('creates one appointment per order however often it is called', async () => {
    const again = await createAppointmentForPaidOrder(t.db, {
      orderId: 'o-1',
      patientId: '9500000001',
      sessions: 2,
    });
    const rows = await t.db.select().from(appointments).where(eq(appointments.orderId, 'o-1'));
    expect(rows).toHaveLength(1);
    expect(again.id).toBe(rows[0]!.id);
  });

  it("keeps each doctor's count of scheduled appointments exact however appointments change", async () => {
    const kept = async () =>
      Object.fromEntries(
        (await t.db.select({ id: doctors.id, n: doctors.scheduledAppointments }).from(doctors)).map((d) => [
          d.id,
          d.n,
        ]),
      );
    const expectExact = async () => {
      const truth = await t.db
        .select({ id: doctors.id, n: count(appointments.id) })
        .from(doctors)
        .leftJoin(
          appointments,
          and(eq(appointments.doctorId, doctors.id), eq(appointments.status, 'scheduled')),
        )
        .groupBy(doctors.id);
      expect(await kept()).toEqual(Object.fromEntries(truth.map((d) => [d.id, d.n])));
    };
    await loginAsPatient(t.app, '9500000003');
    const made = await Promise.all(
      ['o-count-1', 'o-count-2', 'o-count-3'].map((orderId) =>
        createAppointmentForPaidOrder(t.db, { orderId, patientId: '9500000003', sessions: 1 }),
      ),
    );
    await expectExact();
    expect(Object.values(await kept()).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
    await t.db.update(appointments).set({ status: 'completed' }).where(eq(appointments.id, made[0]!.id));
    await expectExact();
    await t.db.update(appointments).set({ doctorId: '9000000002' }).where(eq(appointments.id, made[1]!.id));
    await expectExact();
    await t.db.update(appointments).set({ doctorId: null }).where(eq(appointments.id, made[1]!.id));
    await expectExact();
    await t.db.delete(appointments).where(eq(appointments.id, made[2]!.id));
    await expectExact();
  });

  it('credits the doctor share once per order and settles the balance into a payout', async () => {
    expect(doctorShare(99_900, 70)).toBe(69_930);
    expect(doctorShare(101, 70)).toBe(70);
    await creditDoctorForOrder(t.db, {
      doctorId: '9000000002',
      orderId: 'o-2',
      orderAmountPaise: 100_000,
      sharePercent: 70,
    });
    await creditDoctorForOrder(t.db, {
      doctorId: '9000000002',
      orderId: 'o-2',
      orderAmountPaise: 100_000,
      sharePercent: 70,
    });
    await creditDoctorForOrder(t.db, {
      doctorId: '9000000002',
      orderId: 'o-3',
      orderAmountPaise: 49_900,
      sharePercent: 70,
    });
    expect(await balancePaise(t.db, '9000000002')).toBe(70_000 + 34_930);

    const payout = await settleDoctorPayout(t.db, { doctorId: '9000000002', utr: 'UTR123456789' });
    expect(payout).toMatchObject({ amountPaise: 104_930, utr: 'UTR123456789' });
    expect(await balancePaise(t.db, '9000000002')).toBe(0);
    expect(await settleDoctorPayout(t.db, { doctorId: '9000000002' })).toBeNull();
    const paid = await t.db.select().from(doctorEarnings).where(eq(doctorEarnings.doctorId, '9000000002'));
    expect(paid.every((e) => e.payoutId === payout!.id)).toBe(true);
    expect((await listPayouts(t.db, '9000000002'))[0]).toMatchObject({
      status: 'paid',
      payable_amount: 1049.3,
      utr: 'UTR123456789',
    });
  });

  it('records a payout settled without the bank reference as pending, never with a made-up one', async () => {
    const doctorId = '9000000077';
    await loginAsDoctor(t.app, doctorId);
    await creditDoctorForOrder(t.db, {
      doctorId,
      orderId: 'o-pending',
      orderAmountPaise: 100_000,
      sharePercent: 70,
    });
    const pending = await settleDoctorPayout(t.db, { doctorId });
    expect(pending).toMatchObject({
      status: 'pending',
      amountPaise: 70_000,
      utr: null,
      razorpayId: null,
      paymentDateTime: null,
    });
    // Its lines are set aside for that transfer: not owed twice, not paid yet.
    expect(await balancePaise(t.db, doctorId)).toBe(0);
    expect(await settleDoctorPayout(t.db, { doctorId })).toBeNull();
    expect((await listPayouts(t.db, doctorId))[0]).toMatchObject({
      status: 'pending',
      utr: null,
      payment_date_time: null,
    });
    const paidAt = new Date('2026-11-20T10:00:00+05:30');
    const paid = await recordPayoutTransfer(t.db, {
      payoutId: pending!.id,
      utr: 'HDFCN52026112012345',
      paidAt,
    });
    expect(paid).toMatchObject({ status: 'paid', utr: 'HDFCN52026112012345', paymentDateTime: paidAt });
    expect(await recordPayoutTransfer(t.db, { payoutId: pending!.id, utr: 'AGAIN' })).toBeNull();
    // The database refuses a paid payout without its reference.
    await expect(
      t.db.update(payouts).set({ utr: null }).where(eq(payouts.id, pending!.id)),
    ).rejects.toThrow();
  });

  it('marks a patient as returning after a first paid order and keeps their first doctor', async () => {
    await markPatientReturning(t.db, '9500000002', '9000000002');
    await markPatientReturning(t.db, '9500000002', '9000000001');
    const row = await t.db.select().from(patients).where(eq(patients.id, '9500000002'));
    expect(row[0]).toMatchObject({ newUser: false, doctorId: '9000000002' });
  });

  it('lets the database refuse broken money and coupon rules', async () => {
    await expect(
      t.db.insert(patients).values({ id: '12345', name: 'x', email: 'x@example.com' }),
    ).rejects.toThrow();
    const coupon = { code: 'BAD', discountPercentage: 150, startDate: '2026-01-01', endDate: '2026-02-01' };
    await expect(t.db.insert(coupons).values(coupon)).rejects.toThrow();
    await expect(
      t.db.insert(coupons).values({ ...coupon, discountPercentage: 10, startDate: '2026-03-01' }),
    ).rejects.toThrow();
    await expect(
      creditDoctorForOrder(t.db, {
        doctorId: '9999999999',
        orderId: 'o-x',
        orderAmountPaise: 100,
        sharePercent: 70,
      }),
    ).rejects.toThrow();
  });
});

describe('the doctor of an order paid without a slot', () => {
  const hours = (doctorId: string, mode: 'online' | 'home' | 'both') =>
    t.db.insert(doctorAvailability).values({ doctorId, weekday: 1, startMinute: 540, endMinute: 780, mode });
  const leastLoadedOfAll = async () =>
    (
      await t.db
        .select({ id: doctors.id, n: doctors.scheduledAppointments })
        .from(doctors)
        .where(eq(doctors.active, true))
    ).sort((a, b) => a.n - b.n || a.id.localeCompare(b.id))[0]!.id;

  beforeAll(async () => {
    await t.db.delete(doctorAvailability);
    await loginAsDoctor(t.app, '9000000003'); // no appointments: the least loaded of all
    await loginAsPatient(t.app, '9500000004');
  });
  afterAll(() => t.db.delete(doctorAvailability));

  it('keeps the old rule while no doctor publishes hours', async () => {
    expect(await pickDoctorFor(t.db, '9500000004', 'online')).toBe(await leastLoadedOfAll());
    expect(await pickDoctorFor(t.db, '9500000001', 'home')).toBe('9000000001'); // their assigned doctor
  });

  it('goes to a doctor with weekly hours for its mode, even past the least loaded and the assigned one', async () => {
    await hours('9000000002', 'home');
    // 9000000003 has fewer appointments and 9000000001 is the patient's doctor, but neither has hours.
    expect(await pickDoctorFor(t.db, '9500000004', 'home')).toBe('9000000002');
    expect(await pickDoctorFor(t.db, '9500000001', 'home')).toBe('9000000002');
    // Home hours do not make an online session schedulable: the old rule again.
    expect(await pickDoctorFor(t.db, '9500000004', 'online')).toBe(await leastLoadedOfAll());

    const appointment = await createAppointmentForPaidOrder(t.db, {
      orderId: 'o-hours-home',
      patientId: '9500000004',
      sessions: 1,
      booking: { mode: 'home', address: '4 Residency Road', pincode: '560025' },
    });
    expect(appointment).toMatchObject({ doctorId: '9000000002', mode: 'home', start: null });
  });

  it("prefers the patient's own doctor, then the least loaded, among those with hours ('both' counts for either mode)", async () => {
    await hours('9000000001', 'both');
    expect(await pickDoctorFor(t.db, '9500000001', 'home')).toBe('9000000001');
    expect(await pickDoctorFor(t.db, '9500000004', 'online')).toBe('9000000001');
    await hours('9000000003', 'online');
    expect(await pickDoctorFor(t.db, '9500000004', 'online')).toBe('9000000003');
    // An inactive doctor's hours do not count.
    await t.db.update(doctors).set({ active: false }).where(eq(doctors.id, '9000000003'));
    expect(await pickDoctorFor(t.db, '9500000004', 'online')).toBe('9000000001');
    await t.db.update(doctors).set({ active: true }).where(eq(doctors.id, '9000000003'));
  });
});
