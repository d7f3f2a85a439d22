import type { Locale } from '@physio/shared-ui';

const formats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  // Devanagari month, the same 0–9 digits (CLDR's default numbering for hi).
  hi: new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** "2 October 2026" for an ISO date ("2 अक्तूबर 2026" in Hindi). */
export const formatPostDate = (iso: string, locale: Locale = 'en'): string =>
  formats[locale].format(new Date(`${iso}T00:00:00Z`));

/** Minutes to read at ~200 words a minute, at least 1. */
export const readingMinutes = (markdown: string): number =>
  Math.max(1, Math.round(markdown.split(/\s+/).filter(Boolean).length / 200));
