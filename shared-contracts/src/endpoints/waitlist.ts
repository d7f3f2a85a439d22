/** The waitlist of issue 28 (point 4): join, list, leave; an offer's claim page and its claim. */
import '../zod-config';
import { z } from 'zod/mini';
import {
  waitlistClaimRequestSchema,
  waitlistEntrySchema,
  waitlistJoinSchema,
  waitlistOfferSchema,
  waitlistTokenSchema,
} from '../waitlist';
import { endpoint } from './define';

const entryParams = z.object({ id: z.string().check(z.uuid('Unknown waitlist entry')) });

export const waitlist = {
  /** The patient waits for a doctor's time: dates inside the horizon, a part of the day with hours in it. */
  join: endpoint({
    method: 'POST',
    path: '/api/waitlist',
    auth: 'patient',
    errors: {
      400: ['DOCTOR_NOT_FOUND', 'WAITLIST_EMPTY_WINDOW', 'PIN_OUTSIDE_AREA'],
      409: ['WAITLIST_LIMIT', 'ALREADY_WAITLISTED'],
    },
    body: waitlistJoinSchema,
    data: waitlistEntrySchema,
  }),
  /** The caller's entries, newest first (waiting ones and what became of the others). */
  list: endpoint({
    method: 'GET',
    path: '/api/waitlist',
    auth: 'patient',
    data: z.array(waitlistEntrySchema),
  }),
  /** The patient leaves: no more offers for this entry. */
  leave: endpoint({
    method: 'DELETE',
    path: '/api/waitlist/:id',
    auth: 'patient',
    errors: { 403: ['NOT_YOURS'], 404: ['WAITLIST_NOT_FOUND'] },
    params: entryParams,
    data: waitlistEntrySchema,
  }),
  /** The claim page: what the link offers and whether it is still open, for the patient it was sent to. */
  offer: endpoint({
    method: 'GET',
    path: '/api/waitlist/offers/:token',
    auth: 'patient',
    errors: { 403: ['NOT_YOURS'], 404: ['OFFER_NOT_FOUND'] },
    params: z.object({ token: waitlistTokenSchema }),
    data: waitlistOfferSchema,
  }),
  /** The first patient to claim holds the slot for 15 minutes; later ones get 409 OFFER_GONE. */
  claim: endpoint({
    method: 'POST',
    path: '/api/waitlist/claim',
    auth: 'patient',
    errors: { 403: ['NOT_YOURS'], 404: ['OFFER_NOT_FOUND'], 409: ['OFFER_GONE', 'OFFER_EXPIRED'] },
    body: waitlistClaimRequestSchema,
    data: waitlistOfferSchema,
  }),
};
