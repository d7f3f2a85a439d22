/** Coupons: a coupon, its create/update/delete requests, the doctor's form and the lookup or list queries. */
import '../zod-config';
import { z } from 'zod/mini';
import { MESSAGES } from '../messages';
import { COUPON_CODE_PATTERN } from '../validation';
import { boundedString, decimalSchema, textSchema } from '../primitives';
import { numberFromText, requiredDate, startNotAfterEnd } from './common';

const couponCode = z.pipe(
  z.pipe(
    boundedString(64, 'Coupon codes use letters, digits, - and _ (at most 32)').check(
      z.trim(),
      z.minLength(1, MESSAGES.coupon.enterCode),
    ),
    z.transform((v) => v.toUpperCase()),
  ),
  z.string().check(z.regex(COUPON_CODE_PATTERN, 'Coupon codes use letters, digits, - and _ (at most 32)')),
);
/** numeric(5,2) with CHECK (> 0 AND <= 100): 0.001 would round to 0.00 and break the CHECK. */
const discount = decimalSchema({
  min: 0,
  minExclusive: true,
  max: 100,
  message: MESSAGES.coupon.invalidDiscount,
  typeMessage: MESSAGES.coupon.enterDiscount,
});

export const couponSchema = z.object({
  coupon_code: z.string(),
  offer_name: z.string(),
  discount_percentage: z.number(),
  start_date: z.string(),
  start_time: z.string(),
  end_date: z.string(),
  end_time: z.string(),
  active: z.boolean(),
  status: z.enum(['active', 'inactive']),
  /** Usage limits (issue 26), enforced by the server when an order is placed. */
  first_order_only: z.optional(z.boolean()),
  max_per_patient: z.optional(z.nullable(z.int())),
  max_total: z.optional(z.nullable(z.int())),
});
export type Coupon = z.infer<typeof couponSchema>;

export const COUPON_LIMIT_MESSAGES = {
  perPatient: 'Uses per patient: a whole number from 1 to 1000, or empty for no limit',
  total: 'Uses in all: a whole number from 1 to 1000000, or empty for no limit',
  firstOrderOnly: 'This coupon is for a first booking only.',
  usedByPatient: 'You have already used this coupon as many times as it allows.',
  usedUp: 'This coupon has been used as many times as it allows.',
} as const;
const limit = (max: number, message: string) =>
  z.nullable(z.number({ error: message }).check(z.int(message), z.gte(1, message), z.lte(max, message)));
/** The limits a doctor sets; left out of an update, they stay as they are. */
export const couponLimitFields = {
  first_order_only: z.optional(z.boolean()),
  max_per_patient: z.optional(limit(1000, COUPON_LIMIT_MESSAGES.perPatient)),
  max_total: z.optional(limit(1_000_000, COUPON_LIMIT_MESSAGES.total)),
};
/** The form's limits, typed as text: empty means no limit. */
const limitFromText = (max: number, message: string) =>
  z.pipe(
    z.pipe(
      z.string().check(z.trim()),
      z.transform((v) => (v === '' ? null : Number(v))),
    ),
    limit(max, message),
  );

const couponDates = {
  start_date: requiredDate(MESSAGES.coupon.enterStartDate),
  start_time: z.optional(z.string()),
  end_date: requiredDate(MESSAGES.coupon.enterEndDate),
  end_time: z.optional(z.string()),
};
const couponDatesInOrder = startNotAfterEnd('start_date', 'end_date', MESSAGES.coupon.startAfterEnd);

/** The fields of a coupon create request, before the date-order rule (the form extends them). */
export const couponCreateFields = z.object({
  coupon_code: couponCode,
  offer_name: z._default(textSchema(100), ''),
  discount_percentage: discount,
  ...couponDates,
  ...couponLimitFields,
});
export const couponCreateRequestSchema = couponCreateFields.check(z.refine(...couponDatesInOrder));
export type CouponCreateRequest = z.input<typeof couponCreateRequestSchema>;
/** The coupon form: the request's rules, the discount typed as text. */
export const couponFormSchema = z
  .extend(couponCreateFields, {
    discount_percentage: numberFromText(discount, MESSAGES.coupon.enterDiscount),
    max_per_patient: z.optional(limitFromText(1000, COUPON_LIMIT_MESSAGES.perPatient)),
    max_total: z.optional(limitFromText(1_000_000, COUPON_LIMIT_MESSAGES.total)),
  })
  .check(z.refine(...couponDatesInOrder));

export const couponUpdateRequestSchema = z
  .object({
    coupon_code: couponCode,
    offer_name: z.optional(textSchema(100)),
    discount_percentage: discount,
    ...couponDates,
    ...couponLimitFields,
  })
  .check(z.refine(...couponDatesInOrder));
export type CouponUpdateRequest = z.input<typeof couponUpdateRequestSchema>;

export const couponDeleteRequestSchema = z.object({ coupon_code: couponCode });
export const couponDeleteQuerySchema = z.object({ delete: z.enum(['true', 'false']) });

export const couponLookupQuerySchema = z.object({ coupon_code: couponCode });
export const couponPageQuerySchema = z.object({
  limit: z.coerce.number().check(z.int(), z.gte(1), z.lte(50)),
  offset: z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000)),
});
/** One path answers both: a lookup by code or a page of the list. */
export const couponQuerySchema = z.union([couponLookupQuerySchema, couponPageQuerySchema]);
export const couponListSchema = z.object({
  data: z.array(couponSchema),
  total: z.int(),
  count: z.int(),
});
export type CouponList = z.infer<typeof couponListSchema>;
