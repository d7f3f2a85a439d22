import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, MESSAGES, todayInIndia } from '@physio/shared-contracts';
import {
  existingPatient,
  on,
  requests,
  resetApi,
  resetSession,
  setPatientSession,
} from '@physio/shared-auth/testing';
import { currentPath, currentState, renderPage } from '@physio/shared-ui/testing';
import { CALL_ME_LABEL } from '../features/slot-picker';
import BookingPage from './BookingPage';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
// The page reads the session through the session-only entry (no API client in its first render).
jest.mock('@physio/shared-auth/state', () => jest.requireActual('@physio/shared-auth/testing'));

const verified = {
  id: '9123456789',
  name: 'Meera Iyer',
  email: 'meera@example.in',
  new_user: true,
  price: 499,
};

beforeEach(() => {
  resetApi();
  resetSession();
  sessionStorage.clear();
  on('POST', '/api/users/login', [200, { data: null, message: 'OTP sent' }]);
  on('POST', '/api/users/login/verify', (req) =>
    (req.body as { otp: string }).otp === '123456'
      ? [200, { data: verified }]
      : [401, { message: 'Invalid code', code: 'WRONG_OTP' }],
  );
});
afterEach(() => jest.useRealTimers());
// Modal flows with user-event take a few seconds on a loaded 2-core machine.
jest.setTimeout(20_000);

// Typing char by char is covered by BookingForm.test; here the fields are filled in one go.
async function fillForm(user: ReturnType<typeof userEvent.setup>, { callMe = true } = {}) {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Meera Iyer' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'meera@example.in' } });
  fireEvent.change(screen.getByLabelText('Quantity (sessions)'), { target: { value: '2' } });
  await user.selectOptions(screen.getByLabelText('Problem'), 'Back pain');
  if (callMe) await user.click(screen.getByRole('button', { name: CALL_ME_LABEL }));
  await user.click(screen.getByRole('button', { name: 'Book Now' }));
}

const expectedState = {
  name: 'Meera Iyer',
  email: 'meera@example.in',
  quantity: 2,
  description: 'Back pain',
  booking: { mode: 'online' },
};

const digit = (n: number) => screen.getByLabelText(`Digit ${n} of 6`);

async function reachCodeModal(user: ReturnType<typeof userEvent.setup>, { callMe = true } = {}) {
  await fillForm(user, { callMe });
  const dialog = await screen.findByRole('dialog', { name: 'Verify your mobile number' });
  await user.type(within(dialog).getByLabelText('Mobile Number'), '9123456789');
  await user.click(within(dialog).getByRole('button', { name: 'GET OTP' }));
  return screen.findByRole('dialog', { name: 'Enter the one-time code' });
}

