/**
 * Claiming a waitlist offer (issue 28): the link's token names one offer of one patient. The first patient to claim
 * a freed slot holds it for SCHEDULING.holdMinutes with the hold of sessions.ts (an appointment `held`, here without
 * an order). Claims of one slot take turns (an advisory lock on the slot) and the first marks the slot's other offers
 * `gone` (409 OFFER_GONE); a booking outside the waitlist that took the time meanwhile meets the database's
 * no-overlap constraint inside the claim's savepoint, and the offer is gone too: never two patients in one slot.
 * The holder then pays (POST /api/orders with that slot) or uses a credit (POST /api/appointments): either takes the
 * claim's hold over in its own transaction (sessions.ts releaseOwnClaimHold).
 */
import { and, eq, sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../platform/db/advisory-locks';
import { WAITLIST_MESSAGES, type WaitlistOffer } from '@physio/shared-contracts';
import type { Db, Executor } from '../../platform/db/client';
import { appointments, doctors, waitlistEntries, waitlistOffers } from '../../platform/db/schema';
import { conflict, forbidden, HttpError, notFound } from '../../platform/http/errors';
import { kolkataIso } from '../../platform/lib/kolkata';
import { homeServiceOf, loadHomeAreas, servesPin } from '../travel';
import { holdSlot } from './holds';
import { lockHomeVisits, requireBookableSlot } from './slot-checks';
import { hashOfferToken } from './waitlist-offers';

type OfferRow = typeof waitlistOffers.$inferSelect;

const offerGone = () => conflict(WAITLIST_MESSAGES.offerGone, 'OFFER_GONE');

/** The patient's offer named by the token: 404 for an unknown token, 403 when it was sent to someone else. */
async function findOffer(db: Executor, patientId: string, token: string, lock: boolean) {
  const query = db
    .select({
      o: waitlistOffers,
      patientId: waitlistEntries.patientId,
      entryStatus: waitlistEntries.status,
      pincode: waitlistEntries.pincode,
      doctorPublicId: doctors.publicId,
      doctorName: doctors.name,
      holdExpiresAt: appointments.holdExpiresAt,
    })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .innerJoin(doctors, eq(doctors.id, waitlistOffers.doctorId))
    .leftJoin(
      appointments,
      and(eq(appointments.id, waitlistOffers.appointmentId), eq(appointments.status, 'held')),
    )
    .where(eq(waitlistOffers.tokenHash, hashOfferToken(token)))
    .limit(1);
  const [found] = lock ? await query.for('update', { of: waitlistOffers }) : await query;
  if (!found) throw notFound(WAITLIST_MESSAGES.offerUnknown, 'OFFER_NOT_FOUND');
  if (found.patientId !== patientId) throw forbidden(WAITLIST_MESSAGES.offerNotYours, 'NOT_YOURS');
  return found;
}

type Found = Awaited<ReturnType<typeof findOffer>>;

const isExpired = (o: OfferRow, now: Date) => o.status === 'open' && o.expiresAt.getTime() <= now.getTime();

/** A home visit's PIN: the travel fee per visit the doctor charges there now (what the order will charge), else null. */
async function travelFeeOf(db: Executor, found: Found): Promise<number | null> {
  const pincode = found.o.mode === 'home' ? found.pincode : null;
  if (!pincode) return null;
  const areas = await loadHomeAreas(db, found.o.doctorId);
  const home = areas ? homeServiceOf(areas) : null;
  return home && servesPin(home, pincode) ? (home.fees.get(pincode) ?? 0) : null;
}

function toOffer(
  found: Found,
  now: Date,
  travelFee: number | null,
  holdExpiresAt: Date | null = found.holdExpiresAt,
): WaitlistOffer {
  const { o } = found;
  const open = o.status === 'open' && found.entryStatus === 'waiting';
  return {
    doctor_id: found.doctorPublicId,
    doctor_name: found.doctorName,
    start: kolkataIso(o.start),
    end: kolkataIso(o.end),
    mode: o.mode,
    status: isExpired(o, now) ? 'expired' : o.status === 'claimed' ? 'claimed' : open ? 'open' : 'gone',
    expires_at: kolkataIso(o.expiresAt),
    hold_expires_at: o.status === 'claimed' && holdExpiresAt ? kolkataIso(holdExpiresAt) : null,
    pincode: o.mode === 'home' ? found.pincode : null,
    travel_fee_paise: travelFee,
  };
}

/** `GET /api/waitlist/offers/{token}`: the claim page's offer. */
export async function showOffer(db: Executor, patientId: string, token: string, now = new Date()) {
  const found = await findOffer(db, patientId, token, false);
  return toOffer(found, now, await travelFeeOf(db, found));
}

/** `POST /api/waitlist/claim`: the first claim of a freed slot holds it; every later one is 409 OFFER_GONE. */
export async function claimOffer(
  db: Db,
  patientId: string,
  token: string,
  now = new Date(),
): Promise<WaitlistOffer> {
  const outcome = await db.transaction(async (tx) => {
    // Claims of one slot go one at a time (a transaction-scoped lock on the slot): the first holds it and marks the
    // others gone before the next one reads its offer. Without it, the winner marking the losers' locked offers gone
    // while they wait on its insert (the no-overlap constraint) is a deadlock.
    const first = await findOffer(tx, patientId, token, false);
    const { o: slot } = first;
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.waitlistSlotNamespace}, hashtext(${`${slot.doctorId}@${slot.start.toISOString()}`}))`,
    );
    // A home visit at a PIN: the road is checked again under the doctor's home-visit lock, taken before any row lock.
    const pincode = slot.mode === 'home' ? first.pincode : null;
    if (pincode) await lockHomeVisits(tx, slot.doctorId);
    const found = await findOffer(tx, patientId, token, true);
    const { o } = found;
    const fee = await travelFeeOf(tx, found);
    // Single use: a claimed link only shows its hold again.
    if (o.status === 'claimed') return toOffer(found, now, fee);
    if (o.status !== 'open' || found.entryStatus !== 'waiting') return 'gone' as const;
    if (isExpired(o, now)) return 'expired' as const;
    const gone = async () => {
      await tx.update(waitlistOffers).set({ status: 'gone' }).where(eq(waitlistOffers.id, o.id));
      return 'gone' as const;
    };
    let hold;
    try {
      // Still one of the doctor's bookable times (hours, lead time), free, and for a home visit one the doctor
      // reaches at the entry's PIN (their areas, the road from the visit before and to the one after): then the
      // constraint decides.
      await requireBookableSlot(
        tx,
        { doctor: { id: o.doctorId }, start: kolkataIso(o.start), mode: o.mode, pincode },
        now,
      );
      hold = await tx.transaction((savepoint) =>
        holdSlot(
          savepoint,
          {
            orderId: null,
            patientId,
            doctorId: o.doctorId,
            mode: o.mode,
            address: null,
            pincode,
            start: o.start,
            end: o.end,
          },
          now,
        ),
      );
    } catch (err) {
      if (err instanceof HttpError) return gone();
      throw err;
    }
    await tx
      .update(waitlistOffers)
      .set({ status: 'claimed', appointmentId: hold.id, claimedAt: now })
      .where(eq(waitlistOffers.id, o.id));
    await tx
      .update(waitlistEntries)
      .set({ status: 'claimed', updatedAt: now })
      .where(eq(waitlistEntries.id, o.entryId));
    // The slot's other links are gone: whoever taps one later is told so.
    await tx
      .update(waitlistOffers)
      .set({ status: 'gone' })
      .where(
        and(
          eq(waitlistOffers.doctorId, o.doctorId),
          eq(waitlistOffers.start, o.start),
          eq(waitlistOffers.status, 'open'),
        ),
      );
    return toOffer({ ...found, o: { ...o, status: 'claimed' } }, now, fee, hold.holdExpiresAt);
  });
  if (outcome === 'gone') throw offerGone();
  if (outcome === 'expired') throw conflict(WAITLIST_MESSAGES.offerExpired, 'OFFER_EXPIRED');
  return outcome;
}
