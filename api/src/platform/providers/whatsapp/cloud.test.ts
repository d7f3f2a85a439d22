import { shapeProblem, startFakeCloudApi, type FakeCloudApi } from '../../../../test/fake-whatsapp-cloud';
import { CloudWhatsAppProvider } from './cloud';
import { reminderTemplate } from '../../../modules/notifications/whatsapp-messages';
import { fillTemplate, REMINDER_TEMPLATE_TEXT, WhatsAppError } from './types';

const templates = { confirmation: 'booking_confirmation', reminder: 'session_reminder', language: 'en' };
let api: FakeCloudApi;
let provider: CloudWhatsAppProvider;
beforeAll(async () => {
  api = await startFakeCloudApi();
  provider = new CloudWhatsAppProvider({
    accessToken: api.token,
    phoneNumberId: api.phoneNumberId,
    apiUrl: api.baseUrl,
    apiVersion: api.version,
    templates,
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.sent.length = 0;
  api.failWith(null);
});

const reminder = {
  name: 'session_reminder',
  language: 'en',
  body: ['online session', 'Dr. Asha Rao', '14 Jan 2030', '09:00'],
  quickReplies: ['confirm:a1', 'reschedule:a1', 'cancel:a1'],
  preview: fillTemplate(REMINDER_TEMPLATE_TEXT, ['online session', 'Dr. Asha Rao', '14 Jan 2030', '09:00']),
};

describe('CloudWhatsAppProvider', () => {
  it("sends a Hindi patient's reminder as the same template in its Hindi translation (language code hi)", async () => {
    const r = { session: 'home visit', doctor: 'Dr. Asha Rao', date: '14 Jan 2030', time: '09:00' };
    const message = reminderTemplate(templates, { appointmentId: 'a1', reminder: r }, 'hi');
    expect(message.preview).toBe(
      'PhysioCare: याद दिला दें, Dr. Asha Rao के साथ आपका घर पर सेशन 14 Jan 2030 को 09:00 बजे (IST) है। अगर आप आएँगे तो "पुष्टि करें" दबाएँ, या "समय बदलें" या "रद्द करें" चुनें।',
    );
    await provider.sendTemplate('9876543210', message);
    const sent = api.sent[0]!.body as { template: { name: string; language: { code: string } } };
    expect(shapeProblem(sent)).toBeNull();
    expect(sent.template).toMatchObject({ name: 'session_reminder', language: { code: 'hi' } });
    // English stays the account's code.
    expect(reminderTemplate(templates, { appointmentId: 'a1', reminder: r }).language).toBe('en');
  });

  it('posts an approved template with its body variables and one quick-reply button per payload', async () => {
    await provider.sendTemplate('9876543210', reminder);
    expect(api.sent).toEqual([
      {
        path: `/v21.0/${api.phoneNumberId}/messages`,
        authorization: `Bearer ${api.token}`,
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: '919876543210',
          type: 'template',
          template: {
            name: 'session_reminder',
            language: { code: 'en' },
            components: [
              {
                type: 'body',
                parameters: [
                  { type: 'text', text: 'online session' },
                  { type: 'text', text: 'Dr. Asha Rao' },
                  { type: 'text', text: '14 Jan 2030' },
                  { type: 'text', text: '09:00' },
                ],
              },
              {
                type: 'button',
                sub_type: 'quick_reply',
                index: '0',
                parameters: [{ type: 'payload', payload: 'confirm:a1' }],
              },
              {
                type: 'button',
                sub_type: 'quick_reply',
                index: '1',
                parameters: [{ type: 'payload', payload: 'reschedule:a1' }],
              },
              {
                type: 'button',
                sub_type: 'quick_reply',
                index: '2',
                parameters: [{ type: 'payload', payload: 'cancel:a1' }],
              },
            ],
          },
        },
      },
    ]);
  });

  it('posts a session text to answer a reply', async () => {
    await expect(provider.sendText('9876543210', 'Thank you.')).resolves.toMatch(/^wamid\.fake\d+$/);
    expect(api.sent[0]!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'text',
      text: { preview_url: true, body: 'Thank you.' },
    });
  });

  it('a refusal (4xx) is permanent and names Graph’s error; 429 and 5xx are not', async () => {
    api.failWith({ status: 400, code: 132001, message: 'Template name does not exist in the translation' });
    const refused = await provider.sendTemplate('9876543210', reminder).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(WhatsAppError);
    expect(refused).toMatchObject({ permanent: true, status: 400 });
    expect((refused as Error).message).toMatch(/Template name does not exist.*132001/);
    for (const status of [429, 500, 503]) {
      api.failWith({ status });
      await expect(provider.sendText('9876543210', 'x')).rejects.toMatchObject({ permanent: false, status });
    }
  });

  it('a wrong token is refused by the fake as by Meta (401, permanent)', async () => {
    const wrong = new CloudWhatsAppProvider({
      accessToken: 'not-the-token',
      phoneNumberId: api.phoneNumberId,
      apiUrl: api.baseUrl,
      apiVersion: api.version,
      templates,
    });
    await expect(wrong.sendText('9876543210', 'x')).rejects.toMatchObject({ permanent: true, status: 401 });
    expect(api.sent).toHaveLength(0);
  });

  it('an unreachable or slow API is a transient failure', async () => {
    const nobody = new CloudWhatsAppProvider({
      accessToken: 't',
      phoneNumberId: '1',
      apiUrl: 'http://127.0.0.1:9',
      apiVersion: 'v21.0',
      templates,
    });
    await expect(nobody.sendText('9876543210', 'x')).rejects.toMatchObject({
      permanent: false,
      message: expect.stringMatching(/unreachable/),
    });
  });
});

describe('the fake checks the documented shapes', () => {
  it('refuses a template without a language, a button without a string index, a payload of the wrong type', () => {
    const ok = {
      messaging_product: 'whatsapp',
      to: '919876543210',
      type: 'template',
      template: { name: 'x', language: { code: 'en' }, components: [] },
    };
    expect(shapeProblem(ok)).toBeNull();
    expect(shapeProblem({ ...ok, template: { name: 'x', components: [] } })).toMatch(/language/);
    const button = (b: Record<string, unknown>) => ({
      ...ok,
      template: { ...ok.template, components: [{ type: 'button', sub_type: 'quick_reply', ...b }] },
    });
    expect(shapeProblem(button({ index: 0, parameters: [{ type: 'payload', payload: 'p' }] }))).toMatch(
      /index/,
    );
    expect(shapeProblem(button({ index: '0', parameters: [{ type: 'text', text: 'p' }] }))).toMatch(
      /payload/,
    );
    expect(shapeProblem({ ...ok, messaging_product: undefined })).toMatch(/messaging_product/);
    expect(shapeProblem({ ...ok, to: '+91 98765' })).toMatch(/to/);
  });
});
