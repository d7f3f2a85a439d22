const fmt = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2 October 2026" for an ISO date. */
export const formatPostDate = (iso: string): string => fmt.format(new Date(`${iso}T00:00:00Z`));

/** Minutes to read at ~200 words a minute, at least 1. */
export const readingMinutes = (markdown: string): number =>
  Math.max(1, Math.round(markdown.split(/\s+/).filter(Boolean).length / 200));
