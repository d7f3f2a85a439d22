import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  dayInIndiaOf,
  formatClock,
  formatClockIst,
  formatDate,
  formatDayShort,
  TIME_ZONE_LABEL,
  todayInIndia,
  type Slot,
} from '@physio/shared-contracts';
import { FieldError, LoadView, useLocale, useMessages, type Load, type Translate } from '@physio/shared-ui';
import { DayStrip } from './DayStrip';
import { nearestSlots, pickerDays, sameSlot, slotsOfDay } from './slots';
import { slotCatalog } from './slotMessages';

type SlotWords = Translate<keyof typeof slotCatalog.en>;

/** What the patient chose: a free slot, or a call from us to fix a time (the unscheduled path). */
export type SlotPick = { kind: 'slot'; slot: Slot } | { kind: 'call' };

export const NO_FREE_TIMES = slotCatalog.en.noFreeTimes;
/** Said once above the times: a patient abroad reads them as India's. */
export const TIMES_IN_IST = `All times are India Standard Time (${TIME_ZONE_LABEL}).`;
export const CALL_ME_LABEL = slotCatalog.en.callMe;

export interface SlotChooserProps {
  /** The free slots of the picker's days (today and the 13 after it), loading or failed. */
  load: Load<Slot[]>;
  value: SlotPick | null;
  onChange: (pick: SlotPick) => void;
  legend?: string;
  /** Offer "Let us call you to fix a time" (the booking form). */
  allowCall?: boolean;
  /** A time that was just taken: offer the free times nearest to it first. */
  takenStart?: string | null;
  /** The form's name of the choice: a failed submit focuses the group by it (useSchemaForm). */
  name?: string;
  /** The form's message for the choice (nothing chosen yet). */
  error?: string | null;
  /** The first day offered when not today (the load's `from`, useFreeSlots): a window around a later session. */
  from?: string | null;
}

const Times = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
const Choice = styled.button`
  flex: 0 0 auto;
  scroll-snap-align: start;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  small {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;
const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  /* One column as wide as the form: the day row scrolls inside it instead of widening it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  legend {
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const slotLabel = (slot: Slot, t: SlotWords) =>
  `${formatClock(slot.start)} ${t('with', { doctor: slot.doctor_name })}`;

interface TimeButtonProps {
  slot: Slot;
  pressed: boolean;
  onPick: () => void;
  /** Name the day too (the nearest free times may be on other days). */
  withDay?: boolean;
}

/** Its name is the text it shows (WCAG 2.5.3): "Tue, 1 Dec, 9:00 am with Dr. Asha Rao". */
function TimeButton({ slot, pressed, onPick, withDay = false }: TimeButtonProps) {
  const t = useMessages(slotCatalog);
  const language = useLocale();
  const day = withDay ? `${formatDayShort(dayInIndiaOf(slot.start), language)}, ` : '';
  return (
    <Choice type="button" aria-pressed={pressed} aria-label={day + slotLabel(slot, t)} onClick={onPick}>
      {day}
      {formatClock(slot.start)} <small>{t('with', { doctor: slot.doctor_name })}</small>
    </Choice>
  );
}

/**
 * The slot picker (issue 17) over loaded free slots: the next 14 days as chips, the chosen day's free
 * times as buttons with the doctor's name, and optionally the call-me fallback. Buttons with
 * aria-pressed in labelled groups, so each is reached with Tab and chosen with Enter or Space. The
 * patient's booking and sessions and the doctor's reschedule each load their slots and show them here.
 */
export function SlotChooser({
  load,
  value,
  onChange,
  legend,
  allowCall = false,
  takenStart,
  name,
  error,
  from,
}: SlotChooserProps) {
  const errorId = `${useId()}-error`;
  const t = useMessages(slotCatalog);
  const language = useLocale();
  const days = pickerDays(from ?? todayInIndia());
  const chosen = value?.kind === 'slot' ? value.slot : null;
  const [day, setDay] = useState<string | null>(null);

  return (
    <Fieldset name={name} tabIndex={name ? -1 : undefined} aria-describedby={error ? errorId : undefined}>
      <legend>{legend ?? t('legend')}</legend>
      <Hint>{t('timesInIst', { zone: TIME_ZONE_LABEL })}</Hint>
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
      <LoadView load={load} loadingLabel={t('loading')}>
        {(slots) => {
          const withSlots = days.find((d) => slotsOfDay(slots, d).length > 0);
          // The chosen time's day, else the day of a time just taken (its neighbours first), else the first with times.
          const shown =
            day ??
            (chosen
              ? dayInIndiaOf(chosen.start)
              : takenStart
                ? dayInIndiaOf(takenStart)
                : (withSlots ?? days[0]!));
          const ofDay = slotsOfDay(slots, shown);
          const near = takenStart ? nearestSlots(slots, takenStart) : [];
          const pick = (slot: Slot) => onChange({ kind: 'slot', slot });
          const isChosen = (slot: Slot) => Boolean(chosen && sameSlot(chosen, slot));
          return (
            <>
              {near.length > 0 && (
                <div role="group" aria-label={t('nearest')}>
                  <p>{t('nearestLead')}</p>
                  <Times>
                    {near.map((slot) => (
                      <TimeButton
                        key={`${slot.doctor_id}-${slot.start}`}
                        slot={slot}
                        withDay
                        pressed={isChosen(slot)}
                        onPick={() => pick(slot)}
                      />
                    ))}
                  </Times>
                </div>
              )}
              <DayStrip days={days} shown={shown} onPick={setDay} />
              {ofDay.length === 0 ? (
                <p>{t('noFreeTimes')}</p>
              ) : (
                <Times role="group" aria-label={t('freeOn', { date: formatDate(shown, language) })}>
                  {ofDay.map((slot) => (
                    <TimeButton
                      key={`${slot.doctor_id}-${slot.start}`}
                      slot={slot}
                      pressed={isChosen(slot)}
                      onPick={() => pick(slot)}
                    />
                  ))}
                </Times>
              )}
            </>
          );
        }}
      </LoadView>
      {allowCall && (
        <Choice
          type="button"
          aria-pressed={value?.kind === 'call'}
          onClick={() => onChange({ kind: 'call' })}
        >
          {t('callMe')}
        </Choice>
      )}
      <p aria-live="polite">
        {chosen
          ? t('chosen', {
              date: formatDate(chosen.start, language),
              time: formatClockIst(chosen.start),
              doctor: chosen.doctor_name,
            })
          : ''}
      </p>
    </Fieldset>
  );
}
