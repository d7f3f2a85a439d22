import { and, desc, eq, ne, sql } from 'drizzle-orm';
import {
  ageFromBirthYear,
  type Appointment,
  type AppointmentChange,
  type BookingDetails,
} from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { placeholders, statement, value } from '../../platform/db/prepared';
import {
  appointmentChanges,
  appointments,
  dependants,
  doctors,
  orders,
  patients,
} from '../../platform/db/schema';
import { kolkataIso } from '../../platform/lib/kolkata';
import type { AuthUser } from '../../platform/http/auth-user';
import { doctorForSql } from '../doctors';
import { confirmHeldSession } from './holds';
import type { AppointmentRow } from './appointment-row';
import { joinUrl } from '../../platform/providers/video';

export type { AppointmentRow };

/** Who reads an appointment: the join URL is shown only to its patient and its doctor. */
export interface AppointmentView {
  viewer: AuthUser;
  videoBaseUrl: string;
}

const mayJoin = (row: AppointmentRow, viewer: AuthUser) =>
  viewer.role === 'patient' ? viewer.id === row.patientId : viewer.id === row.doctorId;

/**
 * The latest reschedule, cancellation or outcome of the selected appointment (issue 18), as one correlated
 * subquery of the listing (served by appointment_changes_appointment_idx): never a query per row. Who made it is
 * told apart by the id: the session's patient, 'system', else the doctor. The outer row is named in full: drizzle
 * writes the columns of a one-table select unqualified, which inside the subquery would mean the change's own.
 */
export const lastChangeSql = sql<unknown>`(select json_build_array(c.kind, case when c.changed_by = 'system' then 'system'
    when c.changed_by = "appointments"."patient_id" then 'patient' else 'doctor' end,
    c.reason, c.from_start, c.to_start, c.created_at)
  from ${appointmentChanges} c where c.appointment_id = "appointments"."id" and c.kind <> 'scheduled'
  order by c.created_at desc limit 1)`;

type LastChangeTuple = [
  AppointmentChange['kind'],
  AppointmentChange['by'],
  string | null,
  string | null,
  string | null,
  string,
];

/** The subquery's answer (a JSON array; PGlite and node-postgres both parse json, a string is parsed here). */
export function toLastChange(value: unknown): AppointmentChange | null {
  if (value == null) return null;
  const [kind, by, reason, from, to, at] = (
    typeof value === 'string' ? JSON.parse(value) : value
  ) as LastChangeTuple;
  const instant = (v: string | null) => (v ? kolkataIso(new Date(v)) : null);
  return { kind, by, reason, from_start: instant(from), to_start: instant(to), at: instant(at)! };
}

/** A family member's session (issue 28): who is treated, as one correlated subquery of the listing. */
export const dependantSql = sql<unknown>`(select json_build_array(d.id, d.name, d.relation, d.birth_year)
  from ${dependants} d where d.id = "appointments"."dependant_id")`;

/** The family member of `dependantSql`, with their age as of `now` (from the stored birth year). */
export function toDependantOf(value: unknown, now = new Date()): Appointment['dependant'] {
  if (value == null) return null;
  const [id, name, relation, birthYear] = (typeof value === 'string' ? JSON.parse(value) : value) as [
    string,
    string,
    string,
    number,
  ];
  return { id, name, relation, age: ageFromBirthYear(Number(birthYear), now) };
}

/**
 * An appointment as its answers carry it. `doctor` is the session's doctor as the public knows them (their public
 * id): an answer never carries a doctor's login id (mobile number).
 */
export function toAppointment(
  row: AppointmentRow,
  patientName: string,
  doctor: { publicId: string | null; dependant?: unknown },
  view?: AppointmentView,
  lastChange?: unknown,
): Appointment {
  return {
    id: row.id,
    patient_id: row.patientId,
    patient_name: patientName,
    doctor_id: row.doctorId ? doctor.publicId : null,
    order_id: row.orderId,
    mode: row.mode,
    address: row.address,
    pincode: row.pincode,
    date: row.date,
    time_of_day: row.timeOfDay,
    sessions: row.sessions,
    status: row.status,
    start: row.start ? kolkataIso(row.start) : null,
    end: row.end ? kolkataIso(row.end) : null,
    join_url: view && mayJoin(row, view.viewer) ? joinUrl(view.videoBaseUrl, row.videoRoom) : null,
    hold_expires_at: row.status === 'held' && row.holdExpiresAt ? kolkataIso(row.holdExpiresAt) : null,
    confirmed_at: row.confirmedAt ? kolkataIso(row.confirmedAt) : null,
    last_change: toLastChange(lastChange),
    // A series occurrence says so ("2/6" on the doctor's week); other sessions carry no series field at all.
    ...(row.seriesId
      ? { series: { id: row.seriesId, position: row.seriesPosition ?? 1, size: row.seriesSize ?? 1 } }
      : {}),
    // A family member's session names them; the patient fields stay the account holder (the contact).
    ...(row.dependantId ? { dependant: toDependantOf(doctor.dependant) } : {}),
    created_at: row.createdAt.toISOString(),
  };
}

/** Holds that lapsed unpaid were never sessions: lists leave them out. */
const notLapsedHold = sql`coalesce(${appointments.cancelReason}, '') <> 'hold_expired'`;

export interface PaidOrderAppointment {
  orderId: string;
  patientId: string;
  sessions: number;
  booking?: BookingDetails | null;
  /** The doctor the credits are bound to (a package's doctor); else the usual pick. */
  doctorId?: string | null;
  /** The family member the order treats (issue 28 point 3); absent: the patient. */
  dependantId?: string | null;
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
        'dependantId',
      ] as const),
      // The doctor whose slot the patient held (when the hold lapsed before the payment), else the usual pick.
      doctorId: sql`coalesce(${value('doctorId')}, ${doctorForSql(db, value('patientId'), value('mode'))})`,
    })
    .onConflictDoNothing({ target: appointments.orderId, where: sql`${appointments.start} is null` })
    .returning(),
);

