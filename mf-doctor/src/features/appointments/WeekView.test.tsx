import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment } from '@physio/shared-contracts';
import { appointment } from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import { mondayOf, weekDays } from './week';
import { WeekView } from './WeekView';

jest.setTimeout(20_000);

const at = (id: string, start: string, overrides: Partial<Appointment> = {}): Appointment =>
  appointment({
    id,
    patient_name: 'Meera Iyer',
    doctor_id: 'dr-asha-rao',
    order_id: 'o1',
    date: null,
    start,
    end: start.replace(/T(\d\d):00/, (_, h: string) => `T${h}:45`),
    join_url: 'https://meet.jit.si/PhysioCare-x',
    ...overrides,
  });

describe('week view', () => {
  it('weeks run Monday to Sunday', () => {
    expect(mondayOf('2030-03-10')).toBe('2030-03-04'); // a Sunday
    expect(mondayOf('2030-03-04')).toBe('2030-03-04');
    expect(weekDays('2030-03-04')).toHaveLength(7);
  });

  it('shows each day with its sessions: time, patient, mode, address of home visits, video link', async () => {
    const list = [
      at('a1', '2030-03-05T10:00:00+05:30'),
      at('a2', '2030-03-05T09:00:00+05:30', {
        patient_name: 'Ravi Kumar',
        mode: 'home',
        address: '12 MG Road',
        pincode: '560001',
        join_url: null,
      }),
      at('a3', '2030-03-07T16:00:00+05:30', { status: 'cancelled' }),
      at('a4', '2030-03-12T16:00:00+05:30', { patient_name: 'Next Week' }),
    ];
    const user = userEvent.setup();
    renderPage(<WeekView list={list} today="2030-03-06" />);
    expect(screen.getByRole('heading', { name: 'Week of 4 Mar 2030' })).toBeInTheDocument();
    const tuesday = screen.getByRole('listitem', { name: '5 Mar 2030' });
    const entries = within(tuesday).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('9:00 am – 9:45 am');
    expect(entries[0]).toHaveTextContent('Ravi Kumar');
    expect(entries[0]).toHaveTextContent('Home visit: 12 MG Road - 560001');
    expect(within(entries[0]!).queryByRole('link')).not.toBeInTheDocument();
    expect(entries[1]).toHaveTextContent('Meera Iyer');
    expect(within(entries[1]!).getByRole('link', { name: 'Video link' })).toHaveAttribute(
      'href',
      'https://meet.jit.si/PhysioCare-x',
    );
    expect(screen.getByRole('listitem', { name: '6 Mar 2030' })).toHaveAttribute('aria-current', 'date');
    expect(
      within(screen.getByRole('listitem', { name: '7 Mar 2030' })).getByText('No sessions'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Next Week')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByRole('heading', { name: 'Week of 11 Mar 2030' })).toBeInTheDocument();
    expect(screen.getByText('Next Week')).toBeInTheDocument();
  });

  it('marks a session its patient confirmed (a WhatsApp reply), and no other', () => {
    renderPage(
      <WeekView
        list={[
          at('c1', '2030-03-05T10:00:00+05:30', { confirmed_at: '2030-03-04T18:00:00+05:30' }),
          at('c2', '2030-03-05T11:00:00+05:30', { patient_name: 'Ravi Kumar', confirmed_at: null }),
        ]}
        today="2030-03-04"
      />,
    );
    const [confirmed, unconfirmed] = within(
      screen.getByRole('listitem', { name: '5 Mar 2030' }),
    ).getAllByRole('listitem');
    expect(confirmed).toHaveTextContent('Confirmed by patient');
    expect(unconfirmed).toHaveTextContent('Ravi Kumar');
    expect(unconfirmed).not.toHaveTextContent('Confirmed by patient');
  });

  it('marks the occurrences of a weekly series with their place in it ("Series 2/6"), and no other session', () => {
    renderPage(
      <WeekView
        list={[
          at('s2', '2030-03-06T18:00:00+05:30', { series: { id: 'ser1', position: 2, size: 6 } }),
          at('s1', '2030-03-04T18:00:00+05:30', { series: { id: 'ser1', position: 1, size: 6 } }),
          at('x1', '2030-03-04T10:00:00+05:30', { patient_name: 'Ravi Kumar' }),
        ]}
        today="2030-03-04"
      />,
    );
    const [single, first] = within(screen.getByRole('listitem', { name: '4 Mar 2030' })).getAllByRole(
      'listitem',
    );
    expect(single).not.toHaveTextContent('Series');
    expect(first).toHaveTextContent('Series 1/6');
    expect(
      within(screen.getByRole('listitem', { name: '6 Mar 2030' })).getByText('Series 2/6'),
    ).toBeInTheDocument();
  });
});
