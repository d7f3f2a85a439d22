/**
 * A freed slot offered to a waiting patient (issue 28, modules/scheduling/waitlist-offers.ts): an e-mail and an SMS
 * with the single-use claim link, enqueued in the transaction that freed the slot and built from the offer when the
 * drain sends them. An offer that is no longer open by then (claimed by another patient, or the patient left) is not
 * sent: nothing left to say.
 */
import { and, eq } from 'drizzle-orm';
import { PATHS } from '@physio/shared-contracts/paths';
import type { Executor } from '../../../platform/db/client';
import { doctors, patients, waitlistEntries, waitlistOffers } from '../../../platform/db/schema';
import type { EmailMessage } from '../../../platform/providers/email/types';
import type { WaitlistOfferSms } from '../../../platform/providers/sms/types';
import { enqueue } from '../outbox';
import { reminderVariables } from '../sms-texts';
import { greeting, sessionKind, sessionTime } from './format';
import { renderMail } from './layout';
import type { Mailer } from './mailer';

export interface WaitlistOfferPayload {
  offerId: string;
  /** The claim link's token (only its hash is kept with the offer). */
  token: string;
}

/** Enqueues the offer's e-mail and SMS in the caller's transaction (keyed by the offer: sent once each). */
export const offerToWaitlist = (tx: Executor, payload: WaitlistOfferPayload) =>
  enqueue(
    tx,
    { kind: 'waitlist.offer', channel: 'email', ref: payload.offerId, payload: { ...payload } },
    { kind: 'waitlist.offer', channel: 'sms', ref: payload.offerId, payload: { ...payload } },
  );

export const claimUrl = (publicUrl: string, token: string) => {
  const url = new URL(PATHS.waitlistClaim, publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
};

/** The offer while it is still open and waiting, with its patient and doctor. */
async function openOffer(db: Executor, offerId: string) {
  const [found] = await db
    .select({
      o: waitlistOffers,
      mobile: patients.id,
      email: patients.email,
      name: patients.name,
      doctorName: doctors.name,
    })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .innerJoin(patients, eq(patients.id, waitlistEntries.patientId))
    .innerJoin(doctors, eq(doctors.id, waitlistOffers.doctorId))
    .where(
      and(
        eq(waitlistOffers.id, offerId),
        eq(waitlistOffers.status, 'open'),
        eq(waitlistEntries.status, 'waiting'),
      ),
    )
    .limit(1);
  return found ?? null;
}

export async function waitlistOfferMail(
  mailer: Mailer,
  { offerId, token }: WaitlistOfferPayload,
): Promise<EmailMessage | null> {
  const found = await openOffer(mailer.db, offerId);
  if (!found || !found.email) return null;
  const { o } = found;
  const kind = sessionKind(o.mode);
  const link = claimUrl(mailer.deps.publicUrl, token);
  return {
    to: found.email,
    ...renderMail({
      subject: `A time has freed up: ${sessionTime(o.start)}`,
      greeting: greeting(found.name),
      paragraphs: [
        `${o.mode === 'online' ? 'An' : 'A'} ${kind} with ${found.doctorName} on ${sessionTime(o.start)} has just freed up, and you are on the waitlist for it.`,
        'Other patients on the waitlist have been told too: the first to claim it gets it, held for 15 minutes to pay or use a session credit.',
      ],
      facts: [
        { label: 'When', value: sessionTime(o.start) },
        { label: 'With', value: found.doctorName },
      ],
      action: { label: 'Claim this time', href: link },
      notes: [`This link works once, until ${sessionTime(o.expiresAt)}.`],
    }),
  };
}

/** The SMS's variables, or null when the offer is no longer open. */
export async function waitlistOfferSms(
  db: Executor,
  publicUrl: string,
  { offerId, token }: WaitlistOfferPayload,
): Promise<{ mobile: string; offer: WaitlistOfferSms } | null> {
  const found = await openOffer(db, offerId);
  if (!found) return null;
  const { o } = found;
  return {
    mobile: found.mobile,
    offer: {
      ...reminderVariables({ mode: o.mode, doctorName: found.doctorName, start: o.start }),
      link: claimUrl(publicUrl, token),
    },
  };
}
