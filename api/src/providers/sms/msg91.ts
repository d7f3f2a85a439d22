import { SmsError, type SmsProvider } from './types';

export interface Msg91Options {
  authKey: string;
  /** MSG91 flow/template id whose text holds the ##otp## variable. */
  templateId: string;
  /** DLT template id registered with the operator (TRAI), sent along when set. */
  dltTemplateId?: string;
  senderId?: string;
  baseUrl: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** MSG91 Flow API (v5): POST /api/v5/flow with the authkey header and one recipient. */
export class Msg91SmsProvider implements SmsProvider {
  readonly name = 'msg91' as const;
  constructor(private readonly options: Msg91Options) {}

  async sendOtp(mobile: string, code: string): Promise<void> {
    const { authKey, templateId, dltTemplateId, senderId, baseUrl, timeoutMs = 10_000 } = this.options;
    const body: Record<string, unknown> = {
      template_id: templateId,
      short_url: '0',
      recipients: [{ mobiles: `91${mobile}`, otp: code }],
    };
    if (senderId) body.sender = senderId;
    if (dltTemplateId) body.DLT_TE_ID = dltTemplateId;
    const doFetch = this.options.fetchImpl ?? fetch;
    let response: Response;
    try {
      response = await doFetch(new URL('/api/v5/flow', baseUrl), {
        method: 'POST',
        headers: { authkey: authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new SmsError(`SMS gateway unreachable: ${(err as Error).name}`);
    }
    const text = await response.text();
    let parsed: { type?: string; message?: string } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      // not JSON: judged by the status alone
    }
    if (!response.ok || parsed.type === 'error') {
      throw new SmsError(
        `SMS gateway refused the message (${response.status}${parsed.message ? `: ${parsed.message}` : ''})`,
        response.status,
      );
    }
  }
}
