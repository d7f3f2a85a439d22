/**
 * The README's table of every patient SMS in English and Hindi with its encoding and part count (issue 30), filled
 * with the sample values below. parts-table.test.ts fails when the README's table is not this one
 * (`UPDATE_SMS_TABLE=1` writes it).
 */
import type { Language } from '@physio/shared-contracts';
import { smsParts } from './parts';
import {
  confirmationText,
  creditsExpiryText,
  exerciseReminderText,
  otpText,
  reminderText,
  type SmsTemplateName,
  waitlistOfferText,
} from './types';

/** Values as the messages carry them: a typical doctor's name, a Razorpay order id, the site's links. */
const session = { session: 'online session', doctor: 'Dr. Asha Rao', date: '14 Jan 2030', time: '09:00' };
const order = { amount: '₹1,499.00', orderId: 'order_Qx3Vb8sKpL2mNa' };
const SAMPLES: Record<SmsTemplateName, (language: Language) => string> = {
  otp: (l) => otpText('482913', l),
  confirmation: (l) => confirmationText(order, l),
  scheduledConfirmation: (l) => confirmationText({ ...order, session }, l),
  reminder: (l) => reminderText(session, l),
  waitlistOffer: (l) =>
    waitlistOfferText({ ...session, link: 'https://physiocare.in/waitlist/claim?token=Yk3sQ9vB2xLmT7pA' }, l),
  creditsExpiry: (l) =>
    creditsExpiryText(
      { sessions: '3 sessions', package: 'Knee rehab 6', doctor: 'Dr. Asha Rao', date: '14 Jan 2030' },
      l,
    ),
  exerciseReminder: (l) =>
    exerciseReminderText({ link: 'https://physiocare.in/user/9876543210/exercises' }, l),
};

export const SMS_TABLE_START = '<!-- sms-parts-table:start -->';
export const SMS_TABLE_END = '<!-- sms-parts-table:end -->';

export function smsPartsTable(): string {
  const cell = (text: string) => {
    const p = smsParts(text);
    return `${p.encoding}, ${p.units} → **${p.parts}**`;
  };
  const rows = (Object.keys(SAMPLES) as SmsTemplateName[]).map(
    (name) => `| \`${name}\` | ${cell(SAMPLES[name]('en'))} | ${cell(SAMPLES[name]('hi'))} |`,
  );
  return [
    SMS_TABLE_START,
    '| SMS | English: encoding, characters → parts | हिन्दी: encoding, characters → parts |',
    '| --- | --- | --- |',
    ...rows,
    SMS_TABLE_END,
  ].join('\n');
}
