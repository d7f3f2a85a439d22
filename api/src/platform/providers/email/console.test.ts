import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { listEmailOutbox } from '../../../modules/notifications/email-outbox';
import { createTestDatabase } from '../../../../test/helpers';
import { ConsoleEmailProvider } from './console';
import { EmailError } from './types';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const message = (to: string, subject = 'Booking confirmed') => ({
  to,
  subject,
  text: 'Hello Asha,\n',
  html: '<p>Hello Asha,</p>',
  attachments: [
    {
      filename: 'physiocare-session.ics',
      contentType: 'text/calendar; charset=utf-8',
      content: 'BEGIN:VCALENDAR',
    },
  ],
});

describe('ConsoleEmailProvider', () => {
  it('keeps the message in the dev outbox with the attachments named, not their content, and logs one line without the address', async () => {
    const log = { info: jest.fn(), error: jest.fn() };
    const email = new ConsoleEmailProvider(database.db, log as unknown as FastifyBaseLogger);
    await email.send(message('asha@example.com'));
    const rows = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'asha@example.com'));
    expect(rows).toEqual([
      expect.objectContaining({
        subject: 'Booking confirmed',
        text: 'Hello Asha,\n',
        html: '<p>Hello Asha,</p>',
        attachments: [{ filename: 'physiocare-session.ics', contentType: 'text/calendar; charset=utf-8' }],
      }),
    ]);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(log.info.mock.calls)).not.toContain('asha@');
  });

  it('lists one address newest first, as GET /api/dev/email answers', async () => {
    const email = new ConsoleEmailProvider(database.db);
    await email.send(message('ravi@example.com', 'first'));
    await new Promise((r) => setTimeout(r, 5));
    await email.send(message('ravi@example.com', 'second'));
    await email.send(message('someone.else@example.com', 'not for ravi'));
    const listed = await listEmailOutbox(database.db, 'ravi@example.com');
    expect(listed.map((m) => m.subject)).toEqual(['second', 'first']);
    expect(listed[0]).toMatchObject({
      to: 'ravi@example.com',
      attachments: [{ filename: 'physiocare-session.ics', content_type: 'text/calendar; charset=utf-8' }],
    });
  });

  it('throws EmailError when the outbox cannot be written', async () => {
    const closed = await createTestDatabase();
    await closed.close();
    await expect(new ConsoleEmailProvider(closed.db).send(message('x@example.com'))).rejects.toBeInstanceOf(
      EmailError,
    );
  });
});
