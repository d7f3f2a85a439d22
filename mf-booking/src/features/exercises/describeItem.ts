import type { ProgramItem } from '@physio/shared-contracts';

const TIMES = ['', 'once a day', 'twice a day', 'three times a day', 'four times a day', 'five times a day'];

/** "2 sets of 10, hold 5 s, twice a day, 3 days a week": what the doctor prescribed, in words. */
export function describeItem(
  item: Pick<ProgramItem, 'sets' | 'reps' | 'hold_seconds' | 'times_per_day' | 'days_per_week'>,
) {
  const parts = [`${item.sets} ${item.sets === 1 ? 'set' : 'sets'} of ${item.reps}`];
  if (item.hold_seconds) parts.push(`hold ${item.hold_seconds} s`);
  parts.push(TIMES[item.times_per_day] ?? `${item.times_per_day} times a day`);
  parts.push(item.days_per_week === 7 ? 'every day' : `${item.days_per_week} days a week`);
  return parts.join(', ');
}
