import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { testConfig } from '../../../../test/helpers';
import { createSmsProvider } from './index';
import { Msg91SmsProvider } from './msg91';
import { SmsError } from './types';

interface Received {
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** A local stand-in for MSG91: records the request and answers what the test asks for. */
async function fakeGateway(answer: { status: number; body: string; delayMs?: number }) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      received.push({ url: req.url, headers: req.headers, body: raw ? JSON.parse(raw) : null });
      setTimeout(() => {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(answer.body);
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Msg91SmsProvider', () => {
  it('posts the flow request with the auth key, template, DLT id and the +91 number', async () => {
    const gateway = await fakeGateway({
      status: 200,
      body: '{"type":"success","message":"3763646c3058373530393030"}',
    });
    try {
      const sms = new Msg91SmsProvider({
        authKey: 'auth-123',
        templateId: 'tmpl-1',
        dltTemplateId: '1207161234567890123',
        senderId: 'PHYSIO',
        baseUrl: gateway.baseUrl,
      });
      await sms.sendOtp('9876543210', '123456');
      expect(gateway.received).toHaveLength(1);
      const request = gateway.received[0]!;
      expect(request.url).toBe('/api/v5/flow');
      expect(request.headers.authkey).toBe('auth-123');
      expect(request.body).toEqual({
        template_id: 'tmpl-1',
        short_url: '0',
        sender: 'PHYSIO',
        DLT_TE_ID: '1207161234567890123',
        recipients: [{ mobiles: '919876543210', otp: '123456' }],
      });
    } finally {
      await gateway.close();
    }
  });

  it('throws SmsError when the gateway answers an error type or a bad status', async () => {
    const refused = await fakeGateway({ status: 200, body: '{"type":"error","message":"Invalid authkey"}' });
    const broken = await fakeGateway({ status: 502, body: 'Bad gateway' });
    try {
      const a = new Msg91SmsProvider({ authKey: 'x', templateId: 't', baseUrl: refused.baseUrl });
      await expect(a.sendOtp('9876543210', '123456')).rejects.toThrow(/Invalid authkey/);
      const b = new Msg91SmsProvider({ authKey: 'x', templateId: 't', baseUrl: broken.baseUrl });
      await expect(b.sendOtp('9876543210', '123456')).rejects.toBeInstanceOf(SmsError);
    } finally {
      await refused.close();
      await broken.close();
    }
  });

  it('gives up after its timeout and when nothing listens', async () => {
    const slow = await fakeGateway({ status: 200, body: '{"type":"success"}', delayMs: 500 });
    try {
      const sms = new Msg91SmsProvider({
        authKey: 'x',
        templateId: 't',
        baseUrl: slow.baseUrl,
        timeoutMs: 100,
      });
      await expect(sms.sendOtp('9876543210', '123456')).rejects.toThrow(/unreachable/);
    } finally {
      await slow.close();
    }
    const nobody = new Msg91SmsProvider({ authKey: 'x', templateId: 't', baseUrl: 'http://127.0.0.1:9' });
    await expect(nobody.sendOtp('9876543210', '123456')).rejects.toBeInstanceOf(SmsError);
  });
});

const fakeLog = () => {
  const log = { warn: jest.fn(), error: jest.fn(), info: jest.fn() };
  return { log, asLogger: log as unknown as FastifyBaseLogger };
};

describe('Msg91SmsProvider.sendConfirmation', () => {
  it('posts the amount and order id as the variables of the DLT confirmation template, with its own DLT id', async () => {
    const gateway = await fakeGateway({ status: 200, body: '{"type":"success","message":"abc"}' });
    try {
      const sms = new Msg91SmsProvider({
        authKey: 'auth-123',
        templateId: 'otp-tmpl',
        dltTemplateId: 'otp-dlt',
        confirmationTemplateId: 'confirm-tmpl',
        confirmationDltTemplateId: 'confirm-dlt',
        senderId: 'PHYSIO',
        baseUrl: gateway.baseUrl,
      });
      await sms.sendConfirmation('9876543210', { amount: '₹449.10', orderId: 'order_1' });
      expect(gateway.received).toHaveLength(1);
      const request = gateway.received[0]!;
      expect(request.url).toBe('/api/v5/flow');
      expect(request.headers.authkey).toBe('auth-123');
      expect(request.body).toEqual({
        template_id: 'confirm-tmpl',
        short_url: '0',
        sender: 'PHYSIO',
        DLT_TE_ID: 'confirm-dlt',
        recipients: [{ mobiles: '919876543210', amount: '₹449.10', order_id: 'order_1' }],
      });
    } finally {
      await gateway.close();
    }
  });

  it('warns and sends nothing without a confirmation template', async () => {
    const gateway = await fakeGateway({ status: 200, body: '{"type":"success"}' });
    const { log, asLogger } = fakeLog();
    try {
      const sms = new Msg91SmsProvider({
        authKey: 'x',
        templateId: 'otp-tmpl',
        baseUrl: gateway.baseUrl,
        log: asLogger,
      });
      await expect(
        sms.sendConfirmation('9876543210', { amount: '1.00', orderId: 'o' }),
      ).resolves.toBeUndefined();
      expect(gateway.received).toHaveLength(0);
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(JSON.stringify(log.warn.mock.calls)).not.toContain('9876543210');
    } finally {
      await gateway.close();
    }
  });

  it('never throws when the gateway refuses or is unreachable: logs an error instead', async () => {
    const refused = await fakeGateway({ status: 200, body: '{"type":"error","message":"Invalid template"}' });
    const { log, asLogger } = fakeLog();
    try {
      const common = { authKey: 'x', templateId: 't', confirmationTemplateId: 'c', log: asLogger };
      const a = new Msg91SmsProvider({ ...common, baseUrl: refused.baseUrl });
      await expect(
        a.sendConfirmation('9876543210', { amount: '1.00', orderId: 'o' }),
      ).resolves.toBeUndefined();
      const b = new Msg91SmsProvider({ ...common, baseUrl: 'http://127.0.0.1:9' });
      await expect(
        b.sendConfirmation('9876543210', { amount: '1.00', orderId: 'o' }),
      ).resolves.toBeUndefined();
      expect(log.error).toHaveBeenCalledTimes(2);
      expect(log.error.mock.calls[0]![0].err).toBeInstanceOf(SmsError);
    } finally {
      await refused.close();
    }
  });
});

describe('Msg91SmsProvider.sendConfirmation of a scheduled session', () => {
  const session = { session: 'online session', doctor: 'Dr. Asha Rao', date: '14 Jan 2030', time: '09:45' };
  it('posts the session variables to its own template and DLT id, not the "we will call you" one', async () => {
    const gateway = await fakeGateway({ status: 200, body: '{"type":"success"}' });
    try {
      const sms = new Msg91SmsProvider({
        authKey: 'auth-123',
        templateId: 'otp-tmpl',
        confirmationTemplateId: 'confirm-tmpl',
        confirmationDltTemplateId: 'confirm-dlt',
        scheduledTemplateId: 'scheduled-tmpl',
        scheduledDltTemplateId: 'scheduled-dlt',
        baseUrl: gateway.baseUrl,
      });
      await sms.sendConfirmation('9876543210', { amount: '998.00', orderId: 'order_1', session });
      expect(gateway.received.map((r) => r.body)).toEqual([
        {
          template_id: 'scheduled-tmpl',
          short_url: '0',
          DLT_TE_ID: 'scheduled-dlt',
          recipients: [{ mobiles: '919876543210', amount: '998.00', order_id: 'order_1', ...session }],
        },
      ]);
    } finally {
      await gateway.close();
    }
  });

  it('warns and sends nothing without its template, even when the unscheduled one is set', async () => {
    const gateway = await fakeGateway({ status: 200, body: '{"type":"success"}' });
    const { log, asLogger } = fakeLog();
    try {
      const sms = new Msg91SmsProvider({
        authKey: 'x',
        templateId: 't',
        confirmationTemplateId: 'confirm-tmpl',
        baseUrl: gateway.baseUrl,
        log: asLogger,
      });
      await sms.sendConfirmation('9876543210', { amount: '1.00', orderId: 'o', session });
      expect(gateway.received).toHaveLength(0);
      expect(String(log.warn.mock.calls[0]?.[1])).toContain('MSG91_SCHEDULED_TEMPLATE_ID');
    } finally {
      await gateway.close();
    }
  });
});

describe('Msg91SmsProvider.sendReminder', () => {
  const reminder = { session: 'online session', doctor: 'Dr. Asha Rao', date: '14 Jan 2030', time: '09:00' };
  it('posts the session, doctor, date and time as the variables of the DLT reminder template', async () => {
    const gateway = await fakeGateway({ status: 200, body: '{"type":"success"}' });
    try {
      const sms = new Msg91SmsProvider({
        authKey: 'auth-123',
        templateId: 'otp-tmpl',
        reminderTemplateId: 'remind-tmpl',
        reminderDltTemplateId: 'remind-dlt',
        baseUrl: gateway.baseUrl,
      });
      await sms.sendReminder('9876543210', reminder);
      expect(gateway.received[0]?.body).toEqual({
        template_id: 'remind-tmpl',
        short_url: '0',
        DLT_TE_ID: 'remind-dlt',
        recipients: [{ mobiles: '919876543210', ...reminder }],
      });
    } finally {
      await gateway.close();
    }
  });

  it('warns and sends nothing without a reminder template', async () => {
    const gateway = await fakeGateway({ status: 200, body: '{"type":"success"}' });
    const { log, asLogger } = fakeLog();
    try {
      const sms = new Msg91SmsProvider({
        authKey: 'x',
        templateId: 't',
        baseUrl: gateway.baseUrl,
        log: asLogger,
      });
      await expect(sms.sendReminder('9876543210', reminder)).resolves.toBeUndefined();
      expect(gateway.received).toHaveLength(0);
      expect(String(log.warn.mock.calls[0]?.[1])).toContain('MSG91_REMINDER_TEMPLATE_ID');
    } finally {
      await gateway.close();
    }
  });
});

describe('createSmsProvider', () => {
  it('hands the MSG91 provider the confirmation template of the configuration', async () => {
    const gateway = await fakeGateway({ status: 200, body: '{"type":"success"}' });
    try {
      const config = testConfig({
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'auth-1',
        MSG91_TEMPLATE_ID: 'otp-tmpl',
        MSG91_BASE_URL: gateway.baseUrl,
        MSG91_CONFIRMATION_TEMPLATE_ID: ' confirm-tmpl ',
        MSG91_SCHEDULED_TEMPLATE_ID: 'scheduled-tmpl',
      });
      const sms = createSmsProvider(config, {} as Executor);
      expect(sms.name).toBe('msg91');
      await sms.sendConfirmation?.('9876543210', { amount: '1.00', orderId: 'o' });
      expect(gateway.received[0]?.body).toMatchObject({
        template_id: 'confirm-tmpl',
        recipients: [{ mobiles: '919876543210', amount: '1.00', order_id: 'o' }],
      });
      const session = { session: 'home visit', doctor: 'Dr. Asha Rao', date: '1 Mar 2030', time: '10:00' };
      await sms.sendConfirmation?.('9876543210', { amount: '1.00', orderId: 'o', session });
      expect(gateway.received[1]?.body).toMatchObject({ template_id: 'scheduled-tmpl' });
    } finally {
      await gateway.close();
    }
  });
});

describe('Hindi DLT templates (issue 30)', () => {
  const session = { session: 'home visit', doctor: 'Dr. Asha Rao', date: '1 Mar 2030', time: '10:00' };

  it('configured per template (MSG91_<NAME>_HI_TEMPLATE_ID and _HI_DLT_TEMPLATE_ID), trimmed; unset ones absent', () => {
    const config = testConfig({
      MSG91_OTP_HI_TEMPLATE_ID: ' otp-hi ',
      MSG91_OTP_HI_DLT_TEMPLATE_ID: '1207000000000000001',
      MSG91_REMINDER_HI_TEMPLATE_ID: 'reminder-hi',
      MSG91_EXERCISE_HI_DLT_TEMPLATE_ID: '1207000000000000009',
    });
    expect(config.sms.msg91.hindi).toEqual({
      otp: { templateId: 'otp-hi', dltTemplateId: '1207000000000000001' },
      reminder: { templateId: 'reminder-hi' },
    });
    expect(testConfig().sms.msg91.hindi).toEqual({});
  });

  it('a Hindi reader gets the Hindi template, its DLT id, the variables in Hindi and unicode: 1; an English reader the English one', async () => {
    const gateway = await fakeGateway({ status: 200, body: '{"type":"success"}' });
    try {
      const config = testConfig({
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'auth-1',
        MSG91_TEMPLATE_ID: 'otp-en',
        MSG91_DLT_TEMPLATE_ID: '1207000000000000000',
        MSG91_SENDER_ID: 'PHYSIO',
        MSG91_BASE_URL: gateway.baseUrl,
        MSG91_OTP_HI_TEMPLATE_ID: 'otp-hi',
        MSG91_OTP_HI_DLT_TEMPLATE_ID: '1207000000000000001',
        MSG91_SCHEDULED_TEMPLATE_ID: 'scheduled-en',
        MSG91_SCHEDULED_HI_TEMPLATE_ID: 'scheduled-hi',
        MSG91_SCHEDULED_HI_DLT_TEMPLATE_ID: '1207000000000000003',
        MSG91_CREDITS_EXPIRY_TEMPLATE_ID: 'expiry-en',
        MSG91_CREDITS_EXPIRY_HI_TEMPLATE_ID: 'expiry-hi',
        MSG91_WAITLIST_TEMPLATE_ID: 'waitlist-en',
      });
      const sms = createSmsProvider(config, {} as Executor);
      await sms.sendOtp('9876543210', '123456', 'hi');
      await sms.sendOtp('9876543210', '654321', 'en');
      await sms.sendConfirmation?.('9876543210', { amount: '₹1,499.00', orderId: 'order_1', session }, 'hi');
      await sms.sendCreditsExpiry?.(
        '9876543210',
        { sessions: '3 sessions', package: 'Knee care', doctor: 'Dr. Asha Rao', date: '14 Jan 2030' },
        'hi',
      );
      // No Hindi waitlist template: the English one, its variables in English too, no unicode flag.
      await sms.sendWaitlistOffer?.('9876543210', { ...session, link: 'https://x/c?token=t' }, 'hi');
      expect(gateway.received.map((r) => r.body)).toEqual([
        {
          template_id: 'otp-hi',
          short_url: '0',
          sender: 'PHYSIO',
          DLT_TE_ID: '1207000000000000001',
          unicode: 1,
          recipients: [{ mobiles: '919876543210', otp: '123456' }],
        },
        {
          template_id: 'otp-en',
          short_url: '0',
          sender: 'PHYSIO',
          DLT_TE_ID: '1207000000000000000',
          recipients: [{ mobiles: '919876543210', otp: '654321' }],
        },
        {
          template_id: 'scheduled-hi',
          short_url: '0',
          sender: 'PHYSIO',
          DLT_TE_ID: '1207000000000000003',
          unicode: 1,
          recipients: [
            {
              mobiles: '919876543210',
              amount: '₹1,499.00',
              order_id: 'order_1',
              session: 'घर पर सेशन',
              doctor: 'Dr. Asha Rao',
              date: '1 Mar 2030',
              time: '10:00',
            },
          ],
        },
        {
          template_id: 'expiry-hi',
          short_url: '0',
          sender: 'PHYSIO',
          unicode: 1,
          recipients: [
            {
              mobiles: '919876543210',
              sessions: '3 सेशन',
              package: 'Knee care',
              doctor: 'Dr. Asha Rao',
              date: '14 Jan 2030',
            },
          ],
        },
        {
          template_id: 'waitlist-en',
          short_url: '0',
          sender: 'PHYSIO',
          recipients: [{ mobiles: '919876543210', ...session, link: 'https://x/c?token=t' }],
        },
      ]);
    } finally {
      await gateway.close();
    }
  });
});
