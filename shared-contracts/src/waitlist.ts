/**
 * The waitlist (issue 28 point 4): a patient waits for a doctor's time in a date range, a part of the day and a
 * mode; a freed slot that matches is offered to the waiting patients in the order they joined, by SMS and e-mail,
 * with a single-use claim link that holds the slot for SCHEDULING.holdMinutes for the first who taps it. One rule
 * for the browser and the API: the join form and `POST /api/waitlist` both parse `waitlistJoinSchema`.
 *
 * Parts of the day rather than a free from–to range: the booking form already asks for morning / afternoon /
 * evening (preferred_time), a patient thinks in those words, and three fixed windows leave no window to get empty
 * or inverted; the API still refuses a window in which the doctor has no hours at all (WAITLIST_EMPTY_WINDOW).
 */
import './zod-config';
import { z } from 'zod/mini';
import { addDays, todayInIndia } from './dates';
import { calendarDateSchema, isCalendarDate } from './primitives';
import { lastBookableDate, publicDoctorIdSchema } from './scheduling';
import { SCHEDULING } from './scheduling-constants';
import { MESSAGES } from './messages';
import { pincodeSchema } from './travel';

export const WAITLIST = {
  /** A freed slot is offered to at most this many waiting patients, first joined first. */
  offersPerSlot: 20,
  /** A claim link works this long (and never past the lead time before the slot). */
  offerHours: 6,
  /** Live entries one patient may have at once. */
  maxEntriesPerPatient: 5,
} as const;

/** The parts of the day in India, as minutes after midnight [from, to): a slot belongs to the part its start is in. */
export const WAITLIST_TIMES = {
  morning: { from: 0, to: 12 * 60, label: 'Morning (before 12 pm)' },
  afternoon: { from: 12 * 60, to: 17 * 60, label: 'Afternoon (12 pm to 5 pm)' },
  evening: { from: 17 * 60, to: 24 * 60, label: 'Evening (after 5 pm)' },
} as const;
export const WAITLIST_TIME_NAMES = ['morning', 'afternoon', 'evening'] as const;
export type WaitlistTime = (typeof WAITLIST_TIME_NAMES)[number];

/** The part of the day a minute after midnight (India) falls in. */
export const waitlistTimeOf = (minute: number): WaitlistTime =>
  minute < WAITLIST_TIMES.morning.to
    ? 'morning'
    : minute < WAITLIST_TIMES.afternoon.to
      ? 'afternoon'
      : 'evening';

export const WAITLIST_MESSAGES = {
  fromInPast: 'The start date is in the past. Please choose today or a later date.',
  rangeOrder: 'The end date must not be before the start date',
  tooFarAhead: `Sessions can be booked at most ${SCHEDULING.bookingHorizonDays} days ahead. Please choose an earlier end date.`,
  time: 'Please choose morning, afternoon or evening.',
  mode: 'Please choose an online session or a home visit.',
  emptyWindow:
    'The doctor has no hours at this time of day in these dates. Please choose another time of day or other dates.',
  unknownDoctor: 'No doctor with this ID',
  tooMany: `You can wait for at most ${WAITLIST.maxEntriesPerPatient} times at once. Please leave one before joining another.`,
  already: 'You are already on this waitlist for these dates and this time of day.',
  notFound: 'No waitlist entry with this ID',
  offerUnknown: 'This link is not valid. Please open the newest message we sent you.',
  offerNotYours: 'This offer was sent to another patient. Please log in with the number it was sent to.',
  offerGone: 'Sorry, this time has already been taken by another patient on the waitlist.',
  offerExpired: 'Sorry, this offer has expired. You are still on the waitlist for other times.',
  joined: 'You are on the waitlist. We will send you an SMS and an e-mail when a time frees up.',
  left: 'You have left the waitlist.',
  claimed: 'The time is held for you for 15 minutes. Please pay to confirm it.',
} as const;

/** `POST /api/waitlist`. Dates are India dates; the range must lie between today and the booking horizon. */
export const waitlistJoinSchema = z
  .object({
    doctor_id: publicDoctorIdSchema,
    from: calendarDateSchema,
    to: calendarDateSchema,
    time_of_day: z.enum(WAITLIST_TIME_NAMES, WAITLIST_MESSAGES.time),
    mode: z.enum(['online', 'home'], WAITLIST_MESSAGES.mode),
    /** A home visit's PIN (required for home, ignored online): only times the doctor can reach there are offered. */
    pincode: z.optional(pincodeSchema),
  })
  .check(
    z.superRefine((q, ctx) => {
      if (q.mode === 'home' && !q.pincode)
        ctx.addIssue({ code: 'custom', message: MESSAGES.booking.pincode, path: ['pincode'] });
      if (!isCalendarDate(q.from) || !isCalendarDate(q.to)) return;
      if (q.from < todayInIndia())
        ctx.addIssue({ code: 'custom', message: WAITLIST_MESSAGES.fromInPast, path: ['from'] });
      else if (q.to < q.from)
        ctx.addIssue({ code: 'custom', message: WAITLIST_MESSAGES.rangeOrder, path: ['to'] });
      else if (q.to > lastBookableDate())
        ctx.addIssue({ code: 'custom', message: WAITLIST_MESSAGES.tooFarAhead, path: ['to'] });
    }),
  );
export type WaitlistJoin = z.infer<typeof waitlistJoinSchema>;

/** The join form's starting range: today and the next 13 days. */
export const defaultWaitlistRange = (now: Date = new Date()) => ({
  from: todayInIndia(now),
  to: addDays(todayInIndia(now), SCHEDULING.pickerDays - 1),
});

export const WAITLIST_STATUSES = ['waiting', 'claimed', 'left'] as const;

export const waitlistEntrySchema = z.object({
  id: z.string(),
  doctor_id: z.string(),
  doctor_name: z.string(),
  from: z.string(),
  to: z.string(),
  time_of_day: z.enum(WAITLIST_TIME_NAMES),
  mode: z.enum(['online', 'home']),
  /** The home visit's PIN (null online, and for entries made before PINs were asked). */
  pincode: z.nullable(z.string()),
  status: z.enum(WAITLIST_STATUSES),
  joined_at: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** The claim link's token: 43 base64url characters (32 random bytes). */
export const waitlistTokenSchema = z
  .string()
  .check(z.maxLength(64), z.regex(/^[A-Za-z0-9_-]{43}$/, WAITLIST_MESSAGES.offerUnknown));

export const waitlistClaimRequestSchema = z.object({ token: waitlistTokenSchema });

/** An offer as its claim page shows it, and the hold a claim made. */
export const waitlistOfferSchema = z.object({
  doctor_id: z.string(),
  doctor_name: z.string(),
  start: z.string(),
  end: z.string(),
  mode: z.enum(['online', 'home']),
  status: z.enum(['open', 'claimed', 'gone', 'expired']),
  expires_at: z.string(),
  /** After a claim: until when the slot is held for the patient. */
  hold_expires_at: z.nullable(z.string()),
  /** A home visit: the entry's PIN and the travel fee per visit the server prices there (null online). */
  pincode: z.nullable(z.string()),
  travel_fee_paise: z.nullable(z.number()),
});
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;
