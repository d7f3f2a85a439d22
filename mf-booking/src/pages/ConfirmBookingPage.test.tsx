import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addDays,
  CHANGES,
  formatDate,
  formatRupees,
  TERMS_CHANGES_SECTION_ID,
  SCHEDULING_MESSAGES,
  todayInIndia,
  type CheckoutOptions,
} from '@physio/shared-contracts';
import {
  coupon,
  existingPatient,
  newPatient,
  on,
  requests,
  resetApi,
  resetSession,
  setPatientSession,
} from '@physio/shared-auth/testing';
import { currentPath, currentState, renderPage } from '@physio/shared-ui/testing';
import { SERIES_LABELS } from '@physio/shared-ui/sessions';
import type { BookingState } from '../lib/navigationState';
import ConfirmBookingPage from './ConfirmBookingPage';
import { FATHER } from '../test/family';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
// user-event flows take seconds on a loaded 2-core machine.
jest.setTimeout(20_000);

const booking: BookingState = {
  name: 'Meera Iyer',
  email: 'meera@example.in',
  quantity: 2,
  description: 'Knee pain',
  booking: {
    mode: 'home',
    address: '4 Lake View Road, Chennai',
    pincode: '600001',
    preferred_date: '2099-01-05',
    preferred_time: 'morning',
  },
};
let opened: CheckoutOptions[];

beforeEach(() => {
  resetApi();
  resetSession();
  opened = [];
  window.Razorpay = jest.fn().mockImplementation((options: CheckoutOptions) => ({
    on: () => undefined,
    open: () => opened.push(options),
    close: () => undefined,
  })) as unknown as typeof window.Razorpay;
  on('GET', '/api/users/:id', (req) => [
    200,
    { data: req.path.endsWith(newPatient.id) ? newPatient : existingPatient },
  ]);
  on('GET', '/api/dashboard/coupons', [
    200,
    { data: coupon({ coupon_code: 'WELCOME10', discount_percentage: 10 }) },
  ]);
  on('GET', '/api/family/dependants', [200, { data: [] }]);
  on('GET', '/api/payments/config', [
    200,
    { data: { provider: 'sandbox', key: 'k', checkout_script_url: '/x.js' } },
  ]);
  on('POST', '/api/orders', [
    201,
    { data: { id: 'order_5', amount: 89820, currency: 'INR', patient_id: newPatient.id } },
  ]);
});
afterEach(() => {
  jest.restoreAllMocks();
  delete window.Razorpay;
});

const open = (state?: unknown) => renderPage(<ConfirmBookingPage />, { url: '/confirmbooking', state });

