/**
 * Home visits that know the road (issue 28 point 5): a doctor's service areas (PIN codes, each with its travel fee),
 * the starting point their day of home visits leaves from, and the travel fee a patient is quoted before paying.
 */
import './zod-config';
import { z } from 'zod/mini';
import { MESSAGES } from './messages';
import { PINCODE_PATTERN } from './validation';

/** A six-digit Indian PIN code (spec-style message otherwise): the booking form's and every travel call's. */
export const pincodeSchema = z.string().check(z.trim(), z.regex(PINCODE_PATTERN, MESSAGES.booking.pincode));

export const TRAVEL = {
  /** Service areas one doctor may list. */
  maxAreas: 100,
  /** The highest travel fee per visit a doctor may set: ₹1,000. */
  maxFeePaise: 100_000,
} as const;

export const TRAVEL_MESSAGES = {
  fee: `Enter a travel fee between ₹0 and ₹${TRAVEL.maxFeePaise / 100}`,
  tooManyAreas: `You can list at most ${TRAVEL.maxAreas} PIN codes`,
  duplicateArea: 'Each PIN code can be listed once',
  startNeedsAreas: 'Add at least one PIN code you visit, or clear the starting PIN code',
  unknownPin: (pin: string) => `We do not know where PIN code ${pin} is. Please check it.`,
  outsideArea: (pin: string) =>
    `This physiotherapist does not make home visits in PIN code ${pin}. Please choose an online session or another physiotherapist.`,
} as const;

export const homeAreaSchema = z.object({
  pincode: pincodeSchema,
  /** Per home visit, integer paise; ₹0 when the doctor sets none. */
  travel_fee_paise: z
    .number({ error: TRAVEL_MESSAGES.fee })
    .check(
      z.int(TRAVEL_MESSAGES.fee),
      z.gte(0, TRAVEL_MESSAGES.fee),
      z.lte(TRAVEL.maxFeePaise, TRAVEL_MESSAGES.fee),
    ),
});
export type HomeArea = z.infer<typeof homeAreaSchema>;

/**
 * `GET/PUT /api/doctors/{id}/home-areas`. No areas: the doctor visits any PIN with the fixed gap between visits and
 * no fee (as before issue 28). With areas, a start PIN is required: the day's first visit is reached from there.
 */
export const homeAreasSchema = z
  .object({
    start_pincode: z.nullable(pincodeSchema),
    areas: z.array(homeAreaSchema).check(z.maxLength(TRAVEL.maxAreas, TRAVEL_MESSAGES.tooManyAreas)),
  })
  .check(
    z.superRefine((v, ctx) => {
      const pins = v.areas.map((a) => a.pincode.trim());
      if (new Set(pins).size !== pins.length)
        ctx.addIssue({ code: 'custom', message: TRAVEL_MESSAGES.duplicateArea, path: ['areas'] });
      if (v.areas.length > 0 && !v.start_pincode)
        ctx.addIssue({ code: 'custom', message: 'Enter your starting PIN code', path: ['start_pincode'] });
    }),
  );
export type HomeAreas = z.infer<typeof homeAreasSchema>;

/** `GET /api/travel/quote?doctor_id=&pincode=`: what a home visit there adds, shown before payment. */
export const travelQuoteSchema = z.object({
  pincode: z.string(),
  /** Per home visit, integer paise. */
  travel_fee_paise: z.number(),
  /** Straight-line kilometres from the doctor's starting PIN (null when the doctor lists no areas). */
  distance_km: z.nullable(z.number()),
});
export type TravelQuote = z.infer<typeof travelQuoteSchema>;
