import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@physio/shared-contracts';
import { on, requests, resetApi, resetSession } from '@physio/shared-auth/testing';
import { currentPath, currentState, renderPage } from '@physio/shared-ui/testing';
import PatientLoginPage from './PatientLoginPage';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
// user-event flows take seconds on a loaded 2-core machine.
jest.setTimeout(20_000);

const verified = { id: '9876543210', name: 'Ravi', email: 'ravi@example.in', new_user: false, price: 650 };

beforeEach(() => {
  resetApi();
  resetSession();
  on('POST', '/api/users/login', [200, { data: null }]);
  on('POST', '/api/users/login/verify', (req) =>
    (req.body as { otp: string }).otp === '246810'
      ? [200, { data: verified }]
      : [400, { message: 'Invalid' }],
  );
});

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ravi' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ravi@example.in' } });
  fireEvent.change(screen.getByLabelText('Mobile Number'), { target: { value: '9876543210' } });
  await user.click(screen.getByRole('button', { name: 'GET OTP' }));
  await user.click(await screen.findByLabelText('Digit 1 of 6'));
  await user.paste('246810');
  await user.click(screen.getByRole('button', { name: 'VERIFY' }));
}

describe('/user/login', () => {
  it('checks name, email and mobile with the spec messages before sending a code', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<PatientLoginPage />, { url: '/user/login' });
    await user.click(screen.getByRole('button', { name: 'GET OTP' }));
    expect(screen.getByText(MESSAGES.booking.name)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.booking.email)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.invalidMobile)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('goes to the patient dashboard by default', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<PatientLoginPage />, { url: '/user/login' });
    await logIn(user);
    await waitFor(() => expect(currentPath()).toBe('/user/dashboard/9876543210'));
  });

  it('goes back to where the user came from, with its state', async () => {
    const user = userEvent.setup({ delay: null });
    const booking = {
      name: 'Ravi',
      email: 'ravi@example.in',
      quantity: 1,
      description: 'Back pain',
      booking: { mode: 'online' },
    };
    renderPage(<PatientLoginPage />, {
      url: '/user/login',
      state: { from: { pathname: '/booking', state: booking } },
    });
    await logIn(user);
    await waitFor(() => expect(currentPath()).toBe('/booking'));
    expect(currentState()).toEqual(booking);
  });

  it('shows "Wrong OTP!" for a refused code and stays on the page', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<PatientLoginPage />, { url: '/user/login', state: { from: '/c/9876543210' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ravi' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ravi@example.in' } });
    fireEvent.change(screen.getByLabelText('Mobile Number'), { target: { value: '9876543210' } });
    await user.click(screen.getByRole('button', { name: 'GET OTP' }));
    await user.click(await screen.findByLabelText('Digit 1 of 6'));
    await user.paste('111111');
    await user.click(screen.getByRole('button', { name: 'VERIFY' }));
    expect(await screen.findByText(MESSAGES.wrongOtp)).toBeInTheDocument();
    expect(currentPath()).toBe('/user/login');
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveAttribute('aria-invalid', 'true');
  });
});
