import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type CheckoutOptions } from '@physio/shared-contracts';
import {
  coupon,
  existingPatient,
  on,
  requests,
  resetApi,
  resetSession,
  setPatientSession,
} from '@physio/shared-auth/testing';
import { currentPath, currentState, renderPage } from '@physio/shared-ui/testing';
import ConfirmBookingPhysioPage from './ConfirmBookingPhysioPage';
import { FATHER } from '../test/family';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
// user-event flows take seconds on a loaded 2-core machine.
jest.setTimeout(20_000);

const plan = { ...existingPatient, price: 800, sessions: 5 };
let opened: CheckoutOptions[];
let alertSpy: jest.SpyInstance;

beforeEach(() => {
  resetApi();
  opened = [];
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  window.Razorpay = jest.fn().mockImplementation((options: CheckoutOptions) => ({
    on: () => undefined,
    open: () => opened.push(options),
    close: () => undefined,
  })) as unknown as typeof window.Razorpay;
  on('GET', '/api/dashboard/coupons', [200, { data: coupon() }]);
  on('GET', '/api/payments/config', [
    200,
    { data: { provider: 'sandbox', key: 'k', checkout_script_url: '/api/payments/sandbox/checkout.js' } },
  ]);
  on('POST', '/api/orders', [
    201,
    { data: { id: 'order_9', amount: 200000, currency: 'INR', patient_id: plan.id } },
  ]);
});
afterEach(() => {
  jest.restoreAllMocks();
  delete window.Razorpay;
});

const open = () =>
  renderPage(<ConfirmBookingPhysioPage />, { url: '/confirmbookingphysio', state: { patient: plan } });

describe('/confirmbookingphysio', () => {
  it('without state goes back to /bookphysio', () => {
    renderPage(<ConfirmBookingPhysioPage />, { url: '/confirmbookingphysio' });
    expect(currentPath()).toBe('/bookphysio');
  });

  it("removing the coupon restores the plan's own price, not Rs. 499", async () => {
    const user = userEvent.setup();
    open();
    const total = screen.getByTestId('total');
    expect(total).toHaveTextContent('₹4,000.00');
    await user.type(screen.getByLabelText('Coupon code'), 'HALFOFF');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(total).toHaveTextContent('₹2,000.00'));
    await user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(total).toHaveTextContent('₹4,000.00');
    expect(total).not.toHaveTextContent('499');
  });

  it('pays the plan: a physio order with the coupon, sessions as quantity and the plan price', async () => {
    const user = userEvent.setup();
    open();
    await user.type(screen.getByLabelText('Coupon code'), 'HALFOFF');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText(new RegExp(MESSAGES.couponApplied));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(requests.find((r) => r.path === '/api/orders')?.body).toEqual({
      kind: 'physio',
      name: plan.name,
      email: plan.email,
      patient_id: plan.id,
      quantity: 5,
      price: 800,
      coupon_code: 'HALFOFF',
    });
    expect(opened[0]).toMatchObject({ amount: 200000, order_id: 'order_9' });
  });

  it('an order failure alerts "Wrong Patient ID"', async () => {
    on('POST', '/api/orders', [404, { message: 'Patient not found', code: 'NOT_FOUND' }]);
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(MESSAGES.wrongPatientId));
    expect(opened).toHaveLength(0);
  });

  it('a payment.failed event offers to try again on the plan page', async () => {
    let fail: (() => void) | undefined;
    window.Razorpay = jest.fn().mockImplementation(() => ({
      on: (_e: string, handler: () => void) => (fail = handler),
      open: () => undefined,
      close: () => undefined,
    })) as unknown as typeof window.Razorpay;
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(fail).toBeDefined());
    fail?.();
    await waitFor(() =>
      expect(currentPath()).toBe(`/paymentfailed?retry=${encodeURIComponent(`/c/${plan.id}`)}`),
    );
  });
});

