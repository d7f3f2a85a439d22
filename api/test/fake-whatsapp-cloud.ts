/**
 * A local fake of the WhatsApp Business Cloud API's send endpoint (test helper): `POST /{version}/{phone-number-id}/messages`
 * with a Bearer token, checking each request against the shapes of Meta's documentation
 * (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages): `messaging_product: "whatsapp"`,
 * `to`, and a `template` (name, `language.code`, a `body` component of text parameters, quick-reply `button`
 * components with a string `index` and one `payload` parameter) or a `text` (`body`). A request off that shape gets
 * Graph's error answer (400, `{ error: { message, type, code } }`), as Meta would; `failWith` makes it refuse or fail.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentMessage {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** What is wrong with a request body, per the documentation; null when it is well formed. */
export function shapeProblem(body: unknown): string | null {
  if (!isObject(body)) return 'the body is not a JSON object';
  if (body.messaging_product !== 'whatsapp') return 'messaging_product must be "whatsapp"';
  if (body.recipient_type !== undefined && body.recipient_type !== 'individual')
    return 'recipient_type must be "individual"';
  if (!isText(body.to) || !/^\d{8,15}$/.test(body.to))
    return 'to must be a phone number in international form';
  if (body.type === 'text') {
    const text = body.text;
    if (!isObject(text) || !isText(text.body) || text.body.length > 4096)
      return 'text.body is required (≤ 4096)';
    return null;
  }
  if (body.type !== 'template') return `unsupported type ${String(body.type)}`;
  const template = body.template;
  if (!isObject(template) || !isText(template.name)) return 'template.name is required';
  if (!isObject(template.language) || !isText(template.language.code))
    return 'template.language.code is required';
  if (!Array.isArray(template.components)) return 'template.components must be an array';
  for (const c of template.components as unknown[]) {
    if (!isObject(c)) return 'a component is not an object';
    if (c.type === 'body') {
      if (!Array.isArray(c.parameters)) return 'body.parameters must be an array';
      for (const p of c.parameters as unknown[])
        if (!isObject(p) || p.type !== 'text' || !isText(p.text))
          return 'body parameters are { type: "text", text }';
    } else if (c.type === 'button') {
      if (c.sub_type !== 'quick_reply') return 'only quick_reply buttons are expected';
      if (typeof c.index !== 'string' || !/^\d$/.test(c.index)) return 'button index is a one-digit string';
      const ps = c.parameters;
      if (!Array.isArray(ps) || ps.length !== 1) return 'a quick_reply button has one parameter';
      const p = ps[0] as unknown;
      if (!isObject(p) || p.type !== 'payload' || !isText(p.payload) || p.payload.length > 256)
        return 'a quick_reply parameter is { type: "payload", payload }';
    } else return `unexpected component type ${String(c.type)}`;
  }
  return null;
}

export interface FakeCloudApi {
  baseUrl: string;
  version: string;
  phoneNumberId: string;
  token: string;
  sent: SentMessage[];
  /** Answer every next request with this status and Graph error (null: accept). */
  failWith(answer: { status: number; code?: number; message?: string } | null): void;
  close(): Promise<void>;
}

export async function startFakeCloudApi(
  options: { version?: string; phoneNumberId?: string; token?: string } = {},
): Promise<FakeCloudApi> {
  const version = options.version ?? 'v21.0';
  const phoneNumberId = options.phoneNumberId ?? '106540352242922';
  const token = options.token ?? 'EAAG-test-token';
  const sent: SentMessage[] = [];
  let failure: { status: number; code?: number; message?: string } | null = null;
  let seq = 0;

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const graphError = (res: ServerResponse, status: number, message: string, code: number) =>
    answer(res, status, { error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdEf' } });

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== `/${version}/${phoneNumberId}/messages`)
        return graphError(res, 404, `Unknown path ${req.method} ${req.url}`, 803);
      if (req.headers.authorization !== `Bearer ${token}`)
        return graphError(res, 401, 'Invalid OAuth access token.', 190);
      if (!String(req.headers['content-type']).startsWith('application/json'))
        return graphError(res, 400, 'Content-Type must be application/json', 100);
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return graphError(res, 400, 'Invalid JSON', 100);
      }
      const problem = shapeProblem(body);
      if (problem) return graphError(res, 400, `(#100) Invalid parameter: ${problem}`, 100);
      sent.push({ path: req.url, authorization: req.headers.authorization, body: body as Json });
      if (failure)
        return graphError(
          res,
          failure.status,
          failure.message ?? 'Message failed to send',
          failure.code ?? 131000,
        );
      const to = (body as Json).to as string;
      answer(res, 200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id: `wamid.fake${++seq}` }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    version,
    phoneNumberId,
    token,
    sent,
    failWith: (a) => void (failure = a),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
