import type { ProgramItem } from '@physio/shared-contracts';
import type { Translate } from '@physio/shared-ui';
import { exerciseCatalog } from './exerciseMessages';

type Words = Translate<keyof typeof exerciseCatalog.en>;
const ONCE_TO_FIVE = [1, 2, 3, 4, 5] as const;
const isOneToFive = (n: number): n is (typeof ONCE_TO_FIVE)[number] =>
  (ONCE_TO_FIVE as readonly number[]).includes(n);

/** "2 sets of 10, hold 5 s, twice a day, 3 days a week": what the doctor prescribed, in words (English by default). */
export function describeItem(
  item: Pick<ProgramItem, 'sets' | 'reps' | 'hold_seconds' | 'times_per_day' | 'days_per_week'>,
  t: Words = exerciseCatalog.translate('en'),
) {
  const parts = [t(item.sets === 1 ? 'sets_one' : 'sets_many', { sets: item.sets, reps: item.reps })];
  if (item.hold_seconds) parts.push(t('hold', { seconds: item.hold_seconds }));
  parts.push(
    isOneToFive(item.times_per_day)
      ? t(`times_${item.times_per_day}`)
      : t('times_n', { count: item.times_per_day }),
  );
  parts.push(item.days_per_week === 7 ? t('everyDay') : t('daysAWeek', { count: item.days_per_week }));
  return parts.join(', ');
}
