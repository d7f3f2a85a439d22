// Issue 29 in Chromium: a patient who has paid for an online session answers the intake before their first
// session (a red flag among the answers tells them to see a doctor) and gives both consents; their physiotherapist
// then sees the intake with its red flag on the patient's page, and the patient's access log shows that read.
// Screenshots of the intake at 390 px and 1280 px go to e2e/artifacts/clinical/ (ignored by git).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  baseURL,
  bookPaidSession,
  expect,
  expectNoA11yViolations,
  freshMobile,
  loginDoctor,
  patientToken,
  test,
  VIEWPORTS,
} from '../support';
import { to } from '../support/paths';

const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/clinical');
/** shared-contracts CLINICAL_MESSAGES.seeDoctor (its start) and mf-doctor's RED_FLAG_NOTICE. */
const SEE_DOCTOR = /Please see a doctor \(your family doctor, or a hospital emergency department/;
const RED_FLAG = /Red flag: the patient answered yes to a safety question/;
const SADDLE = 'Do you have numbness or tingling around your bottom, genitals or inner thighs?';

test.describe.configure({ mode: 'serial' });
test.slow();

const patient = { id: freshMobile('6'), name: 'Intake Journey', email: '' };
patient.email = `e2e.${patient.id}@example.in`;

async function snap(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

test('a patient fills the intake with consent before a first session; a red flag tells them to see a doctor', async ({
  page,
  request,
}) => {
  // An online session with the doctor who then reads the intake (a call-back would go to the least busy one).
  await bookPaidSession(page, request, patient, 'Dr. Asha Rao');
  const main = page.locator('main');

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.goto(to.patientHealth(patient.id));
    await expect(main.getByRole('heading', { name: 'Before your first session' })).toBeVisible();
    await snap(page, `intake-empty-${device}`);
  }
  await expectNoA11yViolations(page);

  // Nothing is saved while answers are missing: the first one takes the focus.
  await main.getByRole('button', { name: 'Save my answers' }).click();
  await expect(main.getByRole('textbox', { name: /What is the problem/ })).toBeFocused();

  await main.getByRole('textbox', { name: /What is the problem/ }).fill('Low back pain after lifting');
  await main.getByRole('textbox', { name: /Since when/ }).fill('Ten days');
  await main.getByRole('spinbutton', { name: /Pain right now/ }).fill('7');
  const questions = main.getByRole('group', { name: 'Safety questions' }).getByRole('group');
  const count = await questions.count();
  expect(count).toBe(7);
  for (let i = 0; i < count; i++) {
    const group = questions.nth(i);
    const legend = await group.locator('legend').innerText();
    await group.getByRole('radio', { name: legend === SADDLE ? 'Yes' : 'No' }).check();
  }
  await expect(main.getByText(SEE_DOCTOR)).toBeVisible();
  await main.getByRole('textbox', { name: /What would you like to be able to do again/ }).fill('Lift my son');
  await main.getByRole('checkbox', { name: 'I agree to assessment and treatment' }).check();
  // An online session: the teleconsultation consent is asked too.
  await main.getByRole('checkbox', { name: 'I agree to online sessions by video call' }).check();
  await expectNoA11yViolations(page);
  await snap(page, 'intake-filled');
  await main.getByRole('button', { name: 'Save my answers' }).click();

  await expect(main.getByText('Thank you: your answers are saved.')).toBeVisible();
  await expect(main.getByText(SEE_DOCTOR)).toBeVisible();
  const answers = main.getByLabel('Your intake answers');
  await expect(answers).toContainText(SADDLE);
  await expect(answers).toContainText(/Consent to teleconsultation\s*Given/);
  await expect(main.getByRole('table')).toContainText('Saved your intake answers');
  await expectNoA11yViolations(page);
  await page.setViewportSize(VIEWPORTS.phone);
  await snap(page, 'intake-saved-phone');
});

test('the physiotherapist sees the intake with its red flag before the session', async ({
  page,
  request,
}) => {
  await loginDoctor(page);
  await page.goto(to.patientDashboard(patient.id));
  const tools = page.getByRole('region', { name: /Doctor tools/ });
  // Their physiotherapist (the patient booked her time) starts a plan and sees the intake.
  await tools.getByLabel('Sessions').fill('4');
  await tools.getByLabel('Price per session (₹)').fill('600');
  await tools.getByRole('button', { name: 'Save plan' }).click();
  await expect(tools.getByText(RED_FLAG)).toBeVisible({ timeout: 15_000 });
  await expect(tools.getByLabel('Intake answers')).toContainText('Low back pain after lifting');
  await expect(tools.getByLabel('Intake answers')).toContainText(SADDLE);
  await expectNoA11yViolations(page);
  await snap(page, 'doctor-intake');

  // A session note from the template: drafted, signed (never edited after), then amended.
  const notes = tools.getByRole('region', { name: 'Session notes' });
  await notes.getByRole('button', { name: 'New note from template' }).click();
  const assessment = notes.getByRole('textbox', { name: 'Assessment' });
  await expect(assessment).toHaveValue(/Working diagnosis:/);
  await assessment.fill('Mechanical low back pain; saddle numbness reported: referred to GP today.');
  await notes
    .getByRole('textbox', { name: /Summary for the patient/ })
    .fill('Please see your family doctor today.');
  await notes.getByRole('button', { name: 'Save draft' }).click();
  await expect(notes.getByText('Draft saved.')).toBeVisible();
  await snap(page, 'doctor-note-draft');
  await notes.getByRole('button', { name: 'Sign note' }).click();
  await page
    .getByRole('dialog', { name: 'Sign this note?' })
    .getByRole('button', { name: 'Sign note' })
    .click();
  await expect(notes.getByRole('heading', { name: /^Signed / })).toBeVisible();
  await expect(notes.getByRole('textbox', { name: 'Assessment' })).toHaveCount(0);
  await notes
    .getByRole('textbox', { name: 'Add an amendment' })
    .fill('GP confirmed no cauda equina; continue.');
  await notes.getByRole('button', { name: 'Add amendment' }).click();
  await expect(notes.getByText('GP confirmed no cauda equina; continue.')).toBeVisible();
  await expect(notes.getByText(/Mechanical low back pain; saddle numbness reported/)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.setViewportSize(VIEWPORTS.phone);
  await snap(page, 'doctor-note-signed-phone');

  // The patient's access log names the doctor's read.
  const token = await patientToken(request, patient);
  const log = await request.get(`${baseURL()}/api/users/${patient.id}/access-log`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const entries = ((await log.json()) as { data: { actor_role: string; action: string; record: string }[] })
    .data;
  expect(entries).toContainEqual(
    expect.objectContaining({ actor_role: 'doctor', action: 'read', record: 'intake' }),
  );
});
