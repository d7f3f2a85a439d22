// Issue 28 point 5: a doctor sets the PIN codes they visit, a travel fee per visit and their starting PIN from the
// dashboard's Hours tab, on a phone, with the keyboard; the public quote then prices a visit there. Dr. Rahul Mehta
// (online hours only) so no other journey's home visit meets these areas; the spec clears them when done.
import {
  baseURL,
  expect,
  expectNoA11yViolations,
  loginDoctor,
  SECOND_DOCTOR,
  test,
  VIEWPORTS,
} from '../support';

test('a doctor sets home-visit PIN codes, fees and a starting PIN; the quote prices a visit there', async ({
  page,
  request,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await loginDoctor(page, SECOND_DOCTOR);
  await page.goto('/dashboard?hours');
  const areas = page.getByRole('region', { name: 'Home visit areas' });
  await expect(areas.getByText(/you visit any PIN code, with no travel fee/)).toBeVisible();

  await areas.getByLabel('Starting PIN code').fill('560001');
  const add = areas.getByLabel('Add a PIN code');
  await add.fill('560066');
  await add.press('Tab');
  await page.keyboard.press('Enter');
  const fee = areas.getByLabel('Travel fee per visit (₹) for 560066');
  await fee.fill('150');
  await areas.getByRole('button', { name: 'Save home visit areas' }).click();
  await expect(areas.getByText('Home visit areas saved')).toBeVisible();
  await expectNoA11yViolations(page);
  await areas.screenshot({ path: 'test-results/travel-home-areas-phone.png' });
  await page.setViewportSize(VIEWPORTS.desktop);
  await areas.screenshot({ path: 'test-results/travel-home-areas-desktop.png' });

  const quote = await request.get(
    `${baseURL()}/api/travel/quote?doctor_id=${SECOND_DOCTOR.publicId}&pincode=560066`,
  );
  expect(quote.status()).toBe(200);
  expect((await quote.json()).data).toMatchObject({ pincode: '560066', travel_fee_paise: 15_000 });
  const outside = await request.get(
    `${baseURL()}/api/travel/quote?doctor_id=${SECOND_DOCTOR.publicId}&pincode=560038`,
  );
  expect(outside.status()).toBe(422);

  // Leave the doctor as the other journeys know them: no areas.
  await areas.getByRole('button', { name: 'Remove 560066' }).click();
  await areas.getByLabel('Starting PIN code').fill('');
  await areas.getByRole('button', { name: 'Save home visit areas' }).click();
  await expect(areas.getByText('Home visit areas saved')).toBeVisible();
  await expect(areas.getByText(/you visit any PIN code, with no travel fee/)).toBeVisible();
});
