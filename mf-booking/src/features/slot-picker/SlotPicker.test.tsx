import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { addDays, formatDate, todayInIndia, type Slot } from '@physio/shared-contracts';
import { on, requests, resetApi } from '@physio/shared-auth/testing';
import { dayChipName } from '@physio/shared-ui/sessions';
import { renderPage } from '@physio/shared-ui/testing';
import { CALL_ME_LABEL, FIRST_AVAILABLE_LABEL, NO_FREE_TIMES, SlotPicker, type SlotPick } from '.';
import { doctorsOf, firstAvailable, initials } from './doctors';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(20_000);

const today = todayInIndia();
const tomorrow = addDays(today, 1);
const slot = (day: string, time: string, doctor = 'Dr. Asha Rao', doctorId = 'dr-asha-rao'): Slot => ({
  start: `${day}T${time}:00+05:30`,
  end: `${day}T${time.slice(0, 2)}:45:00+05:30`,
  doctor_id: doctorId,
  doctor_name: doctor,
});

function Harness(props: { allowCall?: boolean; takenStart?: string; onPick?: (p: SlotPick) => void }) {
  const [value, setValue] = useState<SlotPick | null>(null);
  return (
    <SlotPicker
      mode="online"
      value={value}
      allowCall={props.allowCall}
      takenStart={props.takenStart}
      onChange={(p) => {
        setValue(p);
        props.onPick?.(p);
      }}
    />
  );
}

beforeEach(() => resetApi());

