/**
 * A freed slot offered to a waiting patient (issue 28, modules/scheduling/waitlist-offers.ts): an e-mail and an SMS
 * with the single-use claim link, enqueued in the transaction that freed the slot and built from the offer when the
 * drain sends them. An offer that is no longer open by then (claimed by another patient, or the patient left) is not
 * sent: nothing left to say.
 */
import { and, eq } from 'drizzle-orm';
import { parseLanguage } from '@physio/shared-contracts';
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
import { MAIL_TEXTS } from './texts';

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
      language: patients.language,
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
  // In the patient's language (issue 30), as the offer's SMS.
  const language = parseLanguage(found.language);
  const words = MAIL_TEXTS[language];
  const when = sessionTime(o.start, language);
  const link = claimUrl(mailer.deps.publicUrl, token);
  return {
    to: found.email,
    ...renderMail({
      language,
      subject: words.waitlist.subject(when),
      greeting: greeting(found.name, language),
      paragraphs: [
        words.waitlist.sentence(o.mode, sessionKind(o.mode, language), found.doctorName, when),
        words.waitlist.firstToClaim,
      ],
      facts: [
        { label: words.labels.when, value: when },
        { label: words.labels.with, value: found.doctorName },
      ],
      action: { label: words.waitlist.claim, href: link },
      notes: [words.waitlist.linkNote(sessionTime(o.expiresAt, language))],
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
