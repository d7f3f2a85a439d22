import { createHmac } from 'node:crypto';
import { verifyWhatsAppSignature } from './signature';

const body = Buffer.from('{"object":"whatsapp_business_account","entry":[]}');
const signed = (secret: string, raw: Buffer) =>
  `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

describe('verifyWhatsAppSignature', () => {
  it('accepts the HMAC-SHA256 of the raw body with the app secret, in the sha256= form', () => {
    expect(verifyWhatsAppSignature('app-secret', body, signed('app-secret', body))).toBe(true);
    expect(
      verifyWhatsAppSignature(
        'app-secret',
        body,
        signed('app-secret', body).toUpperCase().replace('SHA256=', 'sha256='),
      ),
    ).toBe(true);
  });

  it('refuses another secret, another body, a bare hex, no header and no secret', () => {
    expect(verifyWhatsAppSignature('app-secret', body, signed('other', body))).toBe(false);
    expect(verifyWhatsAppSignature('app-secret', Buffer.from(`${body} `), signed('app-secret', body))).toBe(
      false,
    );
    expect(verifyWhatsAppSignature('app-secret', body, signed('app-secret', body).slice(7))).toBe(false);
    expect(verifyWhatsAppSignature('app-secret', body, undefined)).toBe(false);
    expect(verifyWhatsAppSignature(undefined, body, signed('', body).replace(/=.*/, '=00'))).toBe(false);
    expect(verifyWhatsAppSignature('app-secret', body, 'sha256=zz')).toBe(false);
  });
});
