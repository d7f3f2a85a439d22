/** How e-mails write money, times and sessions for people in India. */
import { formatPaise, type Language } from '@physio/shared-contracts';
import { SESSION_KINDS } from '../../../platform/providers/sms/types';

/** "₹1,23,456.50" (en-IN grouping). */
export const rupees = (paise: number): string => formatPaise(paise);

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Hindi names the day and month in Devanagari and keeps the 0–9 digits, as the site does (formatDate). */
const hindiDateFormat = new Intl.DateTimeFormat('hi-IN-u-nu-latn', {
  timeZone: 'Asia/Kolkata',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "Monday, 14 January 2030 at 09:00 IST"; in Hindi "सोमवार, 14 जनवरी 2030, 09:00 बजे IST". */
export const sessionTime = (start: Date, language: Language = 'en'): string =>
  language === 'hi'
    ? `${hindiDateFormat.format(start)}, ${timeFormat.format(start)} बजे IST`
    : `${dateFormat.format(start)} at ${timeFormat.format(start)} IST`;

export const sessionKind = (mode: 'online' | 'home', language: Language = 'en'): string =>
  SESSION_KINDS[language][mode];

export const sessions = (n: number, language: Language = 'en'): string =>
  language === 'hi' ? `${n} सेशन` : `${n} session${n === 1 ? '' : 's'}`;

/** The first word of a name for the greeting ("Hello Asha,", "नमस्ते Asha जी,"), or a plain "Hello," without one. */
export const greeting = (name: string | null | undefined, language: Language = 'en'): string => {
  const first = name?.trim().split(/\s+/)[0];
  if (language === 'hi') return first ? `नमस्ते ${first} जी,` : 'नमस्ते,';
  return first ? `Hello ${first},` : 'Hello,';
};
