import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { appointments, dependants, doctors } from '../../platform/db/schema';

/**
 * The session a paid order's payment scheduled (the slot held at booking; its earliest one), with its doctor's
 * name: what the confirmation e-mail and SMS tell. None when the order waits for a call.
 */
export async function firstScheduledSession(db: Executor, orderId: string) {
  const [first] = await db
    .select({ a: appointments, doctorName: doctors.name, treated: dependants.name })
    .from(appointments)
    .leftJoin(doctors, eq(doctors.id, appointments.doctorId))
    .leftJoin(dependants, eq(dependants.id, appointments.dependantId))
    .where(
      and(
        eq(appointments.orderId, orderId),
        eq(appointments.status, 'scheduled'),
        isNotNull(appointments.start),
      ),
    )
    .orderBy(asc(appointments.start))
    .limit(1);
  return first ?? null;
}
