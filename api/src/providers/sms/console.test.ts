import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { createTestDatabase } from '../../../test/helpers';
import { ConsoleSmsProvider } from './console';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('ConsoleSmsProvider', () => {
  it('keeps a transactional message in the dev outbox with no one-time code', async () => {
    const sms = new ConsoleSmsProvider(database.db);
    await sms.sendMessage('9876543210', 'PhysioCare: payment received. Order ID: order_1.');
    const rows = await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '9876543210'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      mobile: '9876543210',
      message: 'PhysioCare: payment received. Order ID: order_1.',
      otp: null,
    });
  });

  it('keeps the one-time code beside its text', async () => {
    const sms = new ConsoleSmsProvider(database.db);
    await sms.sendOtp('9812345670', '123456');
    const rows = await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '9812345670'));
    expect(rows[0]).toMatchObject({ otp: '123456', message: expect.stringContaining('123456') });
  });

  it('logs instead of throwing when the outbox cannot be written', async () => {
    const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    const closed = await createTestDatabase();
    await closed.close();
    const sms = new ConsoleSmsProvider(closed.db, log as unknown as FastifyBaseLogger);
    await expect(sms.sendMessage('9876543210', 'hello')).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
