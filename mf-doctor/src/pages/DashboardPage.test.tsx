import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Appointment, addDays, formatDayShort, todayInIndia } from '@physio/shared-contracts';
import * as auth from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import DashboardPage from './DashboardPage';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
// The machine is shared and loaded: allow slow renders without hiding real hangs.
jest.setTimeout(20_000);

const appointment = (over: Partial<Appointment>): Appointment => ({
  id: 'a1',
  patient_id: '9876543210',
  patient_name: 'Meera Iyer',
  doctor_id: 'dr-asha-rao',
  order_id: 'order_1',
  mode: 'online',
  address: null,
  pincode: null,
  date: '2099-01-05',
  time_of_day: 'morning',
  start: null,
  end: null,
  join_url: null,
  hold_expires_at: null,
  sessions: 3,
  status: 'scheduled',
  created_at: '2026-01-01T10:00:00Z',
  ...over,
});

const open = (url: string) => {
  const user = userEvent.setup({ delay: null });
  renderPage(<DashboardPage />, { url, path: '/dashboard' });
  return user;
};

describe('DashboardPage', () => {
  beforeEach(() => auth.resetAuthFake({ doctor: auth.DOCTOR }));

  it('defaults to the patients tab, with the doctor in the header and a profile button', () => {
    open('/dashboard');
    expect(screen.getByRole('tab', { name: 'Patients' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Patients');
    expect(screen.getByRole('heading', { name: 'Search patients' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Dr. Asha Rao')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/doctor/profile/9000000001',
    );
  });

  it('with nobody signed in (the prerendered frame) keeps the place of the welcome line and Profile, hidden', () => {
    auth.resetAuthFake({});
    open('/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Doctor Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome/)).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    const reserved = screen.getByText('Profile', { selector: 'a' });
    expect(reserved).not.toBeVisible();
    expect(reserved).toHaveAttribute('tabindex', '-1');
  });

  it('reads the tab from the query string and writes it back', async () => {
    const user = open('/dashboard?coupons');
    expect(screen.getByRole('tab', { name: 'Coupons' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('radio', { name: 'Create Coupon' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Patients' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?patients');
    expect(screen.getByRole('heading', { name: 'Search patients' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    auth.apiClient.get.mockReturnValue(auth.answer([]));
    const user = open('/dashboard?patients');
    screen.getByRole('tab', { name: 'Patients' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?coupons');
    expect(screen.getByRole('tab', { name: 'Coupons' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?appointments');
  });

  it('logs out and returns to the doctor login', async () => {
    const user = open('/dashboard?patients');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(auth.logout).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/login'));
  });

  describe('appointments tab', () => {
    it('splits upcoming and past appointments with time, place and order', async () => {
      auth.apiClient.get.mockReturnValue(
        auth.answer([
          appointment({ id: 'a1', date: '2099-01-05', time_of_day: 'evening' }),
          appointment({
            id: 'a2',
            patient_name: 'Ravi Kumar',
            mode: 'home',
            address: '12 MG Road, Bengaluru',
            pincode: '560001',
            date: '2020-03-10',
            order_id: 'order_2',
            status: 'completed',
          }),
        ]),
      );
      open('/dashboard?appointments');
      const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
      expect(auth.apiClient.get).toHaveBeenCalledWith('/api/appointments', {
        params: { doctor_id: '9000000001' },
      });
      expect(within(upcoming).getByText('Meera Iyer')).toBeInTheDocument();
      expect(within(upcoming).getByText('5 Jan 2099')).toBeInTheDocument();
      expect(within(upcoming).getByText('Evening')).toBeInTheDocument();
      expect(within(upcoming).getByText('Online session')).toBeInTheDocument();
      expect(within(upcoming).getByRole('link', { name: 'Meera Iyer' })).toHaveAttribute(
        'href',
        '/user/bookings/9876543210',
      );
      const past = screen.getByRole('region', { name: 'Past' });
      expect(within(past).getByText('Ravi Kumar')).toBeInTheDocument();
      expect(within(past).getByText('Home visit: 12 MG Road, Bengaluru - 560001')).toBeInTheDocument();
      expect(within(past).getByText('Completed')).toBeInTheDocument();
    });

    it('shows today and tomorrow: time, patient with a link and phone, problem, place; Upcoming keeps dated sessions', async () => {
      const today = todayInIndia();
      const tomorrow = addDays(today, 1);
      const at = (day: string, time: string) => `${day}T${time}:00+05:30`;
      auth.apiClient.get.mockReturnValue(
        auth.answer([
          appointment({
            id: 'tomorrow-home',
            patient_name: 'Ravi Kumar',
            patient_id: '9876500001',
            patient_mobile: '9876500001',
            problem: 'Knee pain',
            mode: 'home',
            address: '12 MG Road, Bengaluru',
            pincode: '560001',
            date: null,
            start: at(tomorrow, '16:00'),
            end: at(tomorrow, '16:45'),
          }),
          appointment({
            id: 'tomorrow-cancelled',
            patient_name: 'Asha Verma',
            date: null,
            start: at(tomorrow, '09:00'),
            end: at(tomorrow, '09:45'),
            status: 'cancelled',
            join_url: 'https://meet.jit.si/PhysioCare-cancelled',
          }),
        ]),
      );
      open('/dashboard?appointments');
      const day = await screen.findByRole('region', { name: `Tomorrow, ${formatDayShort(tomorrow)}` });
      expect(screen.getByRole('region', { name: `Today, ${formatDayShort(today)}` })).toHaveTextContent(
        'No sessions today.',
      );
      expect(day).toHaveTextContent('4:00 pm – 4:45 pm');
      expect(within(day).getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute(
        'href',
        '/user/bookings/9876500001',
      );
      expect(within(day).getByRole('link', { name: '+91 98765 00001' })).toHaveAttribute(
        'href',
        'tel:+919876500001',
      );
      expect(day).toHaveTextContent('Knee pain');
      expect(day).toHaveTextContent('Home visit: 12 MG Road, Bengaluru - 560001');
      expect(day).not.toHaveTextContent('Asha Verma');
      // Upcoming holds the dated session too, not only those still to be given a time.
      expect(
        within(screen.getByRole('region', { name: 'Upcoming' })).getByText('Ravi Kumar'),
      ).toBeInTheDocument();
      // A session cancelled ahead of its time is not "past", and has no video link any more.
      const cancelled = screen.getByRole('region', { name: 'Cancelled ahead of time' });
      expect(within(cancelled).getByText('Asha Verma')).toBeInTheDocument();
      expect(within(cancelled).queryByRole('link', { name: 'Video link' })).not.toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'Past' })).queryByText('Asha Verma')).toBeNull();
    });

    it('offers Completed and No-show on a session of today that has started', async () => {
      const iso = (ms: number) => new Date(ms).toISOString();
      const now = Date.now();
      auth.apiClient.get.mockReturnValue(
        auth.answer([
          appointment({
            id: 'started',
            date: null,
            start: iso(now - 5 * 60_000),
            end: iso(now + 40 * 60_000),
          }),
        ]),
      );
      open('/dashboard?appointments');
      const group = await screen.findAllByRole('group', { name: /^Session of Meera Iyer/ });
      // The day view and the week view both show it, each with the outcome buttons.
      for (const g of group) {
        expect(within(g).getByRole('button', { name: 'Completed' })).toBeInTheDocument();
        expect(within(g).getByRole('button', { name: 'No-show' })).toBeInTheDocument();
      }
      expect(group.length).toBeGreaterThanOrEqual(1);
    });

    it('treats today as upcoming', async () => {
      auth.apiClient.get.mockReturnValue(auth.answer([appointment({ date: todayInIndia() })]));
      open('/dashboard?appointments');
      const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
      expect(within(upcoming).getByText('Meera Iyer')).toBeInTheDocument();
    });

    it('has an empty state', async () => {
      auth.apiClient.get.mockReturnValue(auth.answer([]));
      open('/dashboard?appointments');
      expect(await screen.findByText(/No appointments yet/)).toBeInTheDocument();
    });

    it('shows the failure with a retry', async () => {
      auth.apiClient.get.mockRejectedValue(auth.httpError(500, 'Database unavailable'));
      open('/dashboard?appointments');
      expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });
  });
});
