import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@physio/shared-contracts';
import {
  existingPatient,
  on,
  requests,
  resetApi,
  resetSession,
  setPatientSession,
} from '@physio/shared-auth/testing';
import { currentPath, currentState, renderPage } from '@physio/shared-ui/testing';
import { LOGIN_DETAILS_NOTE } from '../features/otp-login/LoginPanel';
import PatientLoginPage from './PatientLoginPage';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/state', () => jest.requireActual('@physio/shared-auth/testing'));
// user-event flows take seconds on a loaded 2-core machine.
jest.setTimeout(20_000);

const verified = { id: '9876543210', name: 'Ravi', email: 'ravi@example.in', new_user: false, price: 650 };

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  resetApi();
  resetSession();
  on('POST', '/api/users/login', [200, { data: null }]);
  on('POST', '/api/users/login/verify', (req) =>
    (req.body as { otp: string }).otp === '246810'
      ? [200, { data: verified }]
      : [400, { message: 'Invalid' }],
  );
});

afterEach(() => jest.restoreAllMocks());

const withReturn = (from: string) => `/user/login?from=${encodeURIComponent(from)}`;

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
  it('says that an existing account keeps its name and e-mail (the profile page changes them)', () => {
    renderPage(<PatientLoginPage />, { url: '/user/login' });
    expect(screen.getByText(LOGIN_DETAILS_NOTE)).toBeInTheDocument();
    expect(LOGIN_DETAILS_NOTE).toMatch(/keeps its name and e-mail.*profile page/);
  });

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

// The page servers send a visitor without a session hint from a book-physio page to
// /user/login?from=<that page> (scripts/lib/page-routes.mjs): the guard's alert and return, from the URL.
describe('/user/login?from=', () => {
  it.each(['/c/9876543210', '/bookphysio'])(
    'from=%s: "You have to login first!" once, then back there after the login',
    async (from) => {
      const user = userEvent.setup({ delay: null });
      renderPage(<PatientLoginPage />, { url: withReturn(from) });
      // The return path moves into the guard's state.from: a reload does not alert again.
      await waitFor(() => expect(currentPath()).toBe('/user/login'));
      expect(currentState()).toEqual({ from: { pathname: from } });
      expect(alertSpy).toHaveBeenCalledTimes(1);
      expect(alertSpy).toHaveBeenCalledWith(MESSAGES.loginFirst);
      await logIn(user);
      await waitFor(() => expect(currentPath()).toBe(from));
      expect(alertSpy).toHaveBeenCalledTimes(1);
    },
  );

  it('a patient signed in already (a session older than the hint) goes straight back, no alert', async () => {
    setPatientSession(existingPatient);
    renderPage(<PatientLoginPage />, { url: withReturn(`/c/${existingPatient.id}`) });
    await waitFor(() => expect(currentPath()).toBe(`/c/${existingPatient.id}`));
    expect(alertSpy).not.toHaveBeenCalled();
  });

  // Never an open redirect: only a path of this site that a page server sends here.
  it.each([
    'https://evil.example/c/9876543210',
    '//evil.example/c/9876543210',
    '/\\evil.example',
    '\\evil.example/bookphysio',
    '/\\/evil.example/bookphysio',
    'javascript:alert(1)',
    '/booking',
    '/user/dashboard/9876543210',
    '/c/9876543210/../../dashboard',
    '/c/98765%2F43210',
    '/c/',
    '/bookphysio?next=https://evil.example',
    '/bookphysio#x',
    ' /bookphysio',
    '',
  ])('refuses from=%j: no alert, the page stays as it opened', async (from) => {
    renderPage(<PatientLoginPage />, { url: withReturn(from) });
    // The page has rendered and run its effects; nothing moved.
    expect(screen.getByRole('button', { name: 'GET OTP' })).toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();
    expect(currentPath()).toBe(withReturn(from));
    expect(currentState()).toBeNull();
  });

  it('a refused return path does not outlive the login', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<PatientLoginPage />, { url: withReturn('//evil.example/c/9876543210') });
    await logIn(user);
    await waitFor(() => expect(currentPath()).toBe('/user/dashboard/9876543210'));
    expect(alertSpy).not.toHaveBeenCalled();
  });
});
