/**
 * Closing the app while its jobs hold their leader locks (each a pooled connection on PostgreSQL): the jobs let go
 * before the pool ends. The retention purge takes its lock as soon as the app is ready, so a close just after the
 * start found the pool's end waiting forever for that connection (the PostgreSQL pass: 120 s hook timeouts).
 * On PGlite a leader lock holds no connection, so there this only checks that the close is quick.
 */
import { createTestApp } from './helpers';

it('closes at once while the jobs hold their leader locks', async () => {
  const t = await createTestApp({
    env: { NODE_ENV: 'development' },
    sms: { name: 'msg91', sendOtp: async () => undefined },
  });
  // The purge's first turn (at start) takes its lock and runs on an empty database.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const closed = await Promise.race([
    t.close().then(() => 'closed'),
    new Promise((resolve) => setTimeout(() => resolve('still closing after 10 s'), 10_000)),
  ]);
  expect(closed).toBe('closed');
}, 30_000);
