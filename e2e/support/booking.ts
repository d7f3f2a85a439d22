// The patient's booking steps as a user performs them: the form, the one-time-code modals, coupons and
// the sandbox checkout's Success / Failure buttons.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './a11y';
import { latestOtp } from './otp';

/** The slot picker's unscheduled path (shared-ui's CALL_ME_LABEL). */
export const CALL_ME_LABEL = 'Let us call you to fix a time';

export const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Accepts every alert and remembers its text. */
export function recordAlerts(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

/**
 * The booking form's fields, then Book Now. `doctor` picks that physiotherapist and their first free time, so the
 * patient is theirs whatever the other journeys booked before (a call-back goes to the least busy doctor);
 * otherwise `callMe` chooses "Let us call you to fix a time" (false: the caller picked a time).
 */
export async function fillBookingForm(
  main: Locator,
  who: { name: string; email: string },
  { quantity = 2, problem = 'Back pain', callMe = true, doctor }: BookingChoices = {},
) {
  await main.getByLabel('Name', { exact: true }).fill(who.name);
  await main.getByLabel('Email', { exact: true }).fill(who.email);
  await main.getByLabel('Quantity (sessions)').fill(String(quantity));
  await main.getByLabel('Problem', { exact: true }).selectOption(problem);
  if (doctor) {
    await main.getByRole('group', { name: 'Physiotherapist' }).getByRole('radio', { name: doctor }).check();
    const times = main.getByRole('group', { name: /^Free times on / });
    const first = times.getByRole('button', { name: new RegExp(`with ${doctor}$`) }).first();
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
  } else if (callMe) await main.getByRole('button', { name: CALL_ME_LABEL }).click();
  await main.getByRole('button', { name: 'Book Now' }).click();
}

interface BookingChoices {
  quantity?: number;
  problem?: string;
  callMe?: boolean;
  /** A physiotherapist by name ("Dr. Asha Rao"): their first free time is chosen. */
  doctor?: string;
}

/** Types the code from the dev outbox into the six boxes and presses VERIFY. */
export async function enterCode(
  page: Page,
  scope: Locator,
  request: APIRequestContext,
  mobile: string,
  since: Date,
) {
  const code = await latestOtp(request, mobile, { since });
  await scope.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await scope.getByRole('button', { name: 'VERIFY' }).click();
}

/** The booking form's mobile modal (its empty-number message first), then the code modal. */
export async function loginInModal(page: Page, request: APIRequestContext, mobile: string) {
  const mobileDialog = page.getByRole('dialog', { name: 'Verify your mobile number' });
  await expect(mobileDialog).toBeVisible();
  await mobileDialog.getByRole('button', { name: 'GET OTP' }).click();
  await expect(mobileDialog.getByText('Enter a Valid Mobile Number')).toBeVisible();
  await mobileDialog.getByRole('textbox', { name: 'Mobile Number' }).fill(mobile);
  const since = new Date(Date.now() - 1000);
  await mobileDialog.getByRole('button', { name: 'GET OTP' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Enter the one-time code' });
  await expect(codeDialog).toBeVisible();
  await expect(codeDialog.getByRole('timer')).toContainText('Resend code in');
  await expectNoA11yViolations(page);
  await enterCode(page, codeDialog, request, mobile, since);
}

/** /user/login: name, e-mail and mobile, GET OTP, then the code. */
export async function loginOnPage(
  page: Page,
  request: APIRequestContext,
  patient: { id: string; name: string; email: string },
) {
  const main = page.locator('main');
  await main.getByLabel('Name', { exact: true }).fill(patient.name);
  await main.getByLabel('Email', { exact: true }).fill(patient.email);
  await main.getByRole('textbox', { name: 'Mobile Number' }).fill(patient.id);
  const since = new Date(Date.now() - 1000);
  await main.getByRole('button', { name: 'GET OTP' }).click();
  await enterCode(page, main, request, patient.id, since);
}

export async function applyCoupon(main: Locator, code: string) {
  await main.getByLabel('Coupon code').fill(code.toLowerCase());
  await expect(main.getByLabel('Coupon code')).toHaveValue(code);
  await main.getByRole('button', { name: 'Apply' }).click();
  await expect(main.getByText('Applied Successfully')).toBeVisible();
}

/** The sandbox checkout dialog (the one with Success / Failure buttons). */
export function sandboxCheckout(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Success', exact: true }) });
}

/** Pay, then press Success, Failure or Cancel in the sandbox checkout dialog. */
export async function payInSandbox(page: Page, main: Locator, outcome: 'Success' | 'Failure' | 'Cancel') {
  await main.getByRole('button', { name: 'Pay', exact: true }).click();
  const checkout = sandboxCheckout(page);
  await expect(checkout).toBeVisible({ timeout: 15_000 });
  await checkout.getByRole('button', { name: outcome, exact: true }).click();
}

/**
 * A patient books one online session with `doctor` from the booking page, logs in with the code and pays in the
 * sandbox: the doctor then cares for them (the clinical journeys start here).
 */
export async function bookPaidSession(
  page: Page,
  request: APIRequestContext,
  patient: Parameters<typeof fillBookingForm>[1] & { id: string },
  doctor: string,
) {
  await page.goto('/booking');
  const main = page.locator('main');
  await fillBookingForm(main, patient, { quantity: 1, doctor });
  await loginInModal(page, request, patient.id);
  await page.waitForURL('**/confirmbooking');
  await payInSandbox(page, main, 'Success');
  await page.waitForURL('**/thankyou?**', { timeout: 20_000 });
}
