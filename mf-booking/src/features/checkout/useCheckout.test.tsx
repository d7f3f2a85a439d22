import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CHECKOUT_DISPLAY_CONFIG, MESSAGES, type CheckoutOptions } from '@physio/shared-contracts';
import { on, requests, resetApi } from '@physio/shared-auth/testing';
import { currentPath, currentState, renderPage } from '@physio/shared-ui/testing';
import { readFailedPayment } from './failedPayment';
import { loadCheckoutScript } from './loadCheckoutScript';
import { PayButton } from './PayButton';
import { useCheckout } from './useCheckout';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
// user-event flows take seconds on a loaded 2-core machine.
jest.setTimeout(20_000);

const request = {
  kind: 'first_booking' as const,
  name: 'Ravi',
  email: 'ravi@example.in',
  patient_id: '9876543210',
  quantity: 2,
  price: 650,
};
const prefill = { name: 'Ravi', email: 'ravi@example.in', contact: '9876543210' };

function Harness({ failed }: { failed?: (status: number, message: string) => string }) {
  const checkout = useCheckout({
    retryPath: '/c/9876543210',
    back: { pathname: '/confirmbookingphysio', state: { plan: 6 } },
    orderFailedMessage: failed,
  });
  return <PayButton stage={checkout.stage} label="Pay" onPay={() => void checkout.pay(request, prefill)} />;
}

let opened: CheckoutOptions[];
let failedHandlers: ((response: unknown) => void)[];
let alertSpy: jest.SpyInstance;

beforeEach(() => {
  resetApi();
  opened = [];
  failedHandlers = [];
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  window.Razorpay = jest.fn().mockImplementation((options: CheckoutOptions) => ({
    on: (_event: string, handler: (response: unknown) => void) => failedHandlers.push(handler),
    open: () => opened.push(options),
    close: () => undefined,
  })) as unknown as typeof window.Razorpay;
  on('POST', '/api/orders', [
    201,
    { data: { id: 'order_1', amount: 130000, currency: 'INR', patient_id: '9876543210' } },
  ]);
  on('GET', '/api/payments/config', [
    200,
    {
      data: {
        provider: 'sandbox',
        key: 'rzp_test_sandbox',
        checkout_script_url: '/api/payments/sandbox/checkout.js',
      },
    },
  ]);
});
afterEach(() => {
  jest.restoreAllMocks();
  delete window.Razorpay;
});

describe('useCheckout', () => {
  it('creates the order and opens the checkout with amount, order id, prefill and the callback URL', async () => {
    renderPage(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(requests.find((r) => r.path === '/api/orders')?.body).toEqual(request);
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_sandbox',
      amount: 130000,
      currency: 'INR',
      order_id: 'order_1',
      name: 'PhysioCare',
      prefill,
      callback_url: `${window.location.origin}/api/payments/callback?order=order_1`,
      redirect: true,
      config: CHECKOUT_DISPLAY_CONFIG,
    });
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(screen.getByText('Complete the payment in the checkout window')).toBeInTheDocument();
    // Kept in the tab for a failure the provider reports by redirecting it (/paymentfailed?order=).
    expect(JSON.parse(sessionStorage.getItem('physio.openPayment') ?? 'null')).toMatchObject({
      order: { id: 'order_1', amount: 130000 },
      prefill,
    });
  });

  it('cannot be submitted twice', async () => {
    renderPage(<Harness />);
    const pay = screen.getByRole('button', { name: 'Pay' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(requests.filter((r) => r.path === '/api/orders')).toHaveLength(1);
  });

  it('shows progress while the order is created, and is usable again when the checkout is dismissed', async () => {
    renderPage(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByText('Creating your order…')).toBeInTheDocument();
    await waitFor(() => expect(opened).toHaveLength(1));
    (document.activeElement as HTMLElement | null)?.blur(); // the checkout took focus
    opened[0]?.modal?.ondismiss?.();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled());
    // Keyboard users continue from Pay, not from the top of the page.
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveFocus();
  });

  it('goes to /paymentfailed with the order, the provider’s reason and the way back on a payment.failed event', async () => {
    renderPage(<Harness />, { url: '/confirmbookingphysio' });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(failedHandlers).toHaveLength(1));
    failedHandlers[0]?.({ error: { code: 'BAD_REQUEST_ERROR', description: 'Your bank declined it.' } });
    await waitFor(() => expect(currentPath()).toBe('/paymentfailed?retry=%2Fc%2F9876543210'));
    expect(readFailedPayment(currentState())).toEqual({
      order: { id: 'order_1', amount: 130000 },
      description: 'Physiotherapy booking',
      prefill,
      reason: 'Your bank declined it.',
      back: { pathname: '/confirmbookingphysio', state: { plan: 6 } },
    });
  });

  it('retry opens the checkout for the same order: no new order, so the held time stays', async () => {
    const failed = {
      order: { id: 'order_1', amount: 130000 },
      description: 'Physiotherapy booking',
      prefill,
      reason: null,
      back: { pathname: '/confirmbooking' },
    };
    function Retry() {
      const checkout = useCheckout({ retryPath: '/confirmbooking' });
      return <PayButton stage={checkout.stage} label="Try again" onPay={() => void checkout.retry(failed)} />;
    }
    renderPage(<Retry />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({ order_id: 'order_1', amount: 130000, prefill });
    expect(requests.filter((r) => r.path === '/api/orders')).toHaveLength(0);
  });

  it("alerts the server's message when the order is refused, and lets the user try again", async () => {
    on('POST', '/api/orders', [409, { message: 'The price changed: please reload', code: 'PRICE_MISMATCH' }]);
    renderPage(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('The price changed: please reload'));
    expect(opened).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled());
  });

  it('uses the page-specific message when one is given', async () => {
    on('POST', '/api/orders', [404, { message: 'No such patient' }]);
    renderPage(<Harness failed={() => MESSAGES.wrongPatientId} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(MESSAGES.wrongPatientId));
  });

  it('alerts "Razorpay SDK failed to load. Are you online?" when the script fails', async () => {
    delete window.Razorpay;
    // jsdom does not fetch scripts: fail the checkout script as a network error would.
    const append = jest.spyOn(document.body, 'appendChild').mockImplementation(function <T extends Node>(
      node: T,
    ) {
      if (node instanceof HTMLScriptElement) {
        queueMicrotask(() => node.dispatchEvent(new Event('error')));
        return node;
      }
      return Node.prototype.appendChild.call(document.body, node) as T;
    });
    renderPage(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(MESSAGES.checkoutScriptFailed));
    append.mockRestore();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled());
  });
});

describe('loadCheckoutScript', () => {
  it('adds one script tag per URL and resolves when window.Razorpay appears', async () => {
    delete window.Razorpay;
    const first = loadCheckoutScript('https://checkout.example/v1.js');
    const second = loadCheckoutScript('https://checkout.example/v1.js');
    const tags = document.querySelectorAll('script[src="https://checkout.example/v1.js"]');
    expect(tags).toHaveLength(1);
    window.Razorpay = jest.fn() as unknown as typeof window.Razorpay;
    tags[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
  });
});
