/**
 * Scheduling calls of DESIGN.md §3a (issue 17): doctors' hours, free slots, holds, session credits and
 * appointments with times. Times of day are "HH:MM" and dates "YYYY-MM-DD" in Asia/Kolkata; instants are
 * ISO 8601 with the +05:30 offset.
 */
import './zod-config';
import { z } from 'zod/mini';
import { addDays, todayInIndia } from './dates';
import { calendarDateSchema, isCalendarDate } from './primitives';
import { AVAILABILITY_MODES, SCHEDULING, SCHEDULING_MESSAGES } from './scheduling-constants';
import { pincodeSchema } from './travel';

export * from './scheduling-constants';

const pad = (n: number) => String(n).padStart(2, '0');

/** "HH:MM" ↔ minutes after midnight; 24:00 is the end of the day. */
export const minutesToTime = (m: number) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
export function timeToMinutes(value: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  if (m > 59 || h > 24 || (h === 24 && m > 0)) return null;
  return h * 60 + m;
}

/** Days from `from` to `to`, both included. */
export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export const timeOfDaySchema = z
  .string()
  .check(z.refine((v) => timeToMinutes(v) !== null, SCHEDULING_MESSAGES.time));
/** An instant with an explicit offset (Z or ±HH:MM), which must be a real time. */
export const instantSchema = z.string().check(
  z.maxLength(40),
  z.regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/,
    SCHEDULING_MESSAGES.instant,
  ),
  z.refine(
    (v) => isCalendarDate(v.slice(0, 10)) && !Number.isNaN(Date.parse(v)),
    SCHEDULING_MESSAGES.instant,
  ),
);
/** The last date (YYYY-MM-DD, India) a session may be on: today plus the booking horizon. */
export const lastBookableDate = (now: Date = new Date()): string =>
  addDays(todayInIndia(now), SCHEDULING.bookingHorizonDays);

/** Whether an instant falls on or before the last bookable date (a year-9999 time does not). */
export const isWithinHorizon = (instant: string | Date, now: Date = new Date()): boolean => {
  const at = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return Number.isFinite(at) && at < Date.parse(`${addDays(lastBookableDate(now), 1)}T00:00:00+05:30`);
};

/** The time of a session someone books or moves to: a real instant inside the booking horizon. */
export const bookableInstantSchema = instantSchema.check(
  z.refine((v) => isWithinHorizon(v), SCHEDULING_MESSAGES.tooFarAhead),
);

/** A doctor's login id, their 10-digit mobile number: only in the doctor's own calls, never shown to the public. */
export const doctorIdSchema = z
  .string()
  .check(z.regex(/^\d{10}$/, 'A doctor id is a 10-digit mobile number'));
/**
 * A doctor as the public and patients know them ("dr-asha-rao-k3x9qa"): what slots, availability and sessions carry
 * as `doctor_id`, and what a booking names. Opaque: lower-case letters and digits in hyphenated parts.
 */
export const publicDoctorIdSchema = z
  .string()
  .check(z.maxLength(64), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)+$/, 'Not a doctor id'));

// ── availability ────────────────────────────────────────────────────────────
export const weeklyRangeSchema = z.object({
  /** 0 = Sunday … 6 = Saturday. */
  weekday: z.int().check(z.gte(0), z.lte(6)),
  start: timeOfDaySchema,
  end: timeOfDaySchema,
  mode: z.enum(AVAILABILITY_MODES),
});
export type WeeklyRange = z.infer<typeof weeklyRangeSchema>;

export const availabilityExceptionSchema = z.object({
  date: calendarDateSchema,
  available: z.literal(false),
});

export const availabilitySchema = z
  .object({
    slot_minutes: z._default(
      z
        .number()
        .check(
          z.int(SCHEDULING_MESSAGES.slotMinutes),
          z.gte(SCHEDULING.minSlotMinutes, SCHEDULING_MESSAGES.slotMinutes),
          z.lte(SCHEDULING.maxSlotMinutes, SCHEDULING_MESSAGES.slotMinutes),
        ),
      SCHEDULING.defaultSlotMinutes,
    ),
    weekly: z.array(weeklyRangeSchema).check(z.maxLength(70)),
    /** Required: a save without them would delete every day off. */
    exceptions: z.array(availabilityExceptionSchema).check(z.maxLength(400)),
  })
  .check(
    z.superRefine((value, ctx) => {
      const byDay = new Map<number, { start: number; end: number; index: number }[]>();
      value.weekly.forEach((range, index) => {
        const start = timeToMinutes(range.start);
        const end = timeToMinutes(range.end);
        if (start === null || end === null) return;
        if (end <= start) {
          ctx.addIssue({
            code: 'custom',
            message: SCHEDULING_MESSAGES.invertedRange,
            path: ['weekly', index, 'end'],
          });
          return;
        }
        const day = byDay.get(range.weekday) ?? [];
        const clash = day.find((other) => start < other.end && other.start < end);
        if (clash) {
          ctx.addIssue({
            code: 'custom',
            message: SCHEDULING_MESSAGES.overlappingRanges,
            path: ['weekly', index, 'start'],
          });
        }
        day.push({ start, end, index });
        byDay.set(range.weekday, day);
      });
    }),
  );
