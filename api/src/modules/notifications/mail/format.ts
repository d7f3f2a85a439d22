/** How e-mails write money, times and sessions for people in India. */
import { formatPaise } from '@physio/shared-contracts';

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

/** "Monday, 14 January 2030 at 09:00 IST". */
export const sessionTime = (start: Date): string =>
  `${dateFormat.format(start)} at ${timeFormat.format(start)} IST`;

export const sessionKind = (mode: 'online' | 'home'): string =>
  mode === 'online' ? 'online session' : 'home visit';

export const sessions = (n: number): string => `${n} session${n === 1 ? '' : 's'}`;

/** The first word of a name for the greeting ("Hello Asha,"), or a plain "Hello," without one. */
export const greeting = (name: string | null | undefined): string => {
  const first = name?.trim().split(/\s+/)[0];
  return first ? `Hello ${first},` : 'Hello,';
};
