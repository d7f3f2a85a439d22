import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type CheckoutOptions } from '@physio/shared-contracts';
import { coupon, existingPatient, on, requests, resetApi } from '@physio/shared-auth/testing';
import { currentPath, renderPage } from '@physio/shared-ui/testing';
import ConfirmBookingPhysioPage from './ConfirmBookingPhysioPage';

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
