// DPDP data rights (issue 30): a patient downloads their data (JSON and PDF) and then erases the account; a new
// login with that number starts an empty account. Screenshots of the Privacy page (desktop and 390 px) go to
// e2e/artifacts/privacy/ (ignored by git).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, freshMobile, loginOnPage, test, VIEWPORTS } from '../support';
import { PATHS, to } from '../support/paths';

const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/privacy');

async function downloaded(page: Page, button: string): Promise<{ name: string; body: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('main').getByRole('button', { name: button }).click(),
  ]);
  const where = await file.path();
  return { name: file.suggestedFilename(), body: fs.readFileSync(where) };
}

const sectionsOf = (json: Buffer) =>
  Object.fromEntries(
    (
      JSON.parse(json.toString('utf8')) as { sections: { key: string; rows: Record<string, unknown>[] }[] }
    ).sections.map((s) => [s.key, s.rows]),
  );

test('a patient downloads and then erases their data; a new login with that number starts empty', async ({
  page,
  request,
}) => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const mobile = freshMobile('6');
  const patient = { id: mobile, name: 'Anjali Deshpande', email: `anjali.${mobile}@example.in` };
  await page.goto(PATHS.patientLogin);
  await loginOnPage(page, request, patient);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: `Hello, ${patient.name}` })).toBeVisible();

  await main.getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(to.patientPrivacy(mobile));
  await expect(main.getByRole('switch', { name: 'Booking and care (needed to book)' })).toBeChecked();
  await expect(main.getByRole('switch', { name: 'News and offers' })).not.toBeChecked();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: path.join(ARTIFACTS, 'privacy-desktop.png'), fullPage: true });

  // Withdraw the SMS reminders with the keyboard: the switch is reachable and toggles with Space.
  const sms = main.getByRole('switch', { name: 'Session reminders by SMS' });
  await sms.focus();
  await page.keyboard.press('Space');
  await expect(sms).not.toBeChecked();
  await expect(main.getByText('Your choice is saved.')).toBeVisible();

  const json = await downloaded(page, 'Download JSON');
  expect(json.name).toBe('my-physiocare-data.json');
  const mine = sectionsOf(json.body);
  expect(mine.profile).toEqual([expect.objectContaining({ id: mobile, name: patient.name })]);
  expect(mine.consents).toEqual(
    expect.arrayContaining([expect.objectContaining({ channel: 'sms', optedIn: false })]),
  );

  const pdf = await downloaded(page, 'Download PDF');
  expect(pdf.name).toBe('my-physiocare-data.pdf');
  expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');

  const requests = main.getByRole('list', { name: 'Your requests' });
  await expect(requests.getByRole('listitem').filter({ hasText: 'Download' })).toHaveCount(2);
  await expect(requests.getByRole('listitem').filter({ hasText: 'Consent change' })).toHaveCount(1);

  await page.setViewportSize(VIEWPORTS.phone);
  await page.screenshot({ path: path.join(ARTIFACTS, 'privacy-phone.png'), fullPage: true });
  await page.setViewportSize(VIEWPORTS.desktop);

  // Erase: the button waits for the typed word.
  const erase = main.getByRole('button', { name: 'Erase my account' });
  await expect(erase).toBeDisabled();
  await main.getByLabel('Type ERASE to confirm').fill('ERASE');
  await erase.click();
  await expect(main.getByText('Your account is erased.')).toBeVisible();

  // The same number again: an empty account under the new name.
  await page.goto(PATHS.patientLogin);
  const again = { ...patient, name: 'Anjali D' };
  await loginOnPage(page, request, again);
  await expect(main.getByRole('heading', { name: `Hello, ${again.name}` })).toBeVisible();
  await page.goto(to.patientPrivacy(mobile));
  await expect(main.getByRole('list', { name: 'Your requests' })).toHaveCount(0);
  await expect(main.getByText('No requests yet.')).toBeVisible();
  await expect(main.getByRole('switch', { name: 'Session reminders by SMS' })).toBeChecked();
  const fresh = sectionsOf((await downloaded(page, 'Download JSON')).body);
  expect(fresh.profile).toEqual([expect.objectContaining({ id: mobile, name: again.name })]);
  expect(fresh.payments).toEqual([]);
  expect(fresh.bookings).toEqual([]);
  expect(fresh.requests).toEqual([]);
});
