/**
 * What the doctor and the patient hear (issue 26 points 8 and 11): the doctor's e-mail for every new booking, move
 * and cancellation they did not make, the SMS for a change of today, and the patient's e-mail when a credit is
 * given a time. Through the console providers' dev outboxes.
 */
import { and, eq } from 'drizzle-orm';
import { birthYearFromAge } from '@physio/shared-contracts';
import { appointments, dependants, smsOutbox } from '../../../platform/db/schema';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../../../test/payments-helpers';
import { orderAs, pay, slotAt, testCalendar } from '../../../../test/scheduling-helpers';
import { drainOutbox, loginAsDoctor, publicIdOf } from '../../../../test/helpers';
import { sessionTime } from './format';
import { noticeDoctor, sameDayNotice } from './doctor-notices';

const DOCTOR = '9000000001';
const DOCTOR_EMAIL = 'asha.rao@physiocare.in';

const cal = testCalendar();
let t: PaymentsTestApp;
/** The doctor as slots and orders name them (never their mobile number). */
let doctorPublicId: string;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  doctorPublicId = await publicIdOf(t.app, DOCTOR);
});
afterAll(() => t.close());

async function outbox(to: string): Promise<{ subject: string; text: string; attachments: unknown[] }[]> {
  await drainOutbox(t.app);
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/email?to=${encodeURIComponent(to)}` });
  return res.json().data;
}
const doctorSms = () => t.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, DOCTOR));

describe('sameDayNotice', () => {
  const now = new Date('2030-03-11T04:00:00Z'); // 09:30 IST
  const session = (start: string) => ({
    start: new Date(start),
    mode: 'home' as const,
    patientName: 'Ravi Kumar',
  });

  it('tells a change of today, with the time', () => {
    expect(
      sameDayNotice({ kind: 'scheduled', appointmentId: 'a' }, session('2030-03-11T16:00:00+05:30'), now),
    ).toEqual({
      change: 'New booking',
      patient: 'Ravi Kumar',
      session: 'home visit',
      when: 'today at 16:00',
    });
    expect(
      sameDayNotice(
        { kind: 'cancelled', appointmentId: 'a', by: 'patient' },
        session('2030-03-11T11:15:00+05:30'),
        now,
      )?.change,
    ).toBe('Session cancelled');
  });

  it('tells a move away from today or onto today, never a change of another day', () => {
    const moved = { kind: 'moved' as const, appointmentId: 'a', by: 'patient' as const };
    expect(
      sameDayNotice(
        { ...moved, previousStart: new Date('2030-03-11T11:15:00+05:30') },
        session('2030-03-12T10:00:00+05:30'),
        now,
      )?.when,
    ).toBe('today 11:15, now 12 Mar 10:00');
    expect(
      sameDayNotice(
        { ...moved, previousStart: new Date('2030-03-14T11:15:00+05:30') },
        session('2030-03-11T18:00:00+05:30'),
        now,
      )?.when,
    ).toBe('14 Mar 11:15, now today 18:00');
    expect(
      sameDayNotice({ kind: 'scheduled', appointmentId: 'a' }, session('2030-03-12T09:00:00+05:30'), now),
    ).toBeNull();
    expect(
      sameDayNotice({ kind: 'booked', orderId: 'o' }, { start: null, mode: 'online', patientName: 'x' }, now),
    ).toBeNull();
  });

  it('keeps every variable within the 30 characters DLT allows', () => {
    const long = {
      start: new Date('2030-03-11T16:00:00+05:30'),
      mode: 'online' as const,
      patientName: 'A'.repeat(60),
    };
    const n = sameDayNotice({ kind: 'booked', orderId: 'o' }, long, now)!;
    for (const v of Object.values(n)) expect(v.length).toBeLessThanOrEqual(30);
  });
});

describe("the doctor's outbox", () => {
  it('gets an e-mail for a new booking, a credit scheduled, a move and a cancellation by the patient; the patient one for the credit', async () => {
    const day = cal.day();
    const o = await orderAs(t.app, {
      quantity: 2,
      description: 'Knee pain',
      slot: { start: slotAt(day, '09:00'), doctor_id: doctorPublicId },
    });
    expect(o.statusCode).toBe(200);
    await pay(t.app, o.body.data!.id, o.headers);
    const booked = await outbox(DOCTOR_EMAIL);
    expect(booked[0]!.subject).toBe(
      `New booking: Test Patient, ${sessionTime(new Date(slotAt(day, '09:00')))}`,
    );
    expect(booked[0]!.text).toContain('Problem: Knee pain');
    expect(booked[0]!.text).toContain(`Mobile: +91 ${o.patientId.slice(0, 5)} ${o.patientId.slice(5)}`);
    expect(booked[0]!.attachments).toHaveLength(1);

    // Session 2 from the order's credits: the patient's e-mail with the time and .ics, the doctor's notice.
    const second = slotAt(day, '12:00');
    const scheduled = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: o.headers,
      payload: { order_id: o.body.data!.id, start: second, doctor_id: doctorPublicId },
    });
    expect(scheduled.statusCode).toBe(201);
    const patientMails = await outbox(`p${o.patientId}@example.com`);
    expect(patientMails[0]!.subject).toBe(`Session booked: ${sessionTime(new Date(second))}`);
    expect(patientMails[0]!.text).toContain('With: Dr. Asha Rao');
    expect(patientMails[0]!.attachments).toHaveLength(1);
    expect((await outbox(DOCTOR_EMAIL))[0]!.subject).toBe(
      `New booking: Test Patient, ${sessionTime(new Date(second))}`,
    );

    const moved = slotAt(day, '16:45');
    const id = scheduled.json().data.id as string;
    const move = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${id}`,
      headers: o.headers,
      payload: { start: moved },
    });
    expect(move.statusCode).toBe(200);
    const movedMail = (await outbox(DOCTOR_EMAIL))[0]!;
    expect(movedMail.subject).toBe(`Session moved: Test Patient, ${sessionTime(new Date(moved))}`);
    expect(movedMail.text).toContain(`Was: ${sessionTime(new Date(second))}`);

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${id}/cancel`,
      headers: o.headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect((await outbox(DOCTOR_EMAIL))[0]!.subject).toBe(
      `Session cancelled: Test Patient, ${sessionTime(new Date(moved))}`,
    );
    // None of these was today: no SMS to the doctor.
    expect(await doctorSms()).toHaveLength(0);
  });

  it('names the family member a session treats, with the account holder as the contact', async () => {
    const day = cal.day();
    const o = await orderAs(t.app, { slot: { start: slotAt(day, '10:30'), doctor_id: doctorPublicId } });
    expect(o.statusCode).toBe(200);
    await pay(t.app, o.body.data!.id, o.headers);
    await outbox(DOCTOR_EMAIL);
    const [father] = await t.db
      .insert(dependants)
      .values({
        patientId: o.patientId,
        name: 'Ramesh Kumar',
        relation: 'parent',
        birthYear: birthYearFromAge(74),
      })
      .returning();
    const [session] = await t.db
      .update(appointments)
      .set({ dependantId: father!.id })
      .where(eq(appointments.patientId, o.patientId))
      .returning();
    await t.db.transaction((tx) =>
      noticeDoctor(tx, { kind: 'scheduled', appointmentId: session!.id }, `family:${session!.id}`),
    );
    const [mail] = await outbox(DOCTOR_EMAIL);
    expect(mail!.subject).toBe(`New booking: Ramesh Kumar, ${sessionTime(session!.start!)}`);
    expect(mail!.text).toContain('Patient: Ramesh Kumar (Parent, 74)');
    expect(mail!.text).toContain(
      `Contact: Test Patient, +91 ${o.patientId.slice(0, 5)} ${o.patientId.slice(5)}`,
    );
    expect(mail!.text).toContain(
      'Test Patient has scheduled an online session with you for Ramesh Kumar (Parent, 74)',
    );
  });

  it('is not told of a change the doctor made themself', async () => {
    const day = cal.day();
    const o = await orderAs(t.app, { slot: { start: slotAt(day, '10:30'), doctor_id: doctorPublicId } });
    await pay(t.app, o.body.data!.id, o.headers);
    const before = (await outbox(DOCTOR_EMAIL)).length;
    const [session] = await t.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.patientId, o.patientId), eq(appointments.status, 'scheduled')));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${session!.id}/cancel`,
      headers: await loginAsDoctor(t.app, DOCTOR),
      payload: { reason: 'Clinic closed' },
    });
    expect(res.statusCode).toBe(200);
    expect(await outbox(DOCTOR_EMAIL)).toHaveLength(before);
  });

  it('gets an SMS too when the change is today', async () => {
    const day = cal.day();
    const o = await orderAs(t.app, { slot: { start: slotAt(day, '11:15'), doctor_id: doctorPublicId } });
    await pay(t.app, o.body.data!.id, o.headers);
    await drainOutbox(t.app);
    const [session] = await t.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.patientId, o.patientId), eq(appointments.status, 'scheduled')));
    // The session as if it were starting now (today in India, whatever the hour the test runs).
    const now = new Date();
    await t.db
      .update(appointments)
      .set({ start: now, end: new Date(now.getTime() + 45 * 60_000) })
      .where(eq(appointments.id, session!.id));
    await noticeDoctor(t.db, { kind: 'cancelled', appointmentId: session!.id, by: 'patient' }, session!.id);
    await drainOutbox(t.app);
    const sms = await doctorSms();
    expect(sms).toHaveLength(1);
    expect(sms[0]!.message).toMatch(
      /^PhysioCare: Session cancelled: Test Patient, online session today at \d{2}:\d{2} IST\. Details in your PhysioCare dashboard\.$/,
    );
  });
});