/**
 * The appointment behind a paid order. With a slot held at booking: that session, now scheduled
 * (modules/scheduling/sessions.ts). Otherwise the order's undated appointment "to be scheduled", created once (one
 * undated appointment per order, so a webhook and a callback racing each other get the same row), with the
 * doctor doctorForSql picks in the same statement (one with weekly hours for the order's mode when any has). The paid-order flow then remembers that doctor on the
 * patient (markPatientReturning). Call inside the transaction that marks the order paid.
 */
export async function createAppointmentForPaidOrder(
  tx: Executor,
  input: PaidOrderAppointment,
): Promise<AppointmentRow> {
  const held = await confirmHeldSession(tx, input.orderId);
  if (held.confirmed) return held.confirmed;
  const booking = input.booking;
  const inserted = await insertAppointment(tx, {
    doctorId: held.doctorId ?? input.doctorId ?? null,
    orderId: input.orderId,
    patientId: input.patientId,
    sessions: input.sessions,
    mode: booking?.mode ?? 'online',
    address: booking?.mode === 'home' ? (booking.address ?? null) : null,
    pincode: booking?.mode === 'home' ? (booking.pincode ?? null) : null,
    date: booking?.preferred_date ?? null,
    timeOfDay: booking?.preferred_time ?? null,
    dependantId: input.dependantId ?? null,
  });
  return inserted[0] ?? (await findAppointmentForOrder(tx, input.orderId))!;
}

export async function findAppointmentForOrder(db: Executor, orderId: string): Promise<AppointmentRow | null> {
  const rows = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.orderId, orderId), notLapsedHold))
    .orderBy(sql`${appointments.start} asc nulls first`)
    .limit(1);
  return rows[0] ?? null;
}

/** A patient's appointments: undated ones first, then by time (latest first), newest booking first on ties. */
export async function listPatientAppointments(
  db: Executor,
  patientId: string,
  view?: AppointmentView,
): Promise<Appointment[]> {
  const rows = await db
    .select({
      a: appointments,
      name: patients.name,
      doctorName: doctors.name,
      publicId: doctors.publicId,
      dependant: dependantSql,
      lastChange: lastChangeSql,
    })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .leftJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(and(eq(appointments.patientId, patientId), notLapsedHold))
    .orderBy(sql`${appointments.start} desc nulls first`, desc(appointments.createdAt));
  // The patient's calendar names the doctor of each session.
  return rows.map((r) => ({
    ...toAppointment(r.a, r.name, r, view, r.lastChange),
    doctor_name: r.doctorName,
  }));
}

/**
 * A doctor's appointments for the dashboard: not yet dated first, then the latest start (or date, morning before
 * evening within a day), newest booking first on ties. The client splits them into upcoming and past.
 */
export async function listDoctorAppointments(
  db: Executor,
  doctorId: string,
  view?: AppointmentView,
): Promise<Appointment[]> {
  const rows = await db
    .select({
      a: appointments,
      name: patients.name,
      publicId: doctors.publicId,
      dependant: dependantSql,
      mobile: patients.id,
      problem: orders.description,
      lastChange: lastChangeSql,
    })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .leftJoin(orders, eq(sql`${orders.id}::text`, appointments.orderId))
    // Holds are not sessions yet: the doctor sees them once paid.
    .where(and(eq(appointments.doctorId, doctorId), ne(appointments.status, 'held'), notLapsedHold))
    .orderBy(
      sql`${appointments.start} desc nulls first`,
      sql`${appointments.date} desc nulls first`,
      sql`case ${appointments.timeOfDay} when 'morning' then 0 when 'afternoon' then 1 when 'evening' then 2 else 3 end`,
      desc(appointments.createdAt),
    );
  // The day view reaches the patient and reads what the order was booked for.
  return rows.map((r) => ({
    ...toAppointment(r.a, r.name, r, view, r.lastChange),
    patient_mobile: r.mobile,
    problem: r.problem,
  }));
}

/** One appointment as its patient or its doctor sees it (the answer of a booking or a change), with its last change. */
export async function loadAppointment(
  db: Executor,
  id: string,
  view: AppointmentView,
): Promise<Appointment | null> {
  const rows = await db
    .select({
      a: appointments,
      name: patients.name,
      doctorName: doctors.name,
      publicId: doctors.publicId,
      dependant: dependantSql,
      lastChange: lastChangeSql,
    })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .leftJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(eq(appointments.id, id));
  const r = rows[0];
  return r ? { ...toAppointment(r.a, r.name, r, view, r.lastChange), doctor_name: r.doctorName } : null;
}

/** Who a series' occurrences name: one patient, one doctor and at most one family member for all of them. */
export interface SeriesNames {
  patientName: string;
  doctorName: string;
  doctorPublicId: string;
  /** As `dependantSql` reads it ([id, name, relation, birth_year]); null when the series treats the patient. */
  dependant: unknown;
}

/**
 * A series' occurrences as its patient or its doctor sees them (the answer of its booking), from the rows and the
 * names its booking's write answered with (book_series, migration 0036): no read after the booking.
 */
export function toSeriesAppointments(
  rows: AppointmentRow[],
  names: SeriesNames,
  view: AppointmentView,
): Appointment[] {
  const doctor = { publicId: names.doctorPublicId, dependant: names.dependant };
  return rows.map((r) => ({
    ...toAppointment(r, names.patientName, doctor, view, null),
    doctor_name: names.doctorName,
  }));
}
