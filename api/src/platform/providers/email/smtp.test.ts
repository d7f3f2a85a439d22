import type { FastifyBaseLogger } from 'fastify';
import {
  refusedSmtpUrl,
  SMTP_USER,
  startSmtpServer,
  type TestSmtpServer,
} from '../../../../test/smtp-server';
import { SmtpEmailProvider } from './smtp';
import { EmailError, maskEmail } from './types';

let server: TestSmtpServer;
beforeAll(async () => {
  server = await startSmtpServer();
});
afterAll(() => server.close());

const message = {
  to: 'asha.patient@example.com',
  subject: 'Booking confirmed',
  text: 'Plain text body\n',
  html: '<p>HTML body</p>',
  attachments: [
    {
      filename: 'physiocare-session.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    },
  ],
};

describe('SmtpEmailProvider', () => {
  it('logs in and delivers the subject, both bodies and the attachment to a real SMTP server', async () => {
    const log = { info: jest.fn(), error: jest.fn() };
    const provider = new SmtpEmailProvider({
      url: server.url,
      from: 'PhysioCare <no-reply@physiocare.in>',
      log: log as unknown as FastifyBaseLogger,
    });
    try {
      await provider.send(message);
    } finally {
      provider.close();
    }
    const [mail] = await server.waitFor(1);
    expect(mail!.user).toBe(SMTP_USER);
    expect(mail!.rcptTo).toEqual(['asha.patient@example.com']);
    expect(mail!.mailFrom).toBe('no-reply@physiocare.in');
    expect(mail!.parsed.subject).toBe('Booking confirmed');
    expect(mail!.parsed.text).toBe('Plain text body\n');
    expect(mail!.parsed.html).toBe('<p>HTML body</p>');
    expect(mail!.parsed.attachments).toHaveLength(1);
    expect(mail!.parsed.attachments[0]).toMatchObject({
      filename: 'physiocare-session.ics',
      contentType: 'text/calendar',
    });
    expect(mail!.parsed.attachments[0]!.content.toString()).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    // One log line, without the address.
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(log.info.mock.calls)).not.toContain('asha.patient');
    expect(JSON.stringify(log.info.mock.calls)).toContain(maskEmail(message.to));
  });

  it('throws EmailError when the server refuses the login or nothing listens', async () => {
    const wrongPassword = new SmtpEmailProvider({
      url: server.url.replace(/:[^:@]+@/, ':wrong-password@'),
      from: 'PhysioCare <no-reply@physiocare.in>',
    });
    await expect(wrongPassword.send(message)).rejects.toThrow(EmailError);
    wrongPassword.close();
    const nobody = new SmtpEmailProvider({ url: await refusedSmtpUrl(), from: 'no-reply@physiocare.in' });
    const refused = nobody.send(message);
    await expect(refused).rejects.toThrow(EmailError);
    await expect(refused).rejects.toThrow(/ECONNREFUSED/);
    // The password of SMTP_URL never ends up in the error.
    await expect(refused).rejects.not.toThrow(/mailer-password/);
    nobody.close();
  });

  it('keeps the recipient out of the error a rejecting server causes', async () => {
    const rejecting = await startSmtpServer({ rejectRecipients: true });
    const provider = new SmtpEmailProvider({ url: rejecting.url, from: 'no-reply@physiocare.in' });
    try {
      const error = await provider.send(message).then(
        () => null,
        (e: unknown) => e as EmailError,
      );
      expect(error).toBeInstanceOf(EmailError);
      expect(error!.message).toContain('Recipient address rejected');
      expect(error!.message).toContain('a***@example.com');
      expect(JSON.stringify({ ...error, message: error!.message })).not.toContain('asha.patient');
      expect(rejecting.received).toHaveLength(0);
    } finally {
      provider.close();
      await rejecting.close();
    }
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain only', () => {
    expect(maskEmail('asha.patient@example.com')).toBe('a***@example.com');
    expect(maskEmail('not-an-address')).toBe('***');
  });
});
