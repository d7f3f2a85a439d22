/**
 * @jest-environment jsdom
 */
import { sandboxCheckoutScript } from './sandbox-checkout';

type Options = Record<string, unknown>;
interface Instance {
  open(): void;
  close(): void;
  on(event: string, cb: (payload: unknown) => void): void;
}
type Ctor = new (options: Options) => Instance;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const fetchMock = jest.fn();

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({ ok: status < 400, status, json: () => Promise.resolve(body) });
}

function load(): Ctor {
  delete (window as unknown as { Razorpay?: unknown }).Razorpay;
  // The script is served as-is to browsers; evaluate it the same way here.
  new Function(sandboxCheckoutScript())();
  return (window as unknown as { Razorpay: Ctor }).Razorpay;
}

const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement | null;
const buttonNamed = (name: string) =>
  Array.from(document.querySelectorAll('button')).find((b) => b.textContent === name) as HTMLButtonElement;
const press = (key: string, shiftKey = false) =>
  document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true }));

const baseOptions = {
  key: 'rzp_test_sandbox',
  amount: 49_900,
  currency: 'INR',
  order_id: 'order_ABC',
  name: 'PhysioCare',
};

describe('sandbox checkout.js', () => {
  beforeEach(() => {
    document.body.innerHTML = '<button id="pay">Pay</button>';
    fetchMock.mockReset();
    (globalThis as unknown as { fetch: unknown }).fetch = fetchMock;
  });

  it('defines window.Razorpay and checks the required options', () => {
    const Razorpay = load();
    expect(() => new Razorpay({ amount: 1 })).toThrow(/key/);
    expect(() => new Razorpay({ key: 'k' })).toThrow(/order_id/);
  });

  it('opens a labelled modal dialog with the amount in rupees and focus on Success', () => {
    const Razorpay = load();
    new Razorpay(baseOptions).open();
    const d = dialog();
    expect(d).not.toBeNull();
    expect(d?.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(d?.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toContain('Sandbox payment');
    expect(d?.textContent).toContain('₹499.00');
    expect(document.activeElement).toBe(buttonNamed('Success'));
    expect(buttonNamed('Failure')).toBeTruthy();
  });

  it('Escape dismisses the dialog, calls modal.ondismiss and restores focus', () => {
    const Razorpay = load();
    const opener = document.getElementById('pay') as HTMLButtonElement;
    opener.focus();
    const ondismiss = jest.fn();
    new Razorpay({ ...baseOptions, modal: { ondismiss } }).open();
    press('Escape');
    expect(dialog()).toBeNull();
    expect(ondismiss).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab focus inside the dialog', () => {
    const Razorpay = load();
    new Razorpay(baseOptions).open();
    buttonNamed('Cancel').focus();
    press('Tab');
    expect(document.activeElement).toBe(buttonNamed('Success'));
    press('Tab', true);
    expect(document.activeElement).toBe(buttonNamed('Cancel'));
  });

  it('Success asks the API to pay and calls handler with the signed response', async () => {
    const Razorpay = load();
    const response = {
      razorpay_payment_id: 'pay_1',
      razorpay_order_id: 'order_ABC',
      razorpay_signature: 'sig',
    };
    answer(200, { data: response });
    const handler = jest.fn();
    new Razorpay({ ...baseOptions, handler }).open();
    buttonNamed('Success').click();
    await flush();
    expect(fetchMock).toHaveBeenCalledWith(
      'http://localhost/api/payments/sandbox/pay',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(JSON.parse((fetchMock.mock.calls[0] as [string, { body: string }])[1].body)).toEqual({
      order_id: 'order_ABC',
      outcome: 'success',
    });
    expect(handler).toHaveBeenCalledWith(response);
    expect(dialog()).toBeNull();
  });

  it('Success with callback_url posts a form with the three razorpay fields', async () => {
    const Razorpay = load();
    const submitted: HTMLFormElement[] = [];
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      submitted.push(this);
    });
    answer(200, {
      data: { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_ABC', razorpay_signature: 'sig' },
    });
    const handler = jest.fn();
    new Razorpay({ ...baseOptions, handler, callback_url: '/api/payments/callback' }).open();
    buttonNamed('Success').click();
    await flush();
    expect(handler).not.toHaveBeenCalled();
    const form = submitted[0];
    expect(form?.method.toUpperCase()).toBe('POST');
    expect(form?.getAttribute('action')).toBe('/api/payments/callback');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      razorpay_payment_id: 'pay_1',
      razorpay_order_id: 'order_ABC',
      razorpay_signature: 'sig',
    });
    submit.mockRestore();
  });

  it('Failure fires payment.failed with Razorpay error fields', async () => {
    const Razorpay = load();
    const error = {
      code: 'BAD_REQUEST_ERROR',
      description: 'declined',
      source: 'bank',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: 'order_ABC', payment_id: 'pay_2' },
    };
    answer(200, { data: { error } });
    const failed = jest.fn();
    const rzp = new Razorpay(baseOptions);
    rzp.on('payment.failed', failed);
    rzp.open();
    buttonNamed('Failure').click();
    await flush();
    expect(JSON.parse((fetchMock.mock.calls[0] as [string, { body: string }])[1].body)).toEqual({
      order_id: 'order_ABC',
      outcome: 'failure',
    });
    expect(failed).toHaveBeenCalledWith({ error });
    expect(dialog()).toBeNull();
  });

  it('shows the server message and keeps the dialog when the API refuses', async () => {
    const Razorpay = load();
    answer(409, { message: 'This order is already paid' });
    const handler = jest.fn();
    new Razorpay({ ...baseOptions, handler }).open();
    buttonNamed('Success').click();
    await flush();
    expect(handler).not.toHaveBeenCalled();
    expect(document.querySelector('[role="status"]')?.textContent).toBe('This order is already paid');
    expect(buttonNamed('Success').disabled).toBe(false);
  });

  it('uses no inline event handlers or style attributes (strict CSP)', () => {
    const Razorpay = load();
    new Razorpay(baseOptions).open();
    const nodes = Array.from(document.querySelectorAll('[data-testid="rzp-sandbox"] *'));
    for (const node of nodes) {
      for (const attr of Array.from(node.attributes)) expect(attr.name.startsWith('on')).toBe(false);
    }
    expect(sandboxCheckoutScript()).not.toMatch(/setAttribute\(['"]style|innerHTML|eval\(/);
  });
});
