/**
 * Session packages (issue 28 point 2): a doctor sells N sessions at a package price, usable for a number of days
 * after the purchase, online, at home or both. One rule for the doctor's form and `POST /api/dashboard/packages`
 * (`packageCreateSchema`), one for the purchase (`packagePurchaseSchema`). Money is integer paise in the API.
 */
import './zod-config';
import { z } from 'zod/mini';
import { formatRupees } from './pricing';
import { textSchema } from './primitives';
import { bookingDetailsSchema } from './schemas';

export const PACKAGE_MODES = ['online', 'home', 'both'] as const;
export type PackageMode = (typeof PACKAGE_MODES)[number];

export const PACKAGES = {
  minSessions: 1,
  maxSessions: 50,
  /** ₹5,00,000: no course of physiotherapy costs more; a typo of extra zeros is refused. */
  maxPricePaise: 50_000_000,
  minValidityDays: 1,
  maxValidityDays: 730,
  /** Active packages one doctor may offer at once. */
  maxActivePerDoctor: 20,
  /** The reminder goes out this many days before the last valid day. */
  reminderDaysBefore: 7,
} as const;

export const PACKAGE_MESSAGES = {
  name: 'Please enter a package name (at most 80 characters).',
  sessions: `A package has ${PACKAGES.minSessions} to ${PACKAGES.maxSessions} sessions.`,
  price: `The package price must be more than ₹0 and at most ${formatRupees(PACKAGES.maxPricePaise / 100)}.`,
  validity: `A package is valid for ${PACKAGES.minValidityDays} to ${PACKAGES.maxValidityDays} days.`,
  mode: 'Please choose online, home visits or both.',
  modeNotOffered: 'This package is not sold for that kind of session. Please choose one it offers.',
  tooMany: `You can offer at most ${PACKAGES.maxActivePerDoctor} packages at once. Please retire one first.`,
  notFound: 'No package with this ID',
  unavailable: 'This package is not on sale. Please choose one of the doctor’s current packages.',
  created: 'The package is on sale.',
  retired: 'The package is retired: it is no longer sold; packages already bought stay valid.',
  expired: (until: string) =>
    `The sessions of this package could be used until ${until}. Expired package sessions cannot be used or refunded.`,
} as const;

const wholeNumber = (message: string, min: number, max: number) =>
  z.int(message).check(z.gte(min, message), z.lte(max, message));

/** `POST /api/dashboard/packages`: what the doctor's form sends. */
export const packageCreateSchema = z.object({
  name: textSchema(80, { message: PACKAGE_MESSAGES.name }).check(z.minLength(1, PACKAGE_MESSAGES.name)),
  sessions: wholeNumber(PACKAGE_MESSAGES.sessions, PACKAGES.minSessions, PACKAGES.maxSessions),
  price: wholeNumber(PACKAGE_MESSAGES.price, 1, PACKAGES.maxPricePaise),
  validity_days: wholeNumber(PACKAGE_MESSAGES.validity, PACKAGES.minValidityDays, PACKAGES.maxValidityDays),
  mode: z.enum(PACKAGE_MODES, PACKAGE_MESSAGES.mode),
  family_shared: z._default(z.boolean(), false),
});
export type PackageCreate = z.input<typeof packageCreateSchema>;

export const sessionPackageSchema = z.object({
  id: z.string(),
  /** The doctor's public id. */
  doctor_id: z.string(),
  /** The doctor's name (the patients' lists). */
  doctor_name: z.optional(z.string()),
  name: z.string(),
  sessions: z.int(),
  /** Paise. */
  price: z.int(),
  validity_days: z.int(),
  mode: z.enum(PACKAGE_MODES),
  family_shared: z.boolean(),
  /** When it was taken off sale; null while it is sold. */
  retired_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type SessionPackage = z.infer<typeof sessionPackageSchema>;

export const packageIdSchema = z.string().check(z.uuid(PACKAGE_MESSAGES.notFound));

/**
 * `POST /api/packages/orders`: the patient buys a package of that doctor. The price comes from the package and the
 * coupon, never from the browser; `booking` says online or home (with the address) when the package offers it.
 */
export const packagePurchaseSchema = z.object({
  doctor_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  package_id: packageIdSchema,
  coupon_code: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  booking: z.optional(bookingDetailsSchema),
});
export type PackagePurchase = z.input<typeof packagePurchaseSchema>;

/** Whether a package sells sessions of this mode. */
export const packageOffers = (mode: PackageMode, wanted: 'online' | 'home'): boolean =>
  mode === 'both' || mode === wanted;

/** "10 sessions · ₹6,000 · valid 90 days" */
export const describePackage = (p: Pick<SessionPackage, 'sessions' | 'price' | 'validity_days'>): string =>
  `${p.sessions} session${p.sessions === 1 ? '' : 's'} · ${formatRupees(p.price / 100)} · valid ${p.validity_days} day${p.validity_days === 1 ? '' : 's'}`;

/** "Online sessions · shareable in the family": how a package's kind reads on the doctor's and the patients' lists. */
export const packageKindLabel = (p: Pick<SessionPackage, 'mode' | 'family_shared'>): string =>
  `${PACKAGE_MODE_LABELS[p.mode]}${p.family_shared ? ' · shareable in the family' : ''}`;

export const PACKAGE_MODE_LABELS: Record<PackageMode, string> = {
  online: 'Online sessions',
  home: 'Home visits',
  both: 'Online or home visits',
};
