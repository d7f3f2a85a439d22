// Issue 28 point 5: a patient books a home visit in a PIN the doctor serves with a travel fee, sees the fee before
// paying, pays in the sandbox checkout, and the receipt names the fee; the amount charged is price + fee. Dr. Asha
// Rao gets one area (560001, ₹150) for this spec and none again after it, as the other journeys know her.
import { PATHS, to } from '../support/paths';
import {
  baseURL,
  DEMO_DOCTOR,
  doctorToken,
  expect,
  expectNoA11yViolations,
  freshMobile,
  inr,
  loginInModal,
  payInSandbox,
  test,
} from '../support';

test('a home visit with a travel fee: shown before paying, charged with the price, named on the receipt', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await doctorToken(request);
  const setAreas = (data: object) =>
    request.put(`${baseURL()}/api/doctors/${DEMO_DOCTOR.id}/home-areas`, {
      headers: { authorization: `Bearer ${token}` },
      data,
    });
  expect(
    (
      await setAreas({ start_pincode: '560001', areas: [{ pincode: '560001', travel_fee_paise: 15_000 }] })
    ).status(),
  ).toBe(200);
  try {
    const mobile = freshMobile();
    await page.goto(PATHS.booking);
    const main = page.locator('main');
    await main.getByLabel('Name', { exact: true }).fill('E2E Home Visit');
    await main.getByLabel('Email', { exact: true }).fill(`home.${mobile}@example.in`);
    await main.getByLabel('Quantity (sessions)').fill('1');
    await main.getByLabel('Problem', { exact: true }).selectOption('Back pain');
    await main.getByLabel(/Home treatment/).check();
    await main.getByLabel('Address').fill('12 Residency Road, Bengaluru');
    await main.getByLabel('Pincode').fill('560001');
    await main
      .getByRole('group', { name: 'Physiotherapist' })
      .getByRole('radio', { name: 'Dr. Asha Rao' })
      .check();
    const first = main
      .getByRole('group', { name: /^Free times on / })
      .getByRole('button', { name: /with Dr. Asha Rao$/ })
      .first();
    await first.click();
    await main.getByRole('button', { name: 'Book Now' }).click();
    await loginInModal(page, request, mobile);

    // Before paying: the fee the server quoted, and a total of price + fee.
    await page.waitForURL('**/confirmbooking');
    await expect(main.getByTestId('travel-fee')).toHaveText(inr.format(150));
    await expect(main.getByTestId('total')).toHaveText(inr.format(499 + 150));
    await expectNoA11yViolations(page);

    await payInSandbox(page, main, 'Success');
    await page.waitForURL('**/thankyou?**', { timeout: 20_000 });

    // Charged price + fee, and the receipt names the fee.
    await page.goto(to.patientOrders(mobile));
    const receipts = main.getByRole('region', { name: 'Receipts' });
    await expect(receipts).toContainText(`Paid ${inr.format(649)}`);
    await receipts
      .getByRole('button', { name: /^Open receipt / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('₹150.00 travel fee');
    await expect(dialog).toContainText(inr.format(649));
  } finally {
    expect((await setAreas({ start_pincode: null, areas: [] })).status()).toBe(200);
  }
});
