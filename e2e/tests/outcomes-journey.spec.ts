// Issue 29 (outcome measures) in Chromium: a patient who booked Dr. Asha Rao records the Patient-Specific
// Functional Scale three times over their course on /user/health/:id; the progress chart shows the three scores (and
// its table the same values); the patient downloads the progress report; their physiotherapist sees the same chart on
// the patient's page and records the pain at the session. Screenshots go to e2e/artifacts/outcomes/ (ignored by git).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
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

const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/outcomes');
const PSFS_CHART = 'Activity score (PSFS, 0–10, higher is better)';

test.describe.configure({ mode: 'serial' });
test.slow();

const patient = { id: freshMobile('9'), name: 'Progress Journey', email: '' };
patient.email = `e2e.${patient.id}@example.in`;

async function snap(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

async function ratePsfs(progress: Locator, ratings: number[], activities?: string[]) {
  const ratingInputs = progress.getByRole('spinbutton', { name: '0–10' });
  for (let i = 0; i < ratings.length; i++) {
    if (activities) await progress.getByRole('textbox', { name: `Activity ${i + 1}` }).fill(activities[i]!);
    await ratingInputs.nth(i).fill(String(ratings[i]));
  }
  await progress.getByRole('button', { name: 'Save score' }).click();
}

test('a patient records three activity scores over a course and the progress chart shows all three', async ({
  page,
  request,
}) => {
  await bookPaidSession(page, request, patient, 'Dr. Asha Rao');
  const main = page.locator('main');

  // The intake (its own journey is booking-intake.spec.ts) makes the first score due.
  const token = await patientToken(request, patient);
  const intake = await request.post(`${baseURL()}/api/users/${patient.id}/intake`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      problem: 'Right knee pain on stairs',
      since: 'Six weeks',
      pain: 6,
      red_flags: Object.fromEntries(
        [
          'weight_loss',
          'night_pain',
          'bladder_bowel',
          'saddle_numbness',
          'major_trauma',
          'fever',
          'cancer_history',
        ].map((k) => [k, false]),
      ),
      consent: { treatment: 'treatment-2026-11', teleconsultation: 'teleconsultation-2026-11' },
    },
  });
  expect(intake.status()).toBe(201);

  await page.goto(to.patientHealth(patient.id));
  const progress = main.getByRole('region', { name: 'Your progress' });
  await expect(progress.getByText('Your first progress score is due')).toBeVisible();
  await expect(progress.getByText('No activity score yet.')).toBeVisible();

  // Out of range: the form says why and saves nothing.
  await ratePsfs(progress, [2, 3, 12], ['Climb stairs', 'Squat to the floor', 'Walk to the market']);
  await expect(progress.getByText(/Rate each activity with a whole number from 0/)).toBeVisible();

  await ratePsfs(progress, [2, 3, 1]);
  await expect(progress.getByText('Score saved: 2.0 out of 10')).toBeVisible();
  await expect(progress.getByText('Your first progress score is due')).toHaveCount(0);
  // Follow-ups rate the same activities again (the form keeps them).
  await expect(progress.getByRole('textbox', { name: 'Activity 2' })).toHaveValue('Squat to the floor');
  await ratePsfs(progress, [4, 5, 6]);
  await expect(progress.getByText('Score saved: 5.0 out of 10')).toBeVisible();
  await ratePsfs(progress, [7, 8, 6]);
  await expect(progress.getByText('Score saved: 7.0 out of 10')).toBeVisible();

  const chart = progress.getByRole('img', {
    name: new RegExp(`^${PSFS_CHART.replace(/[()]/g, '\\$&')}: 3 scores, from 2\\.0 on .* to 7\\.0 on `),
  });
  await expect(chart).toBeVisible();
  await expect(chart.locator('circle')).toHaveCount(3);
  // The text alternative: the same three values in a table, opened from the keyboard.
  const summary = progress.getByText('Show the values as a table').first();
  await summary.focus();
  await page.keyboard.press('Enter');
  const table = progress.getByRole('table', { name: PSFS_CHART });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table).toContainText('2.0');
  await expect(table).toContainText('5.0');
  await expect(table).toContainText('7.0');

  await progress.getByRole('spinbutton', { name: 'Your pain today (0–10)' }).fill('4');
  await progress.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(progress.getByText('Pain rating saved')).toBeVisible();
  await expect(
    progress.getByRole('img', { name: /^Pain \(0–10, lower is better\): one score, 4\.0/ }),
  ).toBeVisible();
  await expectNoA11yViolations(page);

  const download = page.waitForEvent('download');
  await progress.getByRole('button', { name: 'Download the progress report (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe('progress-report.pdf');

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await progress.scrollIntoViewIfNeeded();
    await snap(page, `progress-${device}`);
  }
  // The access log lists the writes.
  await expect(main.getByRole('table', { name: /Who has seen or changed/ })).toContainText(
    'Recorded a progress score or pain rating',
  );
});

test('the physiotherapist sees the three scores on the patient’s page and records the pain at the session', async ({
  page,
}) => {
  await loginDoctor(page);
  await page.goto(to.patientDashboard(patient.id));
  const tools = page.getByRole('region', { name: /Doctor tools/ });
  const progress = tools.getByRole('region', { name: 'Progress' });
  await expect(progress.getByRole('img', { name: /: 3 scores, from 2\.0 on .* to 7\.0 on / })).toBeVisible({
    timeout: 15_000,
  });
  await progress.getByRole('spinbutton', { name: 'Pain at this session (0–10)' }).fill('3');
  await progress.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    progress.getByRole('img', { name: /^Pain .*: 2 scores, from 4\.0 on .* to 3\.0 on / }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await progress.scrollIntoViewIfNeeded();
    await snap(page, `doctor-progress-${device}`);
  }
});
