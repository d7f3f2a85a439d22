import { desc, eq, sql } from 'drizzle-orm';
import type { Appointment, BookingDetails } from '@physio/shared-contracts';
import type { Executor } from '../db/client';
import { placeholders, statement, value } from '../db/prepared';
import { appointments, patients } from '../db/schema';
import { doctorForSql } from './doctors';

export type AppointmentRow = typeof appointments.$inferSelect;

export function toAppointment(row: AppointmentRow, patientName: string): Appointment {
  return {
    id: row.id,
    patient_id: row.patientId,
    patient_name: patientName,
    doctor_id: row.doctorId,
    order_id: row.orderId,
    mode: row.mode,
    address: row.address,
    pincode: row.pincode,
    date: row.date,
    time_of_day: row.timeOfDay,
    sessions: row.sessions,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

export interface PaidOrderAppointment {
  orderId: string;
  patientId: string;
  sessions: number;
  booking?: BookingDetails | null;
}

const insertAppointment = statement('appointment_for_paid_order', (db) =>
  db
    .insert(appointments)
    .values({
      ...placeholders([
        'orderId',
        'patientId',
        'sessions',
        'mode',
        'address',
        'pincode',
        'date',
        'timeOfDay',
      ] as const),
      doctorId: doctorForSql(db, value('patientId')),
    })
    .onConflictDoNothing({ target: appointments.orderId })
    .returning(),
);

/**
 * The appointment behind a paid order, created once (order_id is unique, so a webhook and a callback
 * racing each other get the same row), with the doctor doctorForSql picks in the same statement. The
 * paid-order flow then remembers that doctor on the patient (markPatientReturning). Call inside the
 * transaction that marks the order paid.
 */
export async function createAppointmentForPaidOrder(
  tx: Executor,
  input: PaidOrderAppointment,
): Promise<AppointmentRow> {
  const booking = input.booking;
  const inserted = await insertAppointment(tx, {
    orderId: input.orderId,
    patientId: input.patientId,
    sessions: input.sessions,
    mode: booking?.mode ?? 'online',
    address: booking?.mode === 'home' ? (booking.address ?? null) : null,
    pincode: booking?.mode === 'home' ? (booking.pincode ?? null) : null,
    date: booking?.preferred_date ?? null,
    timeOfDay: booking?.preferred_time ?? null,
  });
  return inserted[0] ?? (await findAppointmentForOrder(tx, input.orderId))!;
}

export async function findAppointmentForOrder(db: Executor, orderId: string): Promise<AppointmentRow | null> {
  const rows = await db.select().from(appointments).where(eq(appointments.orderId, orderId)).limit(1);
  return rows[0] ?? null;
}

export async function listPatientAppointments(db: Executor, patientId: string): Promise<Appointment[]> {
  const rows = await db
    .select({ a: appointments, name: patients.name })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(eq(appointments.patientId, patientId))
    .orderBy(desc(appointments.createdAt));
  return rows.map((r) => toAppointment(r.a, r.name));
}

/**
 * A doctor's appointments for the dashboard: not yet dated first, then the latest date first (morning before
 * evening within a day), newest booking first on ties. The client splits them into upcoming and past.
 */
export async function listDoctorAppointments(db: Executor, doctorId: string): Promise<Appointment[]> {
  const rows = await db
    .select({ a: appointments, name: patients.name })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(eq(appointments.doctorId, doctorId))
    .orderBy(
      sql`${appointments.date} desc nulls first`,
      sql`case ${appointments.timeOfDay} when 'morning' then 0 when 'afternoon' then 1 when 'evening' then 2 else 3 end`,
      desc(appointments.createdAt),
    );
  return rows.map((r) => toAppointment(r.a, r.name));
}
