import http from 'node:http';
import type { AddressInfo } from 'node:net';
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
