import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import {
  dayInIndiaOf,
  formatClock,
  formatDayShort,
  type SeriesPreview,
  type Slot,
  type TreatmentMode,
} from '@physio/shared-contracts';
import { InlineMessage, RadioGroup, Stack, useLocale, useMessages, type LoadResult } from '@physio/shared-ui';
import { seriesCatalog } from './seriesMessages';

/** The pattern a series is previewed and booked with (the shared-contracts seriesPatternSchema's fields). */
export interface SeriesPatternInput {
  doctor_id: string;
  mode: 'online' | 'home';
  weekdays: number[];
  time: string;
  start_date: string;
  count: number;
}

/** What the patient settled: the pattern and the times kept (alternatives accepted, drops left out). */
export interface SeriesPlan {
  pattern: SeriesPatternInput;
  starts: string[];
}

export interface SeriesPlannerProps {
  /** The first session's time, chosen in the slot picker: its doctor, weekday and time start the pattern. */
  slot: Slot;
  mode: TreatmentMode;
  /** Sessions in the course. */
  count: number;
  /** `POST /api/series/preview` (the caller's API client). */
  preview: (pattern: SeriesPatternInput) => Promise<LoadResult<SeriesPreview>>;
  /** The plan once every taken time is settled, else null; `on`: whether "repeat weekly" is ticked. */
  onChange: (plan: SeriesPlan | null, on: boolean) => void;
}

const en = seriesCatalog.en;
/** The planner's English words (the page's language: seriesCatalog). */
export const SERIES_LABELS = {
  repeat: en.repeat,
  weekdays: en.weekdays,
  unresolved: en.unresolved,
  drop: en.drop,
  free: en.free,
  checking: en.checking,
} as const;

const Days = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 44px;
  }
`;
const Occurrences = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const whenIn = (locale: 'en' | 'hi') => (start: string) =>
  `${formatDayShort(dayInIndiaOf(start), locale)}, ${formatClock(start)}`;
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
/** "HH:MM" of an instant with the +05:30 offset (what slots carry). */
const timeOf = (start: string) => start.slice(11, 16);
const DROP = 'drop';

/**
 * "Repeat weekly" beside the slot picker: the chosen time's weekday (and any others ticked) at the same time, as
 * many weeks as the course has sessions. The server previews every occurrence; a taken one lists its nearest free
 * times to accept, or it is dropped. The plan is handed up only once every taken time is settled.
 */
export function SeriesPlanner({ slot, mode, count, preview, onChange }: SeriesPlannerProps) {
  const t = useMessages(seriesCatalog);
  const when = whenIn(useLocale());
  const id = useId();
  const startDate = dayInIndiaOf(slot.start);
  const firstWeekday = new Date(`${startDate}T00:00:00Z`).getUTCDay();
  const [on, setOn] = useState(false);
  const [weekdays, setWeekdays] = useState<number[]>([firstWeekday]);
  const [result, setResult] = useState<LoadResult<SeriesPreview> | null>(null);
  const [choices, setChoices] = useState<Record<number, string>>({});
  const pattern: SeriesPatternInput = {
    doctor_id: slot.doctor_id,
    mode,
    weekdays,
    time: timeOf(slot.start),
    start_date: startDate,
    count,
  };
  const key = JSON.stringify(pattern);

  useEffect(() => {
    setResult(null);
    setChoices({});
    if (!on || !weekdays.length) return;
    let live = true;
    void preview(pattern).then((r) => live && setResult(r));
    return () => {
      live = false;
    };
    // The pattern's text is its identity: a new object each render must not preview again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [on, key]);

  const occurrences = result?.ok ? result.data.occurrences : [];
  const settled = occurrences.every((o) => o.free || choices[o.position] !== undefined);
  const starts = occurrences.flatMap((o) =>
    o.free ? [o.start] : choices[o.position] && choices[o.position] !== DROP ? [choices[o.position]!] : [],
  );
  const planKey = on && result?.ok && settled && starts.length ? JSON.stringify(starts) : '';
  useEffect(() => {
    onChange(planKey ? { pattern, starts } : null, on);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [planKey, on]);

  const toggleDay = (day: number) =>
    setWeekdays((days) => (days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort()));

  return (
    <Stack $gap="sm">
      <label htmlFor={`${id}-repeat`}>
        <input id={`${id}-repeat`} type="checkbox" checked={on} onChange={(e) => setOn(e.target.checked)} />{' '}
        {t('repeatOf', { count, time: formatClock(slot.start) })}
      </label>
      {on && (
        <>
          <Days>
            <legend>{t('weekdays')}</legend>
            {WEEK.map((day) => (
              <label key={day}>
                <input type="checkbox" checked={weekdays.includes(day)} onChange={() => toggleDay(day)} />
                {t(`weekday_${day}`)}
              </label>
            ))}
          </Days>
          {!weekdays.length && <InlineMessage tone="error">{t('noWeekdays')}</InlineMessage>}
          {weekdays.length > 0 && !result && <p role="status">{t('checking')}</p>}
          {result && !result.ok && <InlineMessage tone="error">{result.message}</InlineMessage>}
          {occurrences.length > 0 && (
            <Occurrences aria-label={t('occurrences')}>
              {occurrences.map((o) => (
                <li key={o.position}>
                  {o.free ? (
                    `${when(o.start)} · ${t('free')}`
                  ) : (
                    <RadioGroup
                      legend={t('taken', { when: when(o.start) })}
                      name={`${id}-alt-${o.position}`}
                      value={choices[o.position] ?? ''}
                      onChange={(v) => setChoices((c) => ({ ...c, [o.position]: v }))}
                      options={[
                        ...o.alternatives.map((a) => ({ value: a.start, label: when(a.start) })),
                        { value: DROP, label: t('drop') },
                      ]}
                    />
                  )}
                </li>
              ))}
            </Occurrences>
          )}
          {result?.ok && !settled && <InlineMessage tone="info">{t('unresolved')}</InlineMessage>}
        </>
      )}
    </Stack>
  );
}
