// Accessibility with the dialogs open (issue 27.5): every modal is a native <dialog> shown with showModal, so
// the page behind it is inert (its controls cannot take the focus), Escape closes it and gives the focus back
// to its opener, and axe (WCAG 2.2 AA) finds nothing serious or critical on the route with it open.
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  fillBookingForm,
  freshMobile,
  loginDoctor,
  loginInModal,
  newWatchedPage,
  sandboxCheckout,
  test,
  VIEWPORTS,
} from '../support';
import { PATHS } from '../support/paths';

/** The dialog is the browser's modal one (in the top layer), and `behind` cannot take the focus. */
async function expectModal(dialog: Locator, behind: Locator) {
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.tagName === 'DIALOG' && el.matches(':modal'))).toBe(true);
  const tookFocus = await behind.evaluate((el) => {
    (el as HTMLElement).focus();
    return document.activeElement === el;
  });
  expect(tookFocus, 'a control behind the modal dialog took the focus').toBe(false);
}

/** Escape closes the dialog and the focus goes back to `opener`. */
async function expectEscapeReturnsFocus(page: Page, dialog: Locator, opener: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe('axe with the dialogs open', () => {
  test.slow();

  test('as a visitor: the booking login dialogs, the contact result and the doctor sign-up', async ({
    page,
  }) => {
    const main = page.locator('main');
    await page.goto(PATHS.booking);
    await fillBookingForm(main, { name: 'Dia Log', email: 'dia.log@example.in' }, { quantity: 1 });
    const bookNow = main.getByRole('button', { name: 'Book Now' });
    const mobileDialog = page.getByRole('dialog', { name: 'Verify your mobile number' });
    await expectModal(mobileDialog, bookNow);
    await expectNoA11yViolations(page);
    await expectEscapeReturnsFocus(page, mobileDialog, bookNow);

    await bookNow.click();
    await mobileDialog.getByRole('textbox', { name: 'Mobile Number' }).fill(freshMobile('8'));
    await mobileDialog.getByRole('button', { name: 'GET OTP' }).click();
    const codeDialog = page.getByRole('dialog', { name: 'Enter the one-time code' });
    await expectModal(codeDialog, main.getByRole('group', { name: 'Day' }).getByRole('button').first());
    await expect(codeDialog.getByLabel('Digit 1 of 6')).toBeFocused();
    await expectNoA11yViolations(page);
    await expectEscapeReturnsFocus(page, codeDialog, bookNow);

    await page.goto(PATHS.doctorLogin);
    const signUp = main.getByRole('button', { name: 'Sign Up' });
    await signUp.click();
    const register = page.getByRole('dialog', { name: 'Register as a physiotherapist' });
    await expectModal(register, main.getByRole('button', { name: 'Sign Up' }));
    await register.getByRole('button', { name: 'Register' }).click();
    await expect(register.getByText('Enter a valid Name')).toBeVisible();
    await expectNoA11yViolations(page);
    await expectEscapeReturnsFocus(page, register, signUp);
  });

  test.describe('the contact form result', () => {
    // The failure dialog, from an answer this test makes fail: the browser logs the failed load.
    test.use({ allowedConsoleErrors: [/status of 500/] });

    test('the failure dialog', async ({ page }) => {
      await page.route('**/api/contact', (route) =>
        route.fulfill({ status: 500, json: { message: 'down', code: 'INTERNAL' } }),
      );
      await page.goto(PATHS.contact);
      await page.getByLabel('Name').fill('Ravi Kumar');
      await page.getByLabel('Email').fill('ravi@example.in');
      await page.getByLabel('Message').fill('Do you visit homes in Pune?');
      const submit = page.locator('main').getByRole('button', { name: 'Submit' });
      await submit.click();
      const dialog = page.getByRole('dialog', { name: 'Your response was not submitted' });
      await expectModal(dialog, page.getByLabel('Message'));
      await expectNoA11yViolations(page);
    });
  });

  test('as the doctor: the coupon dialogs', async ({ browser }) => {
    const { page, errors } = await newWatchedPage(browser, VIEWPORTS.desktop);
    await loginDoctor(page);
    await page.goto('/dashboard?coupons');
    const main = page.locator('main');
    await main.getByRole('radio', { name: 'View Coupons' }).check();
    const update = main.getByRole('button', { name: 'Update WELCOME10' });
    await update.click();
    const updateDialog = page.getByRole('dialog', { name: 'Update coupon' });
    await expectModal(updateDialog, main.getByRole('button', { name: 'Delete WELCOME10' }));
    await expectNoA11yViolations(page);
    await expectEscapeReturnsFocus(page, updateDialog, update);

    const remove = main.getByRole('button', { name: 'Delete WELCOME10' });
    await remove.click();
    const confirm = page.getByRole('dialog', { name: 'Delete coupon' });
    await expectModal(confirm, update);
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoA11yViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(main.getByRole('button', { name: 'Delete WELCOME10' })).toBeVisible();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('as a patient: the checkout and a receipt', async ({ browser, request }) => {
    const { page, errors } = await newWatchedPage(browser, VIEWPORTS.phone);
    const main = page.locator('main');
    const id = freshMobile('8');
    await page.goto(PATHS.booking);
    await fillBookingForm(main, { name: 'Rina Dialog', email: `rina.${id}@example.in` }, { quantity: 1 });
    await loginInModal(page, request, id);
    await page.waitForURL('**/confirmbooking');
    await main.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(sandboxCheckout(page)).toBeVisible({ timeout: 15_000 });
    await expectNoA11yViolations(page);
    await sandboxCheckout(page).getByRole('button', { name: 'Success', exact: true }).click();
    await page.waitForURL('**/thankyou?**', { timeout: 20_000 });

    await page.goto(`/user/orders/${id}`);
    const open = page
      .getByRole('region', { name: 'Receipts' })
      .getByRole('button', { name: /^Open receipt PAY-/ });
    await open.click();
    const receipt = page.getByRole('dialog');
    await expectModal(
      receipt,
      page.getByRole('navigation', { name: 'Patient area' }).getByRole('link').first(),
    );
    await expectNoA11yViolations(page);
    await expectEscapeReturnsFocus(page, receipt, open);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