export type Availability = z.output<typeof availabilitySchema>;
export type AvailabilityInput = z.input<typeof availabilitySchema>;

/**
 * `PUT /api/doctors/{id}/availability?stranded=cancel`: the doctor confirms that the booked sessions the new hours
 * leave out (the 409 STRANDED_SESSIONS answer's `details`) are cancelled, their credits back to the patients.
 */
export const availabilitySaveQuerySchema = z.object({ stranded: z.optional(z.literal('cancel')) });

/** One session a change of hours would leave outside them (the `details` of 409 STRANDED_SESSIONS). */
export const strandedSessionSchema = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  mode: z.enum(['online', 'home']),
  patient_name: z.string(),
});
export type StrandedSession = z.infer<typeof strandedSessionSchema>;
export const strandedSessionsSchema = z.array(strandedSessionSchema);

// ── slots ───────────────────────────────────────────────────────────────────
export const slotQuerySchema = z
  .object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    mode: z.enum(['online', 'home']),
    doctor_id: z.optional(publicDoctorIdSchema),
    /** Home visits: the patient's PIN; slots then count the doctor's road from their previous visit and to the next. */
    pincode: z.optional(pincodeSchema),
  })
  .check(
    z.superRefine((q, ctx) => {
      if (!isCalendarDate(q.from) || !isCalendarDate(q.to)) return;
      const days = daysInRange(q.from, q.to);
      if (days < 1) ctx.addIssue({ code: 'custom', message: SCHEDULING_MESSAGES.rangeOrder, path: ['to'] });
      else if (days > SCHEDULING.maxSlotRangeDays)
        ctx.addIssue({ code: 'custom', message: SCHEDULING_MESSAGES.rangeTooLong, path: ['to'] });
      else if (q.to > lastBookableDate())
        ctx.addIssue({ code: 'custom', message: SCHEDULING_MESSAGES.rangeTooFarAhead, path: ['to'] });
    }),
  );
export type SlotQuery = z.infer<typeof slotQuerySchema>;

export const slotSchema = z.object({
  start: z.string(),
  end: z.string(),
  /** The doctor's public id (opaque). */
  doctor_id: z.string(),
  doctor_name: z.string(),
});
export type Slot = z.infer<typeof slotSchema>;

/** The slot chosen on the booking form, sent with `POST /api/orders` as `slot`. */
export const slotChoiceSchema = z.object({ start: bookableInstantSchema, doctor_id: publicDoctorIdSchema });
export type SlotChoice = z.infer<typeof slotChoiceSchema>;

// ── appointments and credits ────────────────────────────────────────────────
/** `POST /api/appointments`: schedule one free credit of a paid order. `order_id` is ours or the provider's. */
export const bookSessionRequestSchema = z.object({
  order_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  start: bookableInstantSchema,
  doctor_id: publicDoctorIdSchema,
  /** A family member of the signed-in patient the session is for (issue 28 point 3); omitted: the patient. */
  dependant_id: z.optional(z.string().check(z.uuid('No family member with this ID'))),
});
export type BookSessionRequest = z.infer<typeof bookSessionRequestSchema>;

/** A paid order's session credits. */
export const sessionCreditsSchema = z.object({
  /** The id appointments carry in `order_id`. */
  order_id: z.string(),
  /** The id the result pages and `GET /api/orders/{id}` know (Razorpay's `order_…`). */
  provider_order_id: z.nullable(z.string()),
  mode: z.enum(['online', 'home']),
  /** A home visit's PIN (the order's): its slots, series previews and waitlist count the road there (issue 28). */
  pincode: z.optional(z.nullable(z.string())),
  /** The doctor the sessions are with (null until one is assigned). */
  doctor_id: z.nullable(z.string()),
  /** That doctor by name, and when the order was paid: what the patient calls the order by. */
  doctor_name: z.optional(z.nullable(z.string())),
  paid_at: z.optional(z.nullable(z.string())),
  /** The last day (YYYY-MM-DD, India) a session of this order may take place (`creditsValidUntil`). */
  valid_until: z.optional(z.nullable(z.string())),
  /** The session package these credits came from (its name), when they did. */
  package_name: z.optional(z.nullable(z.string())),
  /** Its package lets the buyer's family members be booked from these credits (issue 28 point 3). */
  family_shared: z.optional(z.boolean()),
  /** Past valid_until: package credits then are neither usable nor refundable (plain orders stay refundable). */
  expired: z.optional(z.boolean()),
  total: z.int(),
  /** Dated sessions: held, scheduled, completed or no-show. */
  scheduled: z.int(),
  refunded: z.int(),
  remaining: z.int(),
});
export type SessionCredits = z.infer<typeof sessionCreditsSchema>;
