/**
 * Weekly series (issue 28 point 1, shared-contracts series.ts): a pattern previewed (each occurrence free, or taken
 * with its nearest free alternatives), then booked in ONE transaction. Every occurrence is an ordinary appointment
 * (its series named on the row), so each is covered by the exclusion constraint appointments_no_overlap and the
 * credit trigger like any other session: a time taken between preview and booking, or a credit missing, fails the
 * whole booking (409, nothing booked) and the preview can be redone. Planning is series-plan.ts, writing
 * series-write.ts; this file books (plan, then write) and reads a series. Changes of a series are in series-changes.ts.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { minutesToTime, SERIES_MESSAGES, type SeriesBooking } from '@physio/shared-contracts';
import type { Db, Executor } from '../../platform/db/client';
import { appointments, appointmentSeries } from '../../platform/db/schema';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/auth-user';
import { kolkataIso } from '../../platform/lib/kolkata';
import { doctorNoticeEmail, noticeDoctor, noticeMaySms, sessionScheduledMessage } from '../notifications';
import type { AppointmentRow } from './appointments';
import { requireValidCredits, treatedDependant } from './credit-rules';
import { planSeries, planSeriesOnOrder, requireCreditOrder, seriesPatient } from './series-plan';
import {
  FIRST_OCCURRENCE,
  visitPincode,
  writeSeries,
  type BookedSeries,
  type SeriesRow,
} from './series-write';

/**
 * `POST /api/series`: the kept times on the credits of a paid order (the patient's own, or a doctor's patient on
 * that doctor's calendar), all in one transaction; 409 SLOT_TAKEN (nothing booked) when one was taken since the
 * preview, 409 NO_CREDIT when the credits ran out meanwhile.
 */
export async function bookSeries(
  db: Db,
  user: AuthUser,
  input: SeriesBooking,
  now = new Date(),
): Promise<BookedSeries> {
  const patientId = await seriesPatient(db, user, input.patient_id);
  // The order is read with the doctor's calendar (one round trip); its checks come after the plan's.
  const { plan, order: found } = input.order_id
    ? await planSeriesOnOrder(db, input, input.order_id, now)
    : { plan: await planSeries(db, input, now), order: null };
  if (user.role === 'doctor' && plan.doctorId !== user.id)
    throw forbidden('You can only book sessions on your own calendar', 'NOT_YOURS');
  if (!input.order_id)
    throw badRequest(
      'Please choose the order whose sessions to use, or pay for the series.',
      'ORDER_REQUIRED',
    );
  const order = requireCreditOrder(found, patientId, plan.slots.length, plan.doctorId);
  // The same check for each kept time; the slots are in order, so the last is the one that can fail first.
  requireValidCredits(order, plan.slots[plan.slots.length - 1]!.start, { now });
  // A family member's series (issue 28 point 3): on credits bought for them, or a shareable package's.
  const dependantId = await treatedDependant(db, patientId, order, input.dependant_id);
  const seriesOrder = { ...order, dependantId };
  // One e-mail (the first session; the series' .ics has every one) and, when the patient booked, one notice for the
  // doctor; the reminders job then reminds each occurrence as it does any session. The series is named here so
  // that book_series writes them with the series, unless the notice's SMS (a first session today) needs the
  // session read after it.
  const seriesId = randomUUID();
  const first = plan.slots[0]!;
  const mail = sessionScheduledMessage({ id: FIRST_OCCURRENCE, start: first.start });
  const notice = (appointmentId: string) => ({ kind: 'scheduled' as const, appointmentId });
  const ref = `series:${seriesId}`;
  const known = { start: first.start };
  const noticed = user.role === 'patient';
  const sms = noticed && noticeMaySms(notice(FIRST_OCCURRENCE), known);
  const email = noticed ? doctorNoticeEmail(notice(FIRST_OCCURRENCE), ref) : null;
  const outbox = sms ? [] : email ? [mail, email] : [mail];
  const write = (ex: Executor) =>
    writeSeries(ex, plan, seriesOrder, { createdBy: user.id, changedBy: user.id, seriesId, outbox }, now);
  // book_series is one statement that writes every row or none and answers a refusal instead of failing (0038): no
  // BEGIN and COMMIT round trips on the pool's connection. A transaction only when more follows it (the doctor's
  // notice that needs the first session's row) or home visits at a PIN (their road is checked under the doctor's
  // lock, which lasts until the transaction ends).
  if (!sms && !visitPincode(plan, seriesOrder)) return write(db);
  return db.transaction(async (tx) => {
    const booked = await write(tx);
    if (sms) {
      const firstRow = booked.appointments[0]!;
      const firstMail = sessionScheduledMessage(firstRow);
      await noticeDoctor(tx, notice(firstRow.id), ref, { start: firstRow.start }, [firstMail]);
    }
    return booked;
  });
}

/** A series its patient or its doctor asks for (404 / 403 otherwise), with its occurrences in order. */
export async function loadOwnSeries(
  db: Executor,
  user: AuthUser,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<{ series: SeriesRow; occurrences: AppointmentRow[] }> {
  const query = db.select().from(appointmentSeries).where(eq(appointmentSeries.id, id));
  const [series] = lock ? await query.for('update') : await query;
  if (!series) throw notFound(SERIES_MESSAGES.notFound, 'SERIES_NOT_FOUND');
  const mine = user.role === 'patient' ? series.patientId === user.id : series.doctorId === user.id;
  if (!mine) throw forbidden('You can only change your own sessions', 'NOT_YOURS');
  const occurrences = await db
    .select()
    .from(appointments)
    .where(eq(appointments.seriesId, id))
    .orderBy(asc(appointments.seriesPosition));
  return { series, occurrences };
}

/** A series as its answers carry it. */
export function toSeries(series: SeriesRow, occurrences: AppointmentRow[], doctorPublicId: string) {
  return {
    id: series.id,
    patient_id: series.patientId,
    doctor_id: doctorPublicId,
    order_id: series.orderId,
    mode: series.mode,
    weekdays: series.weekdays.split(',').map(Number),
    time: minutesToTime(series.minute),
    start_date: series.startDate,
    size: series.size,
    occurrences: occurrences.map((o) => ({
      id: o.id,
      position: o.seriesPosition ?? 0,
      start: o.start ? kolkataIso(o.start) : null,
      status: o.status,
    })),
  };
}

/**
 * The pattern of the series an order pays for or draws on, if any: its receipt names it ("Weekly series of 6
 * sessions: Mon, Wed, Fri at 18:00", describeSeries; billing's receipt-texts.ts words it in the reader's language).
 */
export async function orderSeriesPattern(db: Executor, orderId: string): Promise<OrderSeries | null> {
  const [series] = await db
    .select()
    .from(appointmentSeries)
    .where(eq(appointmentSeries.orderId, orderId))
    .orderBy(asc(appointmentSeries.createdAt))
    .limit(1);
  return series
    ? {
        weekdays: series.weekdays.split(',').map(Number),
        time: minutesToTime(series.minute),
        size: series.size,
      }
    : null;
}

/** What a series' description needs: its weekdays (0 = Sunday), its time (HH:MM, IST) and its size. */
export interface OrderSeries {
  weekdays: number[];
  time: string;
  size: number;
}
