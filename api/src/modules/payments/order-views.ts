/** Orders as the API answers them: one read by its patient or a doctor who treats them, a patient's history. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Order } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { appointments, doctors, orders, patients } from '../../platform/db/schema';
import { forbidden, notFound } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/auth-user';
import { dependantSql, lastChangeSql, toAppointment, type AppointmentView } from '../scheduling';
import { requireCare } from '../patients';
import { findOrder, type OrderRow } from '../orders';

/**
 * Orders as the API answers them, each with its earliest session. With a `view` (one order read by its patient
 * or a doctor: the result pages) the session also names its doctor and, for its patient and doctor, the video room.
 */
export async function toOrders(db: Executor, rows: OrderRow[], view?: AppointmentView): Promise<Order[]> {
  if (!rows.length) return [];
  const linked = await db
    .select({
      a: appointments,
      name: patients.name,
      publicId: doctors.publicId,
      doctorName: doctors.name,
      lastChange: lastChangeSql,
      dependant: dependantSql,
    })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .leftJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(
      and(
        inArray(
          appointments.orderId,
          rows.map((r) => r.id),
        ),
        sql`coalesce(${appointments.cancelReason}, '') <> 'hold_expired'`,
      ),
    )
    .orderBy(sql`${appointments.start} asc nulls last`);
  // An order of several sessions has several appointments: the one shown is the earliest dated one.
  const byOrder = new Map<string | null, ReturnType<typeof toAppointment>>();
  const doctorOf = new Map<string | null, string | null>();
  for (const l of linked)
    if (!byOrder.has(l.a.orderId)) {
      byOrder.set(
        l.a.orderId,
        view
          ? { ...toAppointment(l.a, l.name, l, view, l.lastChange), doctor_name: l.doctorName }
          : toAppointment(l.a, l.name, l, undefined, l.lastChange),
      );
      doctorOf.set(l.a.orderId, l.doctorName);
    }
  return rows.map((row) => ({
    id: row.providerOrderId ?? row.id,
    patient_id: row.patientId,
    kind: row.kind,
    status: row.status,
    quantity: row.quantity,
    amount: row.amountPaise,
    currency: 'INR' as const,
    coupon_code: row.couponCode,
    discount_percentage: row.discountPercentage,
    payment_id: row.paymentId,
    description: row.description,
    mode: row.mode,
    doctor_name: doctorOf.get(row.id) ?? null,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt ? row.paidAt.toISOString() : null,
    appointment: byOrder.get(row.id) ?? null,
  }));
}

export async function readOrder(
  db: Executor,
  user: AuthUser,
  id: string,
  videoBaseUrl: string,
): Promise<Order> {
  const row = await findOrder(db, id);
  if (!row) throw notFound('No order with this ID', 'ORDER_NOT_FOUND');
  if (user.role === 'doctor') await requireCare(db, user.id, row.patientId);
  else if (user.id !== row.patientId) throw forbidden('You can only see your own orders');
  const [order] = await toOrders(db, [row], { viewer: user, videoBaseUrl });
  return order!;
}

export const ORDER_HISTORY_LIMIT = 100;

export async function listPatientOrders(db: Executor, patientId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.patientId, patientId)))
    .orderBy(desc(orders.createdAt))
    .limit(ORDER_HISTORY_LIMIT);
  return toOrders(db, rows);
}
