/**
 * A freed slot goes to the waitlist (issue 28): whoever frees a doctor's time (a cancellation, a move away, a hold
 * that lapsed) calls `offerFreedSlot` in its own transaction, so the offers and their messages (the outbox) commit
 * with the change or not at all. The slot is offered to the doctor's waiting entries that match it (its India date
 * inside the entry's range, its start in the entry's part of the day, the same mode), first joined first, at most
 * WAITLIST.offersPerSlot of them; each gets its own single-use claim link (waitlist-claims.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import { SCHEDULING, WAITLIST, waitlistTimeOf, type TreatmentMode } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { waitlistEntries, waitlistOffers } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/errors';
import { kolkataDateAndMinute, kolkataIso } from '../../platform/lib/kolkata';
import { offerToWaitlist } from '../notifications';
import { homeReach, requireBookableSlot } from './slot-checks';

export interface FreedSlot {
  doctorId: string;
  start: Date;
  end: Date;
  mode: TreatmentMode;
  /** The patient whose session or hold it was: never offered their own time back. */
  patientId: string;
}

export const hashOfferToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newOfferToken = () => randomBytes(32).toString('base64url');

/** Offers a freed slot to its waiting patients, in the caller's transaction. How many offers were made. */
export async function offerFreedSlot(tx: Executor, freed: FreedSlot, now = new Date()): Promise<number> {
  // Only a time a patient could book now is offered (inside the lead time and the horizon, in the doctor's hours,
  // free of every other live session): the same check a booking makes.
  try {
    await requireBookableSlot(
      tx,
      { doctor: { id: freed.doctorId }, start: kolkataIso(freed.start), mode: freed.mode },
      now,
    );
  } catch (err) {
    if (err instanceof HttpError) return 0;
    throw err;
  }
  const { date, minute } = kolkataDateAndMinute(freed.start);
  const matching = await tx
    .select({ id: waitlistEntries.id, pincode: waitlistEntries.pincode })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.doctorId, freed.doctorId),
        eq(waitlistEntries.status, 'waiting'),
        eq(waitlistEntries.mode, freed.mode),
        eq(waitlistEntries.timeOfDay, waitlistTimeOf(minute)),
        lte(waitlistEntries.fromDate, date),
        gte(waitlistEntries.toDate, date),
        ne(waitlistEntries.patientId, freed.patientId),
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    // Home entries are sifted by the road below: read enough of them to fill the offers after that.
    .limit(WAITLIST.offersPerSlot * (freed.mode === 'home' ? 10 : 1));
  // A freed home visit goes only to patients whose PIN the doctor can reach in time (the travel rules of the slots).
  const reaches = freed.mode === 'home' ? await homeReach(tx, freed.doctorId, freed, now) : () => true;
  const waiting = matching.filter((e) => reaches(e.pincode)).slice(0, WAITLIST.offersPerSlot);
  if (!waiting.length) return 0;
  // A link works for WAITLIST.offerHours, and never past the last moment the slot can still be booked.
  const expiresAt = new Date(
    Math.min(
      now.getTime() + WAITLIST.offerHours * 3_600_000,
      freed.start.getTime() - SCHEDULING.leadTimeMinutes * 60_000,
    ),
  );
  const offers = waiting.map((entry) => ({ entryId: entry.id, token: newOfferToken() }));
  const rows = await tx
    .insert(waitlistOffers)
    .values(
      offers.map((o) => ({
        entryId: o.entryId,
        doctorId: freed.doctorId,
        start: freed.start,
        end: freed.end,
        mode: freed.mode,
        tokenHash: hashOfferToken(o.token),
        expiresAt,
        createdAt: now,
      })),
    )
    .returning({ id: waitlistOffers.id, entryId: waitlistOffers.entryId });
  const tokenOf = new Map(offers.map((o) => [o.entryId, o.token]));
  // Enqueued in join order: the drain sends the oldest due messages first.
  for (const entry of waiting) {
    const row = rows.find((r) => r.entryId === entry.id)!;
    await offerToWaitlist(tx, { offerId: row.id, token: tokenOf.get(entry.id)! });
  }
  return rows.length;
}
