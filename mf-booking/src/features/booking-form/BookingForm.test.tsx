import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MESSAGES,
  PROBLEM_CATEGORIES,
  todayInIndia,
  addDays,
  CHOOSE_TIME_MESSAGE,
} from '@physio/shared-contracts';
import { renderPage } from '@physio/shared-ui/testing';
import { BookingForm } from './BookingForm';
import { on, requests, resetApi } from '@physio/shared-auth/testing';
import { CALL_ME_LABEL, NO_FREE_TIMES } from '../slot-picker';
import {
  CALL,
  emptyBookingForm,
  fromBookingState,
  pickFromText,
  pickToText,
  toBookingState,
  type BookingFormValues,
} from './bookingFormRules';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));

const day = addDays(todayInIndia(), 1);
const onlineSlot = {
  start: `${day}T09:00:00+05:30`,
  end: `${day}T09:45:00+05:30`,
  doctor_id: 'dr-asha-rao',
  doctor_name: 'Dr. Asha Rao',
};
const filled: BookingFormValues = {
  ...emptyBookingForm,
  name: 'Ravi',
  email: 'ravi@example.in',
  description: 'Knee pain',
};
beforeEach(() => {
  resetApi();
  on('GET', '/api/slots', [200, { data: [] }]);
});

// user-event flows take seconds on a loaded 2-core machine.
jest.setTimeout(20_000);

