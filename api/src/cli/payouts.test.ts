import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { doctors, payouts } from '../platform/db/schema';
import { creditDoctorForOrder } from '../modules/billing/payouts';
import { openConfiguredDatabase } from './common';
import { payoutsCommand } from './payouts';

/** `payouts settle` on an embedded database of its own, as an operator runs it (the configured database). */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'physio-cli-payouts-'));
const saved = { ...process.env };
let printed: string[] = [];

beforeAll(async () => {
  Object.assign(process.env, { DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: 'x'.repeat(40) });
  const database = await openConfiguredDatabase();
  await database.db.insert(doctors).values({
    id: '9000000011',
    mobile: '9000000011',
    name: 'Dr. Cli',
    email: 'cli@example.com',
    gender: 'female',
    birthDate: '1980-01-01',
    passwordHash: 'x',
  });
  await creditDoctorForOrder(database.db, {
    doctorId: '9000000011',
    orderId: 'cli-order',
    orderAmountPaise: 100_000,
    sharePercent: 70,
  });
  await database.close();
});
beforeEach(() => {
  printed = [];
  jest.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
  jest.spyOn(console, 'error').mockImplementation((line: string) => void printed.push(line));
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => {
  process.env = saved;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const stored = async () => {
  const database = await openConfiguredDatabase();
  try {
    return await database.db.select().from(payouts).where(eq(payouts.doctorId, '9000000011'));
  } finally {
    await database.close();
  }
};

it('settles without a bank reference as a pending payout, then records the real transfer', async () => {
  expect(await payoutsCommand(['settle'])).toBe(0);
  const [pending] = await stored();
  expect(pending).toMatchObject({ status: 'pending', utr: null, razorpayId: null, amountPaise: 70_000 });
  expect(printed.join('\n')).toContain(`pending 9000000011: Rs. 700.00`);
  expect(printed.join('\n')).toContain(`payouts paid ${pending!.id} --utr <reference>`);
  expect(printed.join('\n')).not.toMatch(/PHY\d|pout_/);

  expect(await payoutsCommand(['paid', pending!.id])).toBe(1);
  expect(await payoutsCommand(['paid', pending!.id, '--utr', 'HDFC0000123456'])).toBe(0);
  expect((await stored())[0]).toMatchObject({ status: 'paid', utr: 'HDFC0000123456' });
  expect(await payoutsCommand(['paid', pending!.id, '--utr', 'HDFC0000999999'])).toBe(1);
  expect(printed.at(-1)).toBe(`error: no pending payout ${pending!.id}`);
});
