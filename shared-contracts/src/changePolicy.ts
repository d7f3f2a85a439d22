/**
 * The patient's change-of-plan policy in words, built from the windows the API enforces (CHANGES): the
 * booking pages, the patient area, the e-mails and the Terms page all say it with these sentences. No zod.
 */
import { CHANGES } from './changeLimits';
import { addDays, addMonths, dayInIndiaOf } from './dates';

const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;

export const RESCHEDULE_WINDOW_TEXT = hours(CHANGES.patientRescheduleHours);
export const CANCEL_WINDOW_TEXT = hours(CHANGES.patientCancelHours);
export const CREDIT_VALIDITY_TEXT = `${CHANGES.creditValidityMonths} months`;

/**
 * The last day (in India) a session of an order paid at `paidAt` may take place: the same day
 * CHANGES.creditValidityMonths later. Unused sessions stay refundable after it.
 */
export const creditsValidUntil = (paidAt: string): string =>
  addMonths(dayInIndiaOf(paidAt), CHANGES.creditValidityMonths);

/**
 * The last day (in India) a session of a package paid at `paidAt` may take place: the purchase day plus its
 * validity in days. Past it the package's sessions are neither usable nor refundable.
 */
export const packageCreditsValidUntil = (paidAt: string, validityDays: number): string =>
  addDays(dayInIndiaOf(paidAt), validityDays);

export const CHANGE_POLICY = {
  reschedule: `Move a session up to ${RESCHEDULE_WINDOW_TEXT} before it starts, online from your account.`,
  cancel: `Cancel up to ${CANCEL_WINDOW_TEXT} before it starts and the session goes back to your account: book a new time, or ask for a refund of your unused sessions.`,
  later: 'Closer to the start, call or WhatsApp the clinic.',
} as const;

/** The id of the Terms page's section on rescheduling, cancellation and refunds (/terms#…). */
export const TERMS_CHANGES_SECTION_ID = '4-rescheduling-cancellation-and-refunds';