describe('/booking', () => {
  it('with a patient session goes straight to /confirmbooking with the booking details', async () => {
    setPatientSession(existingPatient);
    const user = userEvent.setup({ delay: null });
    renderPage(<BookingPage />, { url: '/booking' });
    expect(screen.getByLabelText('Name')).toHaveValue(existingPatient.name);
    await fillForm(user);
    expect(currentPath()).toBe('/confirmbooking');
    expect(currentState()).toEqual(expectedState);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refills the form when the user comes back to edit', () => {
    renderPage(<BookingPage />, { url: '/booking', state: { ...expectedState, quantity: 4 } });
    expect(screen.getByLabelText('Name')).toHaveValue('Meera Iyer');
    expect(screen.getByLabelText('Quantity (sessions)')).toHaveValue(4);
    expect(screen.getByLabelText('Problem')).toHaveValue('Back pain');
  });

  it('back from /confirmbooking to edit, the family member chosen there ("Booking for") goes on with the booking', async () => {
    setPatientSession(existingPatient);
    const user = userEvent.setup({ delay: null });
    const father = '6f1c1d7e-8f0a-4c55-9a77-1d2b3c4d5e6f';
    renderPage(<BookingPage />, { url: '/booking', state: { ...expectedState, dependant_id: father } });
    await fillForm(user);
    expect(currentPath()).toBe('/confirmbooking');
    expect(currentState()).toEqual({ ...expectedState, dependant_id: father });
  });

  it('without a session asks for the mobile number: "Enter a Valid Mobile Number" for empty and bad numbers', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<BookingPage />, { url: '/booking' });
    await fillForm(user);
    const dialog = await screen.findByRole('dialog', { name: 'Verify your mobile number' });
    await user.click(within(dialog).getByRole('button', { name: 'GET OTP' }));
    expect(within(dialog).getByText(MESSAGES.invalidMobile)).toBeInTheDocument();
    const mobile = within(dialog).getByLabelText('Mobile Number');
    await user.type(mobile, '51234abc56789');
    expect(mobile).toHaveValue('5123456789');
    await user.click(within(dialog).getByRole('button', { name: 'GET OTP' }));
    expect(within(dialog).getByText(MESSAGES.invalidMobile)).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/users/login')).toBe(false);
  });

  it("shows the server's message in the mobile modal when sending fails", async () => {
    on('POST', '/api/users/login', [429, { message: 'Too many codes requested. Try again in a minute.' }]);
    const user = userEvent.setup({ delay: null });
    renderPage(<BookingPage />, { url: '/booking' });
    await fillForm(user);
    const dialog = await screen.findByRole('dialog', { name: 'Verify your mobile number' });
    await user.type(within(dialog).getByLabelText('Mobile Number'), '9123456789');
    await user.click(within(dialog).getByRole('button', { name: 'GET OTP' }));
    expect(
      await within(dialog).findByText('Too many codes requested. Try again in a minute.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Mobile Number')).toHaveValue('9123456789');
  });

  it('sends name, email and mobile, then verifies the code and continues to /confirmbooking', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<BookingPage />, { url: '/booking' });
    const dialog = await reachCodeModal(user);
    expect(requests.find((r) => r.path === '/api/users/login')?.body).toEqual({
      name: 'Meera Iyer',
      email: 'meera@example.in',
      mobile: '9123456789',
    });
    expect(digit(1)).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(digit(1));
    await user.keyboard('123456');
    await user.click(within(dialog).getByRole('button', { name: 'VERIFY' }));
    await waitFor(() => expect(currentPath()).toBe('/confirmbooking'));
    expect(currentState()).toEqual(expectedState);
    expect(requests.find((r) => r.path === '/api/users/login/verify')?.body).toEqual({
      number: '9123456789',
      otp: '123456',
    });
  });

  it('code boxes: digits only, auto-advance, Backspace moves back', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<BookingPage />, { url: '/booking' });
    await reachCodeModal(user);
    await user.click(digit(1));
    await user.keyboard('1a2');
    expect(digit(1)).toHaveValue('1');
    expect(digit(2)).toHaveValue('2');
    expect(digit(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(digit(2)).toHaveValue('');
    expect(digit(2)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(digit(1)).toHaveValue('');
    expect(digit(1)).toHaveFocus();
  });

  it('pasting a 6-digit code fills every box', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<BookingPage />, { url: '/booking' });
    const dialog = await reachCodeModal(user);
    await user.click(digit(1));
    await user.paste('654 321');
    expect([1, 2, 3, 4, 5, 6].map((n) => (digit(n) as HTMLInputElement).value).join('')).toBe('654321');
    await user.click(within(dialog).getByRole('button', { name: 'VERIFY' }));
    expect(await within(dialog).findByText(MESSAGES.wrongOtp)).toBeInTheDocument();
    expect(currentPath()).toBe('/booking');
  });

  it('"Wrong OTP!" for an incomplete code without calling the server', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<BookingPage />, { url: '/booking' });
    const dialog = await reachCodeModal(user);
    await user.click(digit(1));
    await user.keyboard('12');
    await user.click(within(dialog).getByRole('button', { name: 'VERIFY' }));
    expect(within(dialog).getByText(MESSAGES.wrongOtp)).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/users/login/verify')).toBe(false);
  });

  it('offers Resend after a visible 15 s countdown, which restarts after resending', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<BookingPage />, { url: '/booking' });
    const dialog = await reachCodeModal(user);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('Resend code in 15 s');
    expect(within(dialog).queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(14_000);
    });
    expect(within(dialog).getByRole('timer')).toHaveTextContent('Resend code in 1 s');
    await act(async () => {
      jest.advanceTimersByTime(1_000);
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/users/login')).toHaveLength(2));
    expect(await within(dialog).findByRole('timer')).toHaveTextContent('Resend code in 15 s');
  });

  it('keeps a draft of the form across a reload of the page, cleared once the booking moves on', async () => {
    const first = renderPage(<BookingPage />, { url: '/booking' });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Meera Iyer' } });
    fireEvent.change(screen.getByLabelText('Quantity (sessions)'), { target: { value: '3' } });
    first.unmount();

    renderPage(<BookingPage />, { url: '/booking' });
    expect(screen.getByLabelText('Name')).toHaveValue('Meera Iyer');
    expect(screen.getByLabelText('Quantity (sessions)')).toHaveValue(3);
    setPatientSession(existingPatient);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'meera@example.in' } });
    fireEvent.change(screen.getByLabelText('Problem'), { target: { value: 'Knee pain' } });
    fireEvent.click(screen.getByRole('button', { name: CALL_ME_LABEL }));
    fireEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(currentPath()).toBe('/confirmbooking'));
    expect(sessionStorage.getItem('physio.bookingDraft')).toBeNull();
  });

  it('closing the modal keeps what was typed in the form', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<BookingPage />, { url: '/booking' });
    await fillForm(user);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Meera Iyer');
    expect(screen.getByLabelText('Problem')).toHaveValue('Back pain');
  });

  it('a chosen slot survives a reload (the draft) and rides through OTP login to /confirmbooking', async () => {
    const day = addDays(todayInIndia(), 1);
    const slot = {
      start: `${day}T16:00:00+05:30`,
      end: `${day}T16:45:00+05:30`,
      doctor_id: 'dr-asha-rao',
      doctor_name: 'Dr. Asha Rao',
    };
    on('GET', '/api/slots', [200, { data: [slot] }]);
    const user = userEvent.setup({ delay: null });
    const first = renderPage(<BookingPage />, { url: '/booking' });
    await user.click(await screen.findByRole('button', { name: '4:00 pm with Dr. Asha Rao' }));
    first.unmount();

    renderPage(<BookingPage />, { url: '/booking' });
    expect(await screen.findByRole('button', { name: '4:00 pm with Dr. Asha Rao' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const dialog = await reachCodeModal(user, { callMe: false });
    await user.click(digit(1));
    await user.keyboard('123456');
    await user.click(within(dialog).getByRole('button', { name: 'VERIFY' }));
    await waitFor(() => expect(currentPath()).toBe('/confirmbooking'));
    expect(currentState()).toEqual({ ...expectedState, slot });
  });
});
