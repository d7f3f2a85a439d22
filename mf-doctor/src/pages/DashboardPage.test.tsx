import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Appointment, todayInIndia } from '@physio/shared-contracts';
import * as auth from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import DashboardPage from './DashboardPage';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
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
      expect(within(upcoming).getByText('order_1')).toBeInTheDocument();
      const past = screen.getByRole('region', { name: 'Past' });
      expect(within(past).getByText('Ravi Kumar')).toBeInTheDocument();
      expect(within(past).getByText('Home visit: 12 MG Road, Bengaluru - 560001')).toBeInTheDocument();
      expect(within(past).getByText('Completed')).toBeInTheDocument();
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
