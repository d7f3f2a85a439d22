/**
 * The reminder a week before a package's sessions expire (issue 28 point 2): paid package orders whose last valid
 * day is PACKAGES.reminderDaysBefore days from today (India), with unused sessions and not yet reminded, get an
 * e-mail and an SMS through the outbox, once per order (expiry_reminded_at, set in the same transaction).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { addDays, PACKAGES, todayInIndia } from '@physio/shared-contracts';
import type { Db, LeaderLock } from '../../platform/db/client';
import { doctors, orders, sessionPackages } from '../../platform/db/schema';
import { defineJob, type Job } from '../../platform/jobs/define-job';
import { remindCreditsExpiry } from '../notifications';
import { orderCredits } from '../scheduling';

/** One run: how many orders were reminded. */
export async function remindExpiringPackages(db: Db, now = new Date()): Promise<number> {
  const day = addDays(todayInIndia(now), PACKAGES.reminderDaysBefore);
  const dueWhere = and(
    eq(orders.status, 'paid'),
    eq(orders.creditsValidUntil, day),
    isNull(orders.expiryRemindedAt),
  );
  // Most turns find nothing: one plain read, no transaction, then only the orders due are locked and reminded.
  const [any] = await db.select({ id: orders.id }).from(orders).where(dueWhere).limit(1);
  if (!any) return 0;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: orders.id,
        validUntil: orders.creditsValidUntil,
        name: sessionPackages.name,
        doctor: doctors.name,
      })
      .from(orders)
      .innerJoin(sessionPackages, eq(sessionPackages.id, orders.packageId))
      .innerJoin(doctors, eq(doctors.id, sessionPackages.doctorId))
      .where(
        and(eq(orders.status, 'paid'), eq(orders.creditsValidUntil, day), isNull(orders.expiryRemindedAt)),
      )
      .for('update', { of: orders, skipLocked: true });
    let reminded = 0;
    for (const order of due) {
      const [credits] = await orderCredits(tx, eq(orders.id, order.id));
      await tx.update(orders).set({ expiryRemindedAt: now }).where(eq(orders.id, order.id));
      if (!credits || credits.remaining <= 0) continue;
      await remindCreditsExpiry(tx, {
        orderId: order.id,
        packageName: order.name,
        doctorName: order.doctor,
        remaining: credits.remaining,
        validUntil: order.validUntil!,
      });
      reminded += 1;
    }
    return reminded;
  });
}

/** The reminders every `every` ms, by the instance holding `lock`. */
export function packageExpiryJob(
  deps: { db: Db; log: FastifyBaseLogger },
  every = 15 * 60_000,
  lock?: LeaderLock,
): Job {
  return defineJob(
    {
      name: 'package expiry reminders',
      every,
      lock,
      run: async () => {
        const reminded = await remindExpiringPackages(deps.db);
        if (reminded) deps.log.info({ reminded }, 'package expiry reminders');
      },
    },
    deps.log,
  );
}
