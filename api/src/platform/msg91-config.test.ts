import { loadConfig } from './config';
import os from 'node:os';
import path from 'node:path';

const dataDir = path.join(os.tmpdir(), 'physio-msg91-config-test');

describe('MSG91 settings', () => {
  it('reads every template pair, trimmed, and leaves unset and blank ones out', () => {
    const { msg91 } = loadConfig({
      DATA_DIR: dataDir,
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'auth-key',
      MSG91_TEMPLATE_ID: 'otp-template',
      MSG91_REMINDER_TEMPLATE_ID: ' reminder ',
      MSG91_REMINDER_DLT_TEMPLATE_ID: '1107000000000000001',
      MSG91_DOCTOR_NOTICE_TEMPLATE_ID: 'notice',
      MSG91_WAITLIST_TEMPLATE_ID: '   ',
      MSG91_REMINDER_HI_TEMPLATE_ID: 'reminder-hi',
      MSG91_REMINDER_HI_DLT_TEMPLATE_ID: '1107000000000000002',
      MSG91_OTP_HI_TEMPLATE_ID: 'otp-hi',
      MSG91_EXERCISE_HI_DLT_TEMPLATE_ID: 'dlt-without-its-template',
    }).sms;
    expect(msg91).toMatchObject({
      authKey: 'auth-key',
      templateId: 'otp-template',
      baseUrl: 'https://control.msg91.com',
      reminderTemplateId: 'reminder',
      reminderDltTemplateId: '1107000000000000001',
      doctorNoticeTemplateId: 'notice',
      doctorNoticeDltTemplateId: undefined,
      waitlistTemplateId: undefined,
      confirmationTemplateId: undefined,
    });
    expect(msg91.hindi).toEqual({
      reminder: { templateId: 'reminder-hi', dltTemplateId: '1107000000000000002' },
      otp: { templateId: 'otp-hi' },
    });
  });

  it('refuses a base URL that is not a URL', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, MSG91_BASE_URL: 'control.msg91' })).toThrow(
      /MSG91_BASE_URL/,
    );
  });
});
