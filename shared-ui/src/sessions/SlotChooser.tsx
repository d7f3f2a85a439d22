import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  dayInIndiaOf,
  formatClock,
  formatDate,
  formatDayShort,
  todayInIndia,
  type Slot,
} from '@physio/shared-contracts';
import { FieldError, LoadView, type Load } from '@physio/shared-ui';
import { nearestSlots, pickerDays, sameSlot, slotsOfDay } from './slots';

/** What the patient chose: a free slot, or a call from us to fix a time (the unscheduled path). */
export type SlotPick = { kind: 'slot'; slot: Slot } | { kind: 'call' };

export const NO_FREE_TIMES = 'No free times on this day — try another day';
export const CALL_ME_LABEL = 'Let us call you to fix a time';

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
}

const Chips = styled.div`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  padding-bottom: ${({ theme }) => theme.space.xxs};
  scroll-snap-type: x proximity;
`;
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
const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const slotLabel = (slot: Slot) => `${formatClock(slot.start)} with ${slot.doctor_name}`;

interface TimeButtonProps {
  slot: Slot;
  pressed: boolean;
  onPick: () => void;
  /** Name the day too (the nearest free times may be on other days). */
  withDay?: boolean;
}

function TimeButton({ slot, pressed, onPick, withDay = false }: TimeButtonProps) {
  const day = withDay ? `${formatDayShort(dayInIndiaOf(slot.start))}, ` : '';
  return (
    <Choice type="button" aria-pressed={pressed} aria-label={day + slotLabel(slot)} onClick={onPick}>
      {day}
      {formatClock(slot.start)}
      <small>{slot.doctor_name}</small>
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
  legend = 'Choose a time',
  allowCall = false,
  takenStart,
  name,
  error,
}: SlotChooserProps) {
  const errorId = `${useId()}-error`;
  const today = todayInIndia();
  const days = pickerDays(today);
  const chosen = value?.kind === 'slot' ? value.slot : null;
  const [day, setDay] = useState<string | null>(null);
  // The shown day's chip is scrolled into the row's view when the day changes (e.g. the day of a taken time,
  // ten chips along): only the row scrolls, never the page.
  const chipsRef = useRef<HTMLDivElement>(null);
  const shownRef = useRef<string | null>(null);
  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    const row = chipsRef.current;
    if (!row || shownRef.current === scrolledTo.current) return;
    scrolledTo.current = shownRef.current;
    const chip = row.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!chip) return;
    const outOfView =
      chip.offsetLeft < row.scrollLeft ||
      chip.offsetLeft + chip.offsetWidth > row.scrollLeft + row.clientWidth;
    if (outOfView) row.scrollLeft = chip.offsetLeft;
  });

  return (
    <Fieldset name={name} tabIndex={name ? -1 : undefined} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
      <LoadView load={load} loadingLabel="Loading free times…">
        {(slots) => {
          const withSlots = days.find((d) => slotsOfDay(slots, d).length > 0);
          // The chosen time's day, else the day of a time just taken (its neighbours first), else the first with times.
          const shown =
            day ??
            (chosen
              ? dayInIndiaOf(chosen.start)
              : takenStart
                ? dayInIndiaOf(takenStart)
                : (withSlots ?? today));
          shownRef.current = shown;
          const ofDay = slotsOfDay(slots, shown);
          const near = takenStart ? nearestSlots(slots, takenStart) : [];
          const pick = (slot: Slot) => onChange({ kind: 'slot', slot });
          const isChosen = (slot: Slot) => Boolean(chosen && sameSlot(chosen, slot));
          return (
            <>
              {near.length > 0 && (
                <div role="group" aria-label="Nearest free times">
                  <p>Nearest free times:</p>
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
              <Chips role="group" aria-label="Day" ref={chipsRef}>
                {days.map((d) => (
                  <Choice
                    key={d}
                    type="button"
                    aria-pressed={d === shown}
                    aria-label={formatDate(d)}
                    onClick={() => setDay(d)}
                  >
                    {formatDayShort(d)}
                  </Choice>
                ))}
              </Chips>
              {ofDay.length === 0 ? (
                <p>{NO_FREE_TIMES}</p>
              ) : (
                <Times role="group" aria-label={`Free times on ${formatDate(shown)}`}>
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
          {CALL_ME_LABEL}
        </Choice>
      )}
      <p aria-live="polite">{chosen ? `Chosen: ${formatDate(chosen.start)}, ${slotLabel(chosen)}` : ''}</p>
    </Fieldset>
  );
}
