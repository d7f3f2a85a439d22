import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { addDays, formatDate, todayInIndia, type Slot } from '@physio/shared-contracts';
import type { Load } from '../hooks/useLoad';
import { renderUi } from '../test/render';
import { CALL_ME_LABEL, NO_FREE_TIMES, SlotChooser, TIMES_IN_IST, type SlotPick } from './SlotChooser';
import { dayChipName } from './DayStrip';
import { nearestSlots, pickerDays, sameSlot, slotsOfDay } from './slots';

jest.setTimeout(20_000);

const today = todayInIndia();
const day = addDays(today, 2);
const slot = (d: string, time: string, doctor_id = 'dr-asha-rao'): Slot => ({
  start: `${d}T${time}:00+05:30`,
  end: `${d}T${time.slice(0, 2)}:45:00+05:30`,
  doctor_id,
  doctor_name: 'Dr. Asha Rao',
});
const ready = (data: Slot[]): Load<Slot[]> => ({ status: 'ready', data, reload: jest.fn() });

function Harness({ load, allowCall }: { load: Load<Slot[]>; allowCall?: boolean }) {
  const [value, setValue] = useState<SlotPick | null>(null);
  return (
    <SlotChooser load={load} value={value} onChange={setValue} allowCall={allowCall} legend="New time" />
  );
}

describe('SlotChooser', () => {
  it('shows the loaded free times of the first day that has some, chosen with a click', async () => {
    const user = userEvent.setup();
    renderUi(<Harness load={ready([slot(day, '15:00'), slot(day, '09:00')])} allowCall />);
    const times = screen.getByRole('group', { name: `Free times on ${formatDate(day)}` });
    expect(times.querySelectorAll('button')[0]).toHaveAccessibleName('9:00 am with Dr. Asha Rao');
    // Label in name (WCAG 2.5.3): the name is the text the button shows.
    expect(times.querySelectorAll('button')[0]).toHaveTextContent(/^9:00 am with Dr\. Asha Rao$/);
    await user.click(screen.getByRole('button', { name: '3:00 pm with Dr. Asha Rao' }));
    expect(screen.getByText(/^Chosen: /)).toHaveTextContent('3:00 pm IST with Dr. Asha Rao');
    await user.click(screen.getByRole('button', { name: dayChipName(addDays(today, 5)) }));
    expect(screen.getByText(NO_FREE_TIMES)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CALL_ME_LABEL }));
    expect(screen.getByRole('button', { name: CALL_ME_LABEL })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says the times are IST, and names it on the chosen time', async () => {
    const user = userEvent.setup();
    renderUi(<Harness load={ready([slot(day, '09:00')])} />);
    expect(screen.getByRole('group', { name: 'New time' })).toHaveTextContent(TIMES_IN_IST);
    expect(TIMES_IN_IST).toContain('IST');
    await user.click(screen.getByRole('button', { name: '9:00 am with Dr. Asha Rao' }));
    expect(screen.getByText(/^Chosen: /)).toHaveTextContent(`${formatDate(day)}, 9:00 am IST`);
  });

  it('shows the days as whole chips between arrows that page the row, each chip its weekday over its date', async () => {
    const scrollBy = jest.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', { configurable: true, value: scrollBy });
    try {
      const user = userEvent.setup();
      renderUi(<Harness load={ready([slot(day, '09:00')])} />);
      const strip = screen.getByRole('group', { name: 'Day' });
      const chips = strip.querySelectorAll('button');
      expect(chips).toHaveLength(14);
      const [weekday, date] = new Intl.DateTimeFormat('en-IN', {
        timeZone: 'UTC',
        weekday: 'short',
        day: 'numeric',
        month: 'short',
      })
        .format(new Date(`${today}T00:00:00Z`))
        .split(', ');
      expect(chips[0]!.querySelector('small')).toHaveTextContent(weekday!);
      expect(chips[0]).toHaveTextContent(`${weekday} ${date}`);
      // Label in name (WCAG 2.5.3): each chip's name begins with its two visible lines, then the year.
      for (const chip of chips) {
        expect(chip).toHaveAccessibleName(new RegExp(`^${chip.textContent} 20\\d\\d$`));
      }
      const earlier = screen.getByRole('button', { name: 'Earlier days' });
      const later = screen.getByRole('button', { name: 'Later days' });
      // A row three views wide (jsdom has no layout: its sizes are given), scrolled to its start.
      Object.defineProperty(strip, 'clientWidth', { configurable: true, value: 300 });
      Object.defineProperty(strip, 'scrollWidth', { configurable: true, value: 900 });
      fireEvent.scroll(strip);
      expect(earlier).toBeDisabled();
      expect(later).toBeEnabled();
      await user.click(later);
      expect(scrollBy).toHaveBeenCalledWith({ left: 300 });
      strip.scrollLeft = 600;
      fireEvent.scroll(strip);
      expect(later).toBeDisabled();
      await user.click(earlier);
      expect(scrollBy).toHaveBeenLastCalledWith({ left: -300 });
    } finally {
      delete (HTMLElement.prototype as { scrollBy?: unknown }).scrollBy;
    }
  });

  it('shows the loading and the failure of its load', async () => {
    const reload = jest.fn();
    const { rerender } = renderUi(<Harness load={{ status: 'loading', reload }} />);
    expect(screen.getByText('Loading free times…')).toBeInTheDocument();
    rerender(<Harness load={{ status: 'error', message: 'Database down', httpStatus: 500, reload }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });
});

describe('slot helpers', () => {
  it('days, slots of a day, nearest free times, same slot', () => {
    expect(pickerDays(today, 3)).toEqual([today, addDays(today, 1), addDays(today, 2)]);
    const slots = [slot(day, '16:00'), slot(day, '09:00'), slot(addDays(day, 1), '10:00')];
    expect(slotsOfDay(slots, day).map((s) => s.start)).toEqual([
      slot(day, '09:00').start,
      slot(day, '16:00').start,
    ]);
    expect(nearestSlots(slots, slot(day, '15:00').start, 2).map((s) => s.start)).toEqual([
      slot(day, '09:00').start,
      slot(day, '16:00').start,
    ]);
    expect(sameSlot(slot(day, '09:00'), { start: `${day}T03:30:00Z`, doctor_id: 'dr-asha-rao' })).toBe(true);
    expect(sameSlot(slot(day, '09:00'), slot(day, '09:00', 'dr-rahul-mehta'))).toBe(false);
  });
});