function setup(initial: BookingFormValues = emptyBookingForm) {
  const onSubmit = jest.fn();
  const user = userEvent.setup();
  renderPage(<BookingForm initialValues={initial} feeRupees={499} onSubmit={onSubmit} />);
  return { onSubmit, user };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Book Now' }));

describe('BookingForm', () => {
  it('shows every required-field message on submit and does not submit', async () => {
    const { onSubmit } = setup({ ...emptyBookingForm, quantity: '' });
    submit();
    // The rules arrive as a lazy chunk: the submit waits for them.
    expect(await screen.findByText(MESSAGES.booking.name)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.booking.email)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.booking.quantity)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.booking.problem)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks a field on blur and keeps what was typed', async () => {
    const { user } = setup();
    const email = screen.getByLabelText('Email');
    await user.type(email, 'ravi@example');
    await user.tab();
    expect(screen.getByText(MESSAGES.booking.email)).toBeInTheDocument();
    expect(email).toHaveValue('ravi@example');
    await user.type(email, '.in');
    expect(screen.queryByText(MESSAGES.booking.email)).not.toBeInTheDocument();
  });

  it('rejects a zero quantity and an empty name on blur', async () => {
    const { user } = setup();
    await user.click(screen.getByLabelText('Name'));
    await user.tab();
    expect(screen.getByText(MESSAGES.booking.name)).toBeInTheDocument();
    const quantity = screen.getByLabelText('Quantity (sessions)');
    expect(quantity).toHaveValue(1);
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    expect(screen.getByText(MESSAGES.booking.quantity)).toBeInTheDocument();
  });

  it('offers the 11 problem categories', async () => {
    setup();
    const select = screen.getByLabelText('Problem');
    const options = Array.from(select.querySelectorAll('option')).map((o) => o.textContent);
    expect(options.slice(1)).toEqual([...PROBLEM_CATEGORIES]);
    expect(await screen.findByText(NO_FREE_TIMES)).toBeInTheDocument();
  });

  it('asks home treatment for an address and a 6-digit pincode', async () => {
    const { user, onSubmit } = setup({
      ...emptyBookingForm,
      name: 'Ravi',
      email: 'ravi@example.in',
      description: 'Back pain',
      slot: CALL,
    });
    expect(screen.queryByLabelText('Pincode')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(/Home treatment/));
    await user.type(screen.getByLabelText('Pincode'), '56a00');
    expect(screen.getByLabelText('Pincode')).toHaveValue('5600');
    submit();
    expect(screen.getByText(MESSAGES.booking.address)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.booking.pincode)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Address'), '12 MG Road, Bengaluru');
    await user.type(screen.getByLabelText('Pincode'), '01');
    submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(toBookingState(onSubmit.mock.calls[0][0]).booking).toEqual({
      mode: 'home',
      address: '12 MG Road, Bengaluru',
      pincode: '560001',
    });
  });

  it('replaces the preferred date and part of the day with the slot picker of the chosen mode', async () => {
    on('GET', '/api/slots', (req) => [200, { data: req.params.mode === 'online' ? [onlineSlot] : [] }]);
    const { onSubmit, user } = setup({ ...filled });
    expect(screen.queryByLabelText('Preferred date')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Pick a time')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '9:00 am with Dr. Asha Rao' }));
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(toBookingState(onSubmit.mock.calls[0][0])).toMatchObject({ slot: onlineSlot });
    // Another mode has other free times: the online slot is no longer chosen, and a time is asked again.
    await user.click(screen.getByLabelText(/Home treatment/));
    expect(await screen.findByText(NO_FREE_TIMES)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Address'), '12 MG Road');
    await user.type(screen.getByLabelText('Pincode'), '560001');
    submit();
    expect(await screen.findByText(CHOOSE_TIME_MESSAGE)).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('Book Now without a time says so and waits for the patient’s choice, never a silent call-back', async () => {
    on('GET', '/api/slots', [200, { data: [onlineSlot] }]);
    const { onSubmit, user } = setup({ ...filled });
    submit();
    const message = await screen.findByText(CHOOSE_TIME_MESSAGE);
    expect(message).toHaveAttribute('role', 'alert');
    const group = screen.getByRole('group', { name: 'Choose a time' });
    expect(group).toHaveFocus();
    expect(group).toHaveAccessibleDescription(CHOOSE_TIME_MESSAGE);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: '9:00 am with Dr. Asha Rao' }));
    expect(screen.queryByText(CHOOSE_TIME_MESSAGE)).not.toBeInTheDocument();
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(toBookingState(onSubmit.mock.calls[0][0]).slot).toEqual(onlineSlot);
  });

  it('keeps "Let us call you to fix a time" as the unscheduled path', async () => {
    on('GET', '/api/slots', [200, { data: [onlineSlot] }]);
    const { onSubmit, user } = setup({ ...filled });
    await user.click(await screen.findByRole('button', { name: CALL_ME_LABEL }));
    submit();
    const state = toBookingState(onSubmit.mock.calls[0][0]);
    expect(state.slot).toBeUndefined();
    expect(state.booking).toEqual({ mode: 'online' });
  });

  it('a chosen slot survives the draft and the way back from the confirmation page', () => {
    const values = { ...filled, slot: pickToText({ kind: 'slot', slot: onlineSlot }, 'online') };
    const state = toBookingState(values);
    expect(state.slot).toEqual(onlineSlot);
    expect(fromBookingState(state)).toEqual(values);
    expect(pickFromText(values.slot, 'home')).toBeNull();
    expect(pickFromText('{not json', 'online')).toBeNull();
  });

  it('submits valid values as the confirmation state', async () => {
    const { onSubmit } = setup({
      ...emptyBookingForm,
      name: ' Ravi ',
      email: 'ravi@example.in',
      quantity: '3',
      description: 'Knee pain',
      preferred_time: 'evening',
      slot: CALL,
    });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // The form hands over the booking its values make (the page needs no rules of its own for it).
    expect(onSubmit.mock.calls[0][1]).toEqual(toBookingState(onSubmit.mock.calls[0][0]));
    expect(toBookingState(onSubmit.mock.calls[0][0])).toEqual({
      name: 'Ravi',
      email: 'ravi@example.in',
      quantity: 3,
      description: 'Knee pain',
      booking: { mode: 'online', preferred_time: 'evening' },
    });
  });

  it('asks for the free times as soon as it is shown, with no tap, scroll or zod first', async () => {
    // A browser where the picker is below the screen: the observer never reports it in view.
    const observe = jest.fn();
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      observe = observe;
      disconnect() {}
    };
    try {
      on('GET', '/api/slots', [200, { data: [onlineSlot] }]);
      setup({ ...filled });
      expect(await screen.findByRole('button', { name: /9:00 am with Dr. Asha Rao/ })).toBeInTheDocument();
      expect(requests.filter((r) => r.path === '/api/slots')).toHaveLength(1);
      expect(requests[0]!.params).toMatchObject({ mode: 'online', from: todayInIndia() });
    } finally {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });
});
