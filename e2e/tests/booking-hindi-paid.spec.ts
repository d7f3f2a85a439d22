// Issue 30 point 4: a Hindi-speaking patient books, pays and gets a Hindi confirmation. The patient turns the
// site Hindi with the header's switch on /booking, fills the form and logs in with the one-time code in Hindi
// (the code's SMS is Hindi too: the physio_lang cookie reaches the API), pays in the sandbox checkout, lands on
// the Hindi thank-you page, and the dev outboxes hold the payment confirmation in Hindi: the SMS (UCS-2, its
// parts counted) and the e-mail.
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoA11yViolations, freshMobile, test } from '../support';
import { latestOtp } from '../support/otp';
import { sandboxCheckout } from '../support/booking';
import { baseURL } from '../support/stack';

interface SmsEntry {
  mobile: string;
  message: string;
  created_at: string;
  encoding?: string;
  parts?: number;
}

async function smsTo(request: APIRequestContext, mobile: string): Promise<SmsEntry[]> {
  const res = await request.get(`${baseURL()}/api/dev/sms`, { params: { mobile } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: SmsEntry[] }).data;
}

test('a Hindi-speaking patient books, pays and is confirmed in Hindi', async ({ page, request }) => {
  const patient = { id: freshMobile(), name: 'Sunita Verma', email: `sunita.${Date.now()}@example.in` };

  await test.step('the site turns Hindi from the header’s switch', async () => {
    await page.goto('/booking');
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'सत्र बुक करें' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });

  const main = page.locator('main');
  await test.step('the form and the one-time code, in Hindi', async () => {
    await main.getByLabel('नाम', { exact: true }).fill(patient.name);
    await main.getByLabel('ईमेल', { exact: true }).fill(patient.email);
    await main.getByLabel('संख्या (सत्र)').fill('1');
    await main.getByLabel('समस्या', { exact: true }).selectOption({ label: 'पीठ का दर्द' });
    await main.getByRole('button', { name: 'हम आपको फ़ोन करके समय तय करें' }).click();
    await main.getByRole('button', { name: 'अभी बुक करें' }).click();

    const mobileDialog = page.getByRole('dialog', { name: 'अपना मोबाइल नंबर सत्यापित करें' });
    await expect(mobileDialog).toBeVisible();
    await mobileDialog.getByRole('textbox', { name: 'मोबाइल नंबर' }).fill(patient.id);
    const since = new Date(Date.now() - 1000);
    await mobileDialog.getByRole('button', { name: 'OTP पाएँ' }).click();
    const codeDialog = page.getByRole('dialog', { name: 'एक बार इस्तेमाल होने वाला कोड दर्ज करें' });
    await expect(codeDialog).toBeVisible();
    const code = await latestOtp(request, patient.id, { since });
    const codeSms = (await smsTo(request, patient.id)).find((m) => m.message.includes(code));
    expect(codeSms?.message).toContain('आपका PhysioCare कोड है');
    await codeDialog.getByLabel('6 में से अंक 1').click();
    await page.keyboard.type(code);
    await codeDialog.getByRole('button', { name: 'सत्यापित करें' }).click();
  });

  await test.step('pays on the Hindi confirmation page', async () => {
    await page.waitForURL('**/confirmbooking');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expectNoA11yViolations(page);
    await main.getByRole('button', { name: 'भुगतान करें', exact: true }).click();
    const checkout = sandboxCheckout(page);
    await expect(checkout).toBeVisible({ timeout: 15_000 });
    await checkout.getByRole('button', { name: 'Success', exact: true }).click();
    await page.waitForURL('**/thankyou?**', { timeout: 20_000 });
    await expect(
      page.getByRole('heading', { name: 'PhysioCare के साथ बुकिंग करने के लिए धन्यवाद!' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });

  await test.step('the confirmation SMS and e-mail are Hindi', async () => {
    await expect
      .poll(
        async () => (await smsTo(request, patient.id)).find((m) => m.message.includes('का भुगतान मिल गया है')),
        {
          timeout: 10_000,
        },
      )
      .toMatchObject({ encoding: 'UCS-2' });
    const sms = (await smsTo(request, patient.id)).find((m) => m.message.includes('का भुगतान मिल गया है'))!;
    expect(sms.message).toContain('आपकी बुकिंग पक्की हो गई है');
    expect(sms.parts).toBeGreaterThan(1);
    await expect
      .poll(
        async () => {
          const res = await request.get(`${baseURL()}/api/dev/email`, { params: { to: patient.email } });
          const mails = ((await res.json()) as { data: { subject: string }[] }).data;
          return mails.map((m) => m.subject).find((s) => s.startsWith('बुकिंग पक्की'));
        },
        { timeout: 10_000 },
      )
      .toMatch(/^बुकिंग पक्की: ऑर्डर /);
  });
});