describe('/confirmbooking', () => {
  it('without navigation state returns to /booking', () => {
    setPatientSession(newPatient);
    open();
    expect(currentPath()).toBe('/booking');
  });

  it('without a patient session sends to login, keeping the booking to come back to', () => {
    open(booking);
    expect(currentPath()).toBe('/user/login');
    expect(currentState()).toEqual({ from: { pathname: '/booking', state: booking } });
  });

  it('a first-time patient sees Rs. 499 × quantity and the booking summary', async () => {
    setPatientSession(newPatient);
    open(booking);
    expect(await screen.findByTestId('total')).toHaveTextContent('₹998.00');
    expect(screen.getByTestId('per-session')).toHaveTextContent('₹499.00');
    expect(screen.getByText('Knee pain')).toBeInTheDocument();
    expect(screen.getByText(/4 Lake View Road, Chennai, 600001/)).toBeInTheDocument();
    expect(screen.getByText(/5 Jan 2099, Morning/)).toBeInTheDocument();
  });

  it('says before the payment when a session can be moved or cancelled, as the Terms do', async () => {
    setPatientSession(newPatient);
    open(booking);
    const policy = await screen.findByRole('region', { name: 'If your plans change' });
    expect(policy).toHaveTextContent(`up to ${CHANGES.patientRescheduleHours} hours before it starts`);
    expect(policy).toHaveTextContent(`Cancel up to ${CHANGES.patientCancelHours} hours before it starts`);
    expect(within(policy).getByRole('link', { name: 'Terms on changes and refunds' })).toHaveAttribute(
      'href',
      `/terms#${TERMS_CHANGES_SECTION_ID}`,
    );
  });

  it('an existing patient sees their profile price', async () => {
    setPatientSession(existingPatient);
    open(booking);
    expect(await screen.findByTestId('total')).toHaveTextContent('₹1,300.00');
  });

  it('pays with the coupon code and the booking details', async () => {
    setPatientSession(newPatient);
    const user = userEvent.setup();
    open(booking);
    await screen.findByTestId('total');
    await user.type(screen.getByLabelText('Coupon code'), 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('total')).toHaveTextContent('₹898.20'));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(requests.find((r) => r.path === '/api/orders')?.body).toEqual({
      kind: 'first_booking',
      name: booking.name,
      email: booking.email,
      patient_id: newPatient.id,
      quantity: 2,
      price: 499,
      description: 'Knee pain',
      coupon_code: 'WELCOME10',
      booking: booking.booking,
    });
    expect(opened[0]?.prefill).toEqual({
      name: booking.name,
      email: booking.email,
      contact: newPatient.mobile,
    });
  });

  it('pays a booking for a family member: "Booking for" names them and the order carries them', async () => {
    const father = FATHER;
    on('GET', '/api/family/dependants', [200, { data: [father] }]);
    setPatientSession(newPatient);
    const user = userEvent.setup();
    open(booking);
    const forWhom = await screen.findByLabelText('Booking for');
    expect(within(forWhom).getByRole('option', { name: 'Myself' })).toBeInTheDocument();
    await user.selectOptions(forWhom, 'Ramesh Sharma (Parent, 74)');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(requests.find((r) => r.path === '/api/orders')?.body).toMatchObject({
      patient_id: newPatient.id,
      dependant_id: father.id,
    });
  });

  it.each([
    ['no plan of his own: the first-session price', null, 499],
    ['his own plan’s price', { sessions: 4, price: 800 }, 800],
  ])(
    'charges a family member’s session at his own price, not the holder’s ₹650 (%s)',
    async (_label, plan, price) => {
      const father = { ...FATHER, plan };
      on('GET', '/api/family/dependants', [200, { data: [father] }]);
      setPatientSession(existingPatient);
      const user = userEvent.setup();
      open(booking);
      const forWhom = await screen.findByLabelText('Booking for');
      expect(screen.getByTestId('per-session')).toHaveTextContent(formatRupees(650));
      await user.selectOptions(forWhom, 'Ramesh Sharma (Parent, 74)');
      expect(screen.getByTestId('per-session')).toHaveTextContent(formatRupees(price));
      await user.click(screen.getByRole('button', { name: 'Pay' }));
      await waitFor(() => expect(opened).toHaveLength(1));
      expect(requests.find((r) => r.path === '/api/orders')?.body).toMatchObject({
        dependant_id: father.id,
        price,
      });
    },
  );

  describe('"Booking for" through a payment that did not go through', () => {
    const father = FATHER;
    const orderBodies = () =>
      requests.filter((r) => r.path === '/api/orders').map((r) => r.body as Record<string, unknown>);
    let failedHandlers: ((response: unknown) => void)[];
    beforeEach(() => {
      on('GET', '/api/family/dependants', [200, { data: [father] }]);
      failedHandlers = [];
      window.Razorpay = jest.fn().mockImplementation((options: CheckoutOptions) => ({
        on: (event: string, handler: (response: unknown) => void) => {
          if (event === 'payment.failed') failedHandlers.push(handler);
        },
        open: () => opened.push(options),
        close: () => undefined,
      })) as unknown as typeof window.Razorpay;
    });

    it('a failed payment goes back to this page with the family member still chosen, and pays for them again', async () => {
      setPatientSession(newPatient);
      const user = userEvent.setup();
      const page = open(booking);
      await user.selectOptions(await screen.findByLabelText('Booking for'), 'Ramesh Sharma (Parent, 74)');
      // A reload keeps the choice too: it is the page's state.
      expect(currentState()).toEqual({ ...booking, dependant_id: father.id });
      await user.click(screen.getByRole('button', { name: 'Pay' }));
      await waitFor(() => expect(opened).toHaveLength(1));
      act(() => failedHandlers[0]!({ error: { description: 'Your bank declined the payment.' } }));
      expect(currentPath()).toBe('/paymentfailed?retry=%2Fbooking');
      const back = (currentState() as { failedPayment: { back: { pathname: string; state: unknown } } })
        .failedPayment.back;
      expect(back).toEqual({ pathname: '/confirmbooking', state: { ...booking, dependant_id: father.id } });

      // "Back to your booking" on /paymentfailed opens this page with that state.
      page.unmount();
      open(back.state);
      const forWhom = await screen.findByLabelText('Booking for');
      expect(forWhom).toHaveValue(father.id);
      expect(screen.getByText('Knee pain')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Pay' }));
      await waitFor(() => expect(opened).toHaveLength(2));
      expect(orderBodies().map((b) => b.dependant_id)).toEqual([father.id, father.id]);
    });

    it('a dismissed checkout leaves them chosen, and Pay again is for them', async () => {
      setPatientSession(newPatient);
      const user = userEvent.setup();
      open(booking);
      await user.selectOptions(await screen.findByLabelText('Booking for'), father.id);
      await user.click(screen.getByRole('button', { name: 'Pay' }));
      await waitFor(() => expect(opened).toHaveLength(1));
      act(() => opened[0]!.modal?.ondismiss?.());
      await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled());
      expect(screen.getByLabelText('Booking for')).toHaveValue(father.id);
      await user.click(screen.getByRole('button', { name: 'Pay' }));
      await waitFor(() => expect(opened).toHaveLength(2));
      expect(orderBodies().map((b) => b.dependant_id)).toEqual([father.id, father.id]);
    });

    it('one removed from the family list since is no choice: the patient is booked', async () => {
      setPatientSession(newPatient);
      const user = userEvent.setup();
      open({ ...booking, dependant_id: '0b6b7c2e-1f0a-4c55-9a77-1d2b3c4d5e60' });
      expect(await screen.findByLabelText('Booking for')).toHaveValue('');
      await user.click(screen.getByRole('button', { name: 'Pay' }));
      await waitFor(() => expect(opened).toHaveLength(1));
      expect(orderBodies()[0]).not.toHaveProperty('dependant_id');
    });

    it('"Edit details" takes the choice along', async () => {
      setPatientSession(newPatient);
      open({ ...booking, dependant_id: father.id });
      await screen.findByLabelText('Booking for');
      await userEvent.setup().click(screen.getByRole('link', { name: 'Edit details' }));
      expect(currentPath()).toBe('/booking');
      expect(currentState()).toMatchObject({ dependant_id: father.id });
    });
  });

  it('offers no choice without family members and the order is the patient’s own', async () => {
    setPatientSession(newPatient);
    const user = userEvent.setup();
    open(booking);
    await screen.findByTestId('total');
    expect(screen.queryByLabelText('Booking for')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(requests.find((r) => r.path === '/api/orders')?.body).not.toHaveProperty('dependant_id');
  });

  it('falls back to the stored profile when the refresh fails', async () => {
    on('GET', '/api/users/:id', [503, { message: 'down' }]);
    setPatientSession(existingPatient);
    open(booking);
    expect(await screen.findByTestId('total')).toHaveTextContent('₹1,300.00');
  });

  describe('with a slot', () => {
    const day = addDays(todayInIndia(), 2);
    const slotAt = (time: string, doctor = 'Dr. Asha Rao') => ({
      start: `${day}T${time}:00+05:30`,
      end: `${day}T${time.slice(0, 2)}:45:00+05:30`,
      doctor_id: 'dr-asha-rao',
      doctor_name: doctor,
    });
    const withSlot: BookingState = { ...booking, booking: { mode: 'online' }, slot: slotAt('10:00') };

    it('shows the date, time and doctor and sends the slot with the order', async () => {
      setPatientSession(newPatient);
      const user = userEvent.setup();
      open(withSlot);
      await screen.findByTestId('total');
      expect(screen.getByText(`${formatDate(day)}, 10:00 am IST with Dr. Asha Rao`)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Pay' }));
      await waitFor(() => expect(opened).toHaveLength(1));
      expect(requests.find((r) => r.path === '/api/orders')?.body).toMatchObject({
        booking: { mode: 'online' },
        slot: { start: withSlot.slot?.start, doctor_id: 'dr-asha-rao' },
      });
    });

    it('repeat weekly: the series is previewed, a taken session takes an alternative, one order pays all', async () => {
      setPatientSession(newPatient);
      const first = withSlot.slot!.start;
      const second = first.replace(day, addDays(day, 7));
      const instead = second.replace('10:00', '11:00');
      on('POST', '/api/series/preview', [
        200,
        {
          data: {
            doctor_id: 'dr-asha-rao',
            doctor_name: 'Dr. Asha Rao',
            mode: 'online',
            occurrences: [
              { position: 1, start: first, end: first, free: true, alternatives: [] },
              {
                position: 2,
                start: second,
                end: second,
                free: false,
                alternatives: [{ start: instead, end: instead }],
              },
            ],
          },
        },
      ]);
      const user = userEvent.setup();
      open(withSlot);
      await screen.findByTestId('total');
      await user.click(screen.getByRole('checkbox', { name: /Repeat weekly \(2 sessions at 10:00 am\)/ }));
      const taken = await screen.findByRole('group', { name: /is taken/ });
      expect(requests.find((r) => r.path === '/api/series/preview')?.body).toMatchObject({
        doctor_id: 'dr-asha-rao',
        mode: 'online',
        time: '10:00',
        start_date: day,
        count: 2,
      });
      await user.click(screen.getByRole('button', { name: 'Pay' }));
      expect(opened).toHaveLength(0);
      expect(screen.getAllByText(SERIES_LABELS.unresolved).length).toBeGreaterThan(0);
      await user.click(within(taken).getByRole('radio', { name: /11:00 am/ }));
      await user.click(screen.getByRole('button', { name: 'Pay' }));
      await waitFor(() => expect(opened).toHaveLength(1));
      const order = requests.find((r) => r.path === '/api/orders')?.body as Record<string, unknown>;
      expect(order).toMatchObject({
        quantity: 2,
        series: { starts: [first, instead], weekdays: [new Date(`${day}T00:00:00Z`).getUTCDay()] },
      });
      expect(order.slot).toBeUndefined();
    });

    it('a taken slot is said inline with the nearest free times, and the form is kept', async () => {
      const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
      setPatientSession(newPatient);
      on('POST', '/api/orders', (req) =>
        (req.body as { slot?: { start: string } }).slot?.start === withSlot.slot?.start
          ? [409, { message: SCHEDULING_MESSAGES.slotTaken, code: 'SLOT_TAKEN' }]
          : [201, { data: { id: 'order_6', amount: 99800, currency: 'INR', patient_id: newPatient.id } }],
      );
      on('GET', '/api/slots', [200, { data: [slotAt('09:00'), slotAt('11:00', 'Dr. Vikram Shah')] }]);
      const user = userEvent.setup();
      open(withSlot);
      await screen.findByTestId('total');
      await user.click(screen.getByRole('button', { name: 'Pay' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(SCHEDULING_MESSAGES.slotTaken);
      expect(alert).not.toHaveBeenCalled();
      const near = await screen.findByRole('group', { name: 'Nearest free times' });
      await user.click(within(near).getByRole('button', { name: /11:00 am with Dr. Vikram Shah/ }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByText(`${formatDate(day)}, 11:00 am IST with Dr. Vikram Shah`)).toBeInTheDocument();
      expect(screen.getByText('Knee pain')).toBeInTheDocument();
      expect((currentState() as BookingState).slot).toEqual(slotAt('11:00', 'Dr. Vikram Shah'));
      await user.click(screen.getByRole('button', { name: 'Pay' }));
      await waitFor(() => expect(opened).toHaveLength(1));
      expect(opened[0]?.order_id).toBe('order_6');
    });

    it('a time gone by (a draft from yesterday) is said inline with times to choose, not alerted', async () => {
      const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
      on('POST', '/api/orders', [
        400,
        { message: 'This time is in the past. Please choose another time.', code: 'SLOT_IN_PAST' },
      ]);
      on('GET', '/api/slots', [200, { data: [slotAt('11:00')] }]);
      setPatientSession(newPatient);
      const user = userEvent.setup();
      open(withSlot);
      await screen.findByTestId('total');
      await user.click(screen.getByRole('button', { name: 'Pay' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('This time is in the past');
      expect(alert).not.toHaveBeenCalled();
      expect(await screen.findByRole('group', { name: 'Nearest free times' })).toBeInTheDocument();
    });
  });

  describe('a home visit’s travel fee (issue 28)', () => {
    const day = addDays(todayInIndia(), 3);
    const homeSlot: BookingState = {
      ...booking,
      quantity: 1,
      slot: {
        start: `${day}T10:00:00+05:30`,
        end: `${day}T10:45:00+05:30`,
        doctor_id: 'dr-asha-rao',
        doctor_name: 'Dr. Asha Rao',
      },
    };

    it('shows the server’s fee for the PIN before the payment and adds it to the total', async () => {
      on('GET', '/api/travel/quote', [
        200,
        { data: { pincode: '600001', travel_fee_paise: 15_000, distance_km: 4.2 } },
      ]);
      setPatientSession(newPatient);
      open(homeSlot);
      expect(await screen.findByTestId('travel-fee')).toHaveTextContent('₹150.00');
      expect(screen.getByTestId('total')).toHaveTextContent('₹649.00');
      expect(requests.some((r) => r.path === '/api/travel/quote' && r.params.pincode === '600001')).toBe(
        true,
      );
    });

    it('says so when the physiotherapist does not visit that PIN', async () => {
      const message =
        'This physiotherapist does not make home visits in PIN code 600001. Please choose an online session or another physiotherapist.';
      on('GET', '/api/travel/quote', [422, { code: 'PIN_OUTSIDE_AREA', message }]);
      setPatientSession(newPatient);
      open(homeSlot);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.queryByTestId('travel-fee')).not.toBeInTheDocument();
    });
  });
});