describe('/confirmbookingphysio "Booking for" (issue 28 point 3)', () => {
  const father = { ...FATHER, plan: { sessions: 3, price: 650 } };
  const mother = {
    id: '0b6b7c2e-1f0a-4c55-9a77-1d2b3c4d5e60',
    name: 'Sunita Sharma',
    relation: 'parent',
    age: 70,
    birth_year: 1956,
    created_at: '2026-11-27T10:05:00Z',
    plan: null,
  };
  const orderBodies = () =>
    requests.filter((r) => r.path === '/api/orders').map((r) => r.body as Record<string, unknown>);
  let failedHandlers: ((response: unknown) => void)[];
  beforeEach(() => {
    resetSession();
    setPatientSession(plan);
    on('GET', '/api/family/dependants', [200, { data: [father, mother] }]);
    failedHandlers = [];
    window.Razorpay = jest.fn().mockImplementation((options: CheckoutOptions) => ({
      on: (event: string, handler: (response: unknown) => void) => {
        if (event === 'payment.failed') failedHandlers.push(handler);
      },
      open: () => opened.push(options),
      close: () => undefined,
    })) as unknown as typeof window.Razorpay;
  });
  afterEach(() => resetSession());

  it('a daughter buys her father’s own plan: its sessions and price, the order names him', async () => {
    const user = userEvent.setup();
    open();
    const forWhom = await screen.findByLabelText('Booking for');
    expect(forWhom).toHaveValue('');
    expect(screen.getByTestId('total')).toHaveTextContent('₹4,000.00');
    await user.selectOptions(forWhom, 'Ramesh Sharma (Parent, 74)');
    expect(currentState()).toEqual({ patient: plan, dependant_id: father.id });
    expect(screen.getByTestId('per-session')).toHaveTextContent('₹650.00');
    expect(screen.getByTestId('total')).toHaveTextContent('₹1,950.00');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(orderBodies()[0]).toEqual({
      kind: 'physio',
      name: plan.name,
      email: plan.email,
      patient_id: plan.id,
      quantity: 3,
      price: 650,
      dependant_id: father.id,
    });
  });

  it('a member without a plan: one session at the first-session price, and the page says why', async () => {
    const user = userEvent.setup();
    open();
    await user.selectOptions(await screen.findByLabelText('Booking for'), 'Sunita Sharma (Parent, 70)');
    expect(screen.getByTestId('total')).toHaveTextContent('₹499.00');
    expect(
      screen.getByText(
        'No physiotherapist has set a treatment plan for Sunita Sharma yet: this is one session at the first-session price.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(orderBodies()[0]).toMatchObject({ quantity: 1, price: 499, dependant_id: mother.id });
  });

  it('a failed payment comes back with him still chosen, and pays for him again', async () => {
    const user = userEvent.setup();
    const page = open();
    await user.selectOptions(await screen.findByLabelText('Booking for'), father.id);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    act(() => failedHandlers[0]!({ error: { description: 'Your bank declined the payment.' } }));
    expect(currentPath()).toBe(`/paymentfailed?retry=${encodeURIComponent(`/c/${plan.id}`)}`);
    const back = (currentState() as { failedPayment: { back: { pathname: string; state: unknown } } })
      .failedPayment.back;
    expect(back).toEqual({
      pathname: '/confirmbookingphysio',
      state: { patient: plan, dependant_id: father.id },
    });

    page.unmount();
    renderPage(<ConfirmBookingPhysioPage />, { url: back.pathname, state: back.state });
    expect(await screen.findByLabelText('Booking for')).toHaveValue(father.id);
    expect(screen.getByTestId('total')).toHaveTextContent('₹1,950.00');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(opened).toHaveLength(2));
    expect(orderBodies().map((b) => [b.dependant_id, b.quantity, b.price])).toEqual([
      [father.id, 3, 650],
      [father.id, 3, 650],
    ]);
  });

  it('a dismissed checkout leaves him chosen; "Myself" then buys the patient’s own plan', async () => {
    const user = userEvent.setup();
    open();
    await user.selectOptions(await screen.findByLabelText('Booking for'), father.id);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    act(() => opened[0]!.modal?.ondismiss?.());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled());
    expect(screen.getByLabelText('Booking for')).toHaveValue(father.id);
    await user.selectOptions(screen.getByLabelText('Booking for'), 'Myself');
    expect(currentState()).toEqual({ patient: plan });
    expect(screen.getByTestId('total')).toHaveTextContent('₹4,000.00');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(opened).toHaveLength(2));
    expect(orderBodies()[1]).toEqual(expect.not.objectContaining({ dependant_id: expect.anything() }));
    expect(orderBodies()[1]).toMatchObject({ quantity: 5, price: 800 });
  });

  it('one removed from the family list since is no choice: the patient’s own plan is bought', async () => {
    const user = userEvent.setup();
    renderPage(<ConfirmBookingPhysioPage />, {
      url: '/confirmbookingphysio',
      state: { patient: plan, dependant_id: '11111111-2222-4333-8444-555555555555' },
    });
    expect(await screen.findByLabelText('Booking for')).toHaveValue('');
    expect(screen.getByTestId('total')).toHaveTextContent('₹4,000.00');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(orderBodies()[0]).not.toHaveProperty('dependant_id');
  });

  it('coming back with him chosen, no amount or Pay until the list says what his plan is', async () => {
    let answer: (reply: [number, unknown]) => void = () => undefined;
    on('GET', '/api/family/dependants', () => new Promise((resolve) => (answer = resolve)));
    renderPage(<ConfirmBookingPhysioPage />, {
      url: '/confirmbookingphysio',
      state: { patient: plan, dependant_id: father.id },
    });
    expect(screen.getByText('Loading your treatment plan…')).toBeInTheDocument();
    expect(screen.queryByTestId('total')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    act(() => answer([200, { data: [father, mother] }]));
    expect(await screen.findByTestId('total')).toHaveTextContent('₹1,950.00');
    expect(screen.getByLabelText('Booking for')).toHaveValue(father.id);
  });

  it('no family: no choice; signed out: the family list is never asked for', async () => {
    on('GET', '/api/family/dependants', [200, { data: [] }]);
    open();
    await waitFor(() => expect(requests.some((r) => r.path === '/api/family/dependants')).toBe(true));
    expect(screen.queryByLabelText('Booking for')).toBeNull();
    cleanup();
    resetApi();
    resetSession();
    open();
    expect(screen.getByTestId('total')).toHaveTextContent('₹4,000.00');
    expect(requests.some((r) => r.path === '/api/family/dependants')).toBe(false);
  });
});