describe('SlotPicker', () => {
  it('asks for 14 days of the chosen mode and shows the first day with free times, with the doctor', async () => {
    on('GET', '/api/slots', [
      200,
      { data: [slot(tomorrow, '09:00'), slot(tomorrow, '10:00', 'Dr. Vikram Shah')] },
    ]);
    renderPage(<Harness />);
    const times = await screen.findByRole('group', { name: `Free times on ${formatDate(tomorrow)}` });
    expect(times).toHaveTextContent('Dr. Vikram Shah');
    expect(screen.getByRole('button', { name: dayChipName(tomorrow) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getAllByRole('button', { name: /^\w+ \d+ \w+ \d{4}$|^\d+ \w+ \d{4}$/ })).toHaveLength(14);
    expect(requests[0]?.params).toEqual({ from: today, to: addDays(today, 13), mode: 'online' });
  });

  it('asks for home visits at the patient’s PIN once it has six digits, so the road decides the times (issue 28)', async () => {
    on('GET', '/api/slots', [200, { data: [slot(tomorrow, '09:00')] }]);
    function PinHarness() {
      const [pin, setPin] = useState('5600');
      return (
        <>
          <button type="button" onClick={() => setPin('560066')}>
            Whole PIN
          </button>
          <SlotPicker mode="home" pincode={pin} value={null} onChange={() => undefined} />
        </>
      );
    }
    const user = userEvent.setup();
    renderPage(<PinHarness />);
    await screen.findByRole('group', { name: `Free times on ${formatDate(tomorrow)}` });
    expect(requests[0]?.params).toEqual({ from: today, to: addDays(today, 13), mode: 'home' });
    await user.click(screen.getByRole('button', { name: 'Whole PIN' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.params).toMatchObject({ mode: 'home', pincode: '560066' });
  });

  it('is chosen with the keyboard alone: Tab to a day, Enter, Tab to a time, Space', async () => {
    const onPick = jest.fn();
    on('GET', '/api/slots', [200, { data: [slot(tomorrow, '09:00'), slot(addDays(today, 2), '16:00')] }]);
    const user = userEvent.setup();
    renderPage(<Harness onPick={onPick} />);
    await screen.findByRole('group', { name: `Free times on ${formatDate(tomorrow)}` });
    const third = screen.getByRole('button', { name: dayChipName(addDays(today, 2)) });
    third.focus();
    await user.keyboard('{Enter}');
    expect(third).toHaveAttribute('aria-pressed', 'true');
    const time = screen.getByRole('button', { name: '4:00 pm with Dr. Asha Rao' });
    time.focus();
    await user.keyboard(' ');
    expect(time).toHaveAttribute('aria-pressed', 'true');
    expect(onPick).toHaveBeenLastCalledWith({ kind: 'slot', slot: slot(addDays(today, 2), '16:00') });
    expect(screen.getByText(/^Chosen: /)).toHaveTextContent('4:00 pm IST with Dr. Asha Rao');
  });

  it('says so on a day without free times', async () => {
    on('GET', '/api/slots', [200, { data: [slot(tomorrow, '09:00')] }]);
    const user = userEvent.setup();
    renderPage(<Harness />);
    await screen.findByRole('group', { name: `Free times on ${formatDate(tomorrow)}` });
    await user.click(screen.getByRole('button', { name: dayChipName(addDays(today, 5)) }));
    expect(screen.getByText(NO_FREE_TIMES)).toBeInTheDocument();
    expect(NO_FREE_TIMES).toBe('No free times on this day — try another day');
  });

  it('shows the error with Try again, then the times', async () => {
    let fail = true;
    on('GET', '/api/slots', () =>
      fail ? [500, { message: 'Database down', code: 'X' }] : [200, { data: [slot(tomorrow, '09:00')] }],
    );
    const user = userEvent.setup();
    renderPage(<Harness />);
    expect(await screen.findByText('Database down')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('button', { name: '9:00 am with Dr. Asha Rao' })).toBeInTheDocument();
  });

  it('offers the call-me fallback and the free times nearest to a taken one', async () => {
    const onPick = jest.fn();
    on('GET', '/api/slots', [
      200,
      { data: [slot(tomorrow, '09:00'), slot(tomorrow, '12:00'), slot(addDays(today, 9), '16:00')] },
    ]);
    const user = userEvent.setup();
    renderPage(<Harness allowCall takenStart={`${tomorrow}T10:00:00+05:30`} onPick={onPick} />);
    const near = await screen.findByRole('group', { name: 'Nearest free times' });
    await waitFor(() => expect(near.querySelectorAll('button')).toHaveLength(3));
    expect(near.querySelector('button')).toHaveAccessibleName(/9:00 am with Dr. Asha Rao$/);
    await user.click(screen.getByRole('button', { name: CALL_ME_LABEL }));
    expect(onPick).toHaveBeenLastCalledWith({ kind: 'call' });
    expect(screen.getByRole('button', { name: CALL_ME_LABEL })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens on the day of a time just taken, not on the first day with free times', async () => {
    const later = addDays(today, 9);
    on('GET', '/api/slots', [200, { data: [slot(tomorrow, '09:00'), slot(later, '16:00')] }]);
    renderPage(<Harness allowCall takenStart={`${later}T15:00:00+05:30`} />);
    const times = await screen.findByRole('group', { name: `Free times on ${formatDate(later)}` });
    expect(times).toHaveTextContent('4:00 pm');
    expect(screen.getByRole('button', { name: dayChipName(later) })).toHaveAttribute('aria-pressed', 'true');
  });

  describe('choosing the physiotherapist (the booking form)', () => {
    const asha = (time: string) => slot(tomorrow, time, 'Dr. Asha Rao', 'd_asha');
    const vikram = (time: string) => slot(tomorrow, time, 'Dr. Vikram Shah', 'd_vikram');

    function Chooser({ onClear }: { onClear: () => void }) {
      const [value, setValue] = useState<SlotPick | null>(null);
      return (
        <SlotPicker
          mode="online"
          value={value}
          onChange={setValue}
          chooseDoctor={{
            feeRupees: 499,
            onClear: () => {
              setValue(null);
              onClear();
            },
          }}
        />
      );
    }

    it('offers "First available" (one button per time) or each doctor with an avatar and the fee; a doctor shows only their times', async () => {
      on('GET', '/api/slots', [200, { data: [asha('09:00'), vikram('09:00'), vikram('11:00')] }]);
      const onClear = jest.fn();
      const user = userEvent.setup();
      renderPage(<Chooser onClear={onClear} />);
      const who = await screen.findByRole('group', { name: 'Physiotherapist' });
      const first = within(who).getByRole('radio', { name: /First available/ });
      expect(first).toBeChecked();
      expect(who).toHaveTextContent('Dr. Asha Rao₹499.00 per session');
      expect(who).toHaveTextContent('VSDr. Vikram Shah');
      const times = screen.getByRole('group', { name: `Free times on ${formatDate(tomorrow)}` });
      expect(
        within(times)
          .getAllByRole('button')
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual(['9:00 am with Dr. Asha Rao', '11:00 am with Dr. Vikram Shah']);

      await user.click(screen.getByRole('button', { name: '9:00 am with Dr. Asha Rao' }));
      await user.click(within(who).getByRole('radio', { name: /Dr\. Vikram Shah/ }));
      // The chosen time was Dr. Asha Rao's: it is no choice with another doctor.
      expect(onClear).toHaveBeenCalledTimes(1);
      expect(
        within(times)
          .getAllByRole('button')
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual(['9:00 am with Dr. Vikram Shah', '11:00 am with Dr. Vikram Shah']);
      await user.click(first);
      expect(within(times).getAllByRole('button')).toHaveLength(2);
      expect(FIRST_AVAILABLE_LABEL).toBe('First available');
    });

    it('helpers: doctors in the order of their first free time, one slot per time keeping the chosen one, initials', () => {
      const slots = [vikram('11:00'), asha('09:00'), vikram('09:00')];
      expect(doctorsOf(slots)).toEqual([
        { id: 'd_asha', name: 'Dr. Asha Rao' },
        { id: 'd_vikram', name: 'Dr. Vikram Shah' },
      ]);
      expect(firstAvailable(slots, null).map((s) => s.doctor_id)).toEqual(['d_vikram', 'd_asha']);
      expect(
        firstAvailable(slots, vikram('09:00')).map((s) => `${s.doctor_id} ${s.start.slice(11, 16)}`),
      ).toEqual(['d_vikram 11:00', 'd_vikram 09:00']);
      expect(initials('Dr. Asha Rao')).toBe('AR');
      expect(initials('dr priya')).toBe('P');
    });
  });
});
