/**
 * The doctor's registration number and payout details (issue 26 point 14): that doctor only, checked by the
 * contract's rules on the server, one payout method at a time, the account number never answered in full.
 */
import { eq } from 'drizzle-orm';
import { PRACTICE_MESSAGES } from '@physio/shared-contracts';
import { doctors } from '../../platform/db/schema';
import { createTestApp, loginAsDoctor, loginAsPatient, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const DOCTOR = '9000000001';
const url = `/api/doctors/${DOCTOR}/practice`;
const save = async (payload: Record<string, unknown>, headers?: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url, headers: headers ?? (await loginAsDoctor(t.app, DOCTOR)), payload });

describe('/api/doctors/{id}/practice', () => {
  it('reads the seeded registration number; saves a bank account and answers it masked', async () => {
    const headers = await loginAsDoctor(t.app, DOCTOR);
    const read = await t.app.inject({ method: 'GET', url, headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      registration_number: 'KSAHC/PT/2011/0457',
      payout_method: null,
    });

    const saved = await save({
      registration_number: ' ksahc/pt/2011/0457 ',
      payout_method: 'bank',
      account_name: 'Asha Rao',
      account_number: '001234567890',
      ifsc: 'hdfc0001234',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({
      registration_number: 'KSAHC/PT/2011/0457',
      payout_method: 'bank',
      upi_id: null,
      account_name: 'Asha Rao',
      account_number_last4: '7890',
      ifsc: 'HDFC0001234',
    });
    expect(saved.body).not.toContain('001234567890');
    const [row] = await t.db.select().from(doctors).where(eq(doctors.id, DOCTOR));
    expect(row!.payoutAccountNumber).toBe('001234567890');

    // Saved again without retyping the number: the stored one stays.
    const again = await save({
      registration_number: 'KSAHC/PT/2011/0457',
      payout_method: 'bank',
      account_name: 'Asha Rao',
      ifsc: 'HDFC0001234',
    });
    expect(again.json().data.account_number_last4).toBe('7890');

    // UPI instead: the bank account is cleared, one method at a time.
    const upi = await save({
      registration_number: 'KSAHC/PT/2011/0457',
      payout_method: 'upi',
      upi_id: 'Asha.Rao@okhdfc',
    });
    expect(upi.json().data).toMatchObject({
      payout_method: 'upi',
      upi_id: 'asha.rao@okhdfc',
      account_number_last4: null,
    });
    const [after] = await t.db.select().from(doctors).where(eq(doctors.id, DOCTOR));
    expect(after!.payoutAccountNumber).toBeNull();
  });

  it('refuses bad details with the form messages (400) and changes nothing', async () => {
    const [before] = await t.db.select().from(doctors).where(eq(doctors.id, DOCTOR));
    const cases: [Record<string, unknown>, string][] = [
      [{ registration_number: 'x', payout_method: 'upi', upi_id: 'a@b' }, PRACTICE_MESSAGES.registration],
      [
        { registration_number: 'KSAHC/PT/1', payout_method: 'upi', upi_id: 'not-a-upi' },
        PRACTICE_MESSAGES.upi,
      ],
      [
        {
          registration_number: 'KSAHC/PT/1',
          payout_method: 'bank',
          account_name: 'A R',
          account_number: '12ab',
          ifsc: 'HDFC0001234',
        },
        PRACTICE_MESSAGES.accountNumber,
      ],
      [
        {
          registration_number: 'KSAHC/PT/1',
          payout_method: 'bank',
          account_name: 'A R',
          account_number: '123456789',
          ifsc: 'HDFC1234',
        },
        PRACTICE_MESSAGES.ifsc,
      ],
      [{ registration_number: 'KSAHC/PT/1', payout_method: 'cash' }, PRACTICE_MESSAGES.method],
    ];
    for (const [payload, message] of cases) {
      const res = await save(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // A bank account the first time needs its number.
    await t.db.update(doctors).set({ payoutAccountNumber: null }).where(eq(doctors.id, DOCTOR));
    const missing = await save({
      registration_number: 'KSAHC/PT/1',
      payout_method: 'bank',
      account_name: 'A R',
      ifsc: 'HDFC0001234',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(PRACTICE_MESSAGES.accountNumber);
    const [after] = await t.db.select().from(doctors).where(eq(doctors.id, DOCTOR));
    expect(after!.registrationNumber).toBe(before!.registrationNumber);
  });

  it('is that doctor’s only: 403 for another doctor and a patient, 401 anonymous', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url, headers: await loginAsDoctor(t.app, '9000000002') }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url, headers: await loginAsPatient(t.app) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const other = await save(
      { registration_number: 'X/1/2', payout_method: 'upi', upi_id: 'x@upi' },
      await loginAsDoctor(t.app, '9000000002'),
    );
    expect(other.statusCode).toBe(403);
  });
});
