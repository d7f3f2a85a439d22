/** Business constants of spec §9 and §3; one place for every number the UI and API share. */
export const FIRST_BOOKING_PRICE_RUPEES = 499;
export const DEFAULT_PLAN_SESSIONS = 1;
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 15;
export const REQUEST_TIMEOUT_MS = 120_000;
/** Refresh when the token's remaining validity is under this many seconds (spec §9). */
export const TOKEN_REFRESH_THRESHOLD_SECONDS = 1;
export const COUPON_PAGE_SIZES = [5, 10, 15] as const;
export const DEFAULT_COUPON_PAGE_SIZE = 10;
export const COUPON_START_TIME = '00:00:00';
export const COUPON_END_TIME = '23:59:59';
export const REDIRECT_DELAY_MS = {
  thankYou: 5_000,
  paymentSuccess: 10_000,
  contactSuccess: 3_000,
} as const;
export const CAROUSEL_INTERVAL_MS = { procedure: 2_000, default: 5_000 } as const;
export const SESSION_DURATION_TEXT = '30 minutes to 1 hour';
export const CURRENCY = 'INR';
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';
/** Custom header the refresh call carries (DESIGN.md §3), checked by the API against cross-site requests. */
export const CSRF_HEADER = { name: 'X-Requested-With', value: 'physio' } as const;
/** `POST` here with the refresh cookie and CSRF_HEADER: a new access token (endpoints/auth.ts `token.refresh`). */
export const TOKEN_REFRESH_PATH = '/api/token/refresh';

export const PROBLEM_CATEGORIES = [
  'Headache/Neck pain',
  'Shoulder pain',
  'Back pain',
  'Elbow pain/Hand pain/Finger pain',
  'Waist pain/Hip pain',
  'Knee pain',
  'Foot pain/Ankle pain',
  'Neurological Condition',
  'Pediatric Condition',
  'Cardiological Condition',
  'Others',
] as const;
export type ProblemCategory = (typeof PROBLEM_CATEGORIES)[number];

export const TREATMENT_MODES = ['online', 'home'] as const;
export type TreatmentMode = (typeof TREATMENT_MODES)[number];

export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export const ORDER_KINDS = ['first_booking', 'physio'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
/** What an order record may be: an order placed through `POST /api/orders`, or a session package bought. */
export const ORDER_RECORD_KINDS = [...ORDER_KINDS, 'package'] as const;
export type OrderRecordKind = (typeof ORDER_RECORD_KINDS)[number];

export const ORDER_STATUSES = ['created', 'attempted', 'paid', 'failed', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ROLES = ['patient', 'doctor'] as const;
export type Role = (typeof ROLES)[number];

export const STORAGE_KEYS = {
  doctor: 'Doctor',
  profile: 'Profile',
  previousLogger: 'PreviousLogger',
} as const;
