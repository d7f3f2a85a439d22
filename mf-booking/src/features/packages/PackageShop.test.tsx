import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type CheckoutOptions, type SessionPackage } from '@physio/shared-contracts';
import { on, requests, resetApi } from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import { PackageShop } from './PackageShop';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(20_000);

const pkg = (over: Partial<SessionPackage> = {}): SessionPackage => ({
  id: '8f0e4a4e-1d5c-4c7e-9a55-3a1c2b7e9d10',
  doctor_id: 'dr-asha-rao',
  doctor_name: 'Dr. Asha Rao',
  name: 'Knee rehab',
  sessions: 10,
  price: 600_000,
  validity_days: 90,
  mode: 'both',
  family_shared: false,
  retired_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
  ...over,
});
const prefill = { name: 'Ravi', email: 'ravi@example.in', contact: '9876543210' };
let opened: CheckoutOptions[];

beforeEach(() => {
  resetApi();
  opened = [];
  window.Razorpay = jest.fn().mockImplementation((options: CheckoutOptions) => ({
    on: () => undefined,
    open: () => opened.push(options),
    close: () => undefined,
  })) as unknown as typeof window.Razorpay;
  on('GET', '/api/payments/config', [
    200,
    { data: { provider: 'sandbox', key: 'rzp_test_sandbox', checkout_script_url: '/x.js' } },
  ]);
  on('POST', '/api/packages/orders', [
    200,
    { data: { id: 'order_pkg', amount: 540_000, currency: 'INR', patient_id: '9876543210' } },
  ]);
});
afterEach(() => {
  delete window.Razorpay;
});

const setup = () => {
  const user = userEvent.setup({ delay: null });
  renderPage(<PackageShop patientId="9876543210" prefill={prefill} />, { path: '*' });
  return user;
};

describe('PackageShop', () => {
  it('says when nothing is on sale', async () => {
    on('GET', '/api/packages', [200, { data: [] }]);
    setup();
    expect(await screen.findByText('No packages on sale right now.')).toBeInTheDocument();
  });

  it('shows a failed load with Try again', async () => {
    on('GET', '/api/packages', [500, { message: 'boom', code: 'INTERNAL' }]);
    setup();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('buys a package by keyboard: no price from the browser, the checkout opens for the server’s amount', async () => {
    on('GET', '/api/packages', [200, { data: [pkg()] }]);
    const user = setup();
    const list = await screen.findByRole('list', { name: 'Session packages on sale' });
    expect(list).toHaveTextContent('10 sessions · ₹6,000.00 · valid 90 days · with Dr. Asha Rao');
    within(list).getByRole('button', { name: 'Buy Knee rehab with Dr. Asha Rao' }).focus();
    await user.keyboard('{Enter}');
    await user.type(screen.getByLabelText('Coupon code (optional)'), 'halfoff');
    await user.click(screen.getByRole('button', { name: 'Pay ₹6,000.00' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(requests.find((r) => r.path === '/api/packages/orders')?.body).toEqual({
      doctor_id: 'dr-asha-rao',
      package_id: pkg().id,
      coupon_code: 'halfoff',
      booking: { mode: 'online' },
    });
    expect(opened[0]).toMatchObject({
      amount: 540_000,
      order_id: 'order_pkg',
      description: 'Knee rehab',
      prefill,
    });
  });

  it('asks for the address of home visits before any order', async () => {
    on('GET', '/api/packages', [200, { data: [pkg()] }]);
    const user = setup();
    await user.click(await screen.findByRole('button', { name: /Buy Knee rehab/ }));
    await user.click(screen.getByLabelText('Home visits'));
    await user.click(screen.getByRole('button', { name: 'Pay ₹6,000.00' }));
    expect(screen.getByText(MESSAGES.booking.pincode)).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/packages/orders')).toBe(false);
  });

  it('shows a refusal on the page (a retired package)', async () => {
    on('GET', '/api/packages', [200, { data: [pkg({ mode: 'online' })] }]);
    on('POST', '/api/packages/orders', [
      400,
      { message: 'This package is not on sale.', code: 'PACKAGE_UNAVAILABLE' },
    ]);
    const user = setup();
    await user.click(await screen.findByRole('button', { name: /Buy Knee rehab/ }));
    expect(screen.queryByLabelText('Home visits')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay ₹6,000.00' }));
    expect(await screen.findByText('This package is not on sale.')).toBeInTheDocument();
    expect(opened).toHaveLength(0);
  });
});
