import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@physio/shared-contracts';
import { coupon, on, requests, resetApi } from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import { CouponField } from './CouponField';
import { OrderTotal } from './OrderTotal';
import { isUsableCoupon, useCoupon } from './useCoupon';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
// user-event flows take seconds on a loaded 2-core machine.
jest.setTimeout(20_000);

function Harness() {
  const state = useCoupon();
  return (
    <>
      <OrderTotal perSession={650} quantity={6} applied={state.applied} />
      <CouponField coupon={state} />
    </>
  );
}

const total = () => screen.getByTestId('total');

beforeEach(() => {
  resetApi();
  on('GET', '/api/dashboard/coupons', (req) =>
    req.params.coupon_code === 'HALFOFF' ? [200, { data: coupon() }] : [404, { message: 'Coupon not found' }],
  );
});

describe('coupon on the confirmation page', () => {
  it('uppercases the code and shows Apply only when there is something to apply', async () => {
    const user = userEvent.setup();
    renderPage(<Harness />);
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Coupon code'), 'half off');
    expect(screen.getByLabelText('Coupon code')).toHaveValue('HALFOFF');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });

  it('applies: original struck through, discounted amount, "Applied Successfully"; remove restores', async () => {
    const user = userEvent.setup();
    renderPage(<Harness />);
    expect(total()).toHaveTextContent('₹3,900.00');
    await user.type(screen.getByLabelText('Coupon code'), 'halfoff');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(new RegExp(MESSAGES.couponApplied))).toBeInTheDocument();
    expect(total().querySelector('s')).toHaveTextContent('₹3,900.00');
    expect(total()).toHaveTextContent('₹1,950.00');
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(requests.at(-1)?.params).toEqual({ coupon_code: 'HALFOFF' });

    await user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(total().querySelector('s')).toBeNull();
    expect(total()).toHaveTextContent('₹3,900.00');
    expect(screen.getByLabelText('Coupon code')).toHaveValue('');
  });

  it('clearing the input removes the discount', async () => {
    const user = userEvent.setup();
    renderPage(<Harness />);
    await user.type(screen.getByLabelText('Coupon code'), 'HALFOFF');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText(new RegExp(MESSAGES.couponApplied));
    await user.clear(screen.getByLabelText('Coupon code'));
    expect(screen.queryByText(new RegExp(MESSAGES.couponApplied))).not.toBeInTheDocument();
    expect(total()).toHaveTextContent('₹3,900.00');
    expect(total().querySelector('s')).toBeNull();
  });

  it.each([
    ['unknown', 'NOPE', () => undefined],
    [
      'inactive (active false)',
      'HALFOFF',
      () => on('GET', '/api/dashboard/coupons', [200, { data: coupon({ active: false }) }]),
    ],
    [
      'inactive (status)',
      'HALFOFF',
      () => on('GET', '/api/dashboard/coupons', [200, { data: coupon({ status: 'inactive' }) }]),
    ],
    [
      'expired',
      'HALFOFF',
      () => on('GET', '/api/dashboard/coupons', [200, { data: coupon({ end_date: '2021-01-01' }) }]),
    ],
    ['a failed lookup', 'HALFOFF', () => on('GET', '/api/dashboard/coupons', [500, { message: 'boom' }])],
  ])('shows "Invalid Coupon" for %s and keeps the code', async (_case, code, arrange) => {
    arrange();
    const user = userEvent.setup();
    renderPage(<Harness />);
    await user.type(screen.getByLabelText('Coupon code'), code);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(MESSAGES.invalidCoupon)).toBeInTheDocument();
    expect(screen.getByLabelText('Coupon code')).toHaveValue(code);
    expect(total()).toHaveTextContent('₹3,900.00');
  });

  it('rounds the discounted amount to 2 decimals', async () => {
    on('GET', '/api/dashboard/coupons', [
      200,
      { data: coupon({ coupon_code: 'ODD', discount_percentage: 33 }) },
    ]);
    const user = userEvent.setup();
    renderPage(<Harness />);
    await user.type(screen.getByLabelText('Coupon code'), 'ODD');
    await act(() => user.click(screen.getByRole('button', { name: 'Apply' })));
    // 3900 − 33 % = 2613
    await waitFor(() => expect(total()).toHaveTextContent('₹2,613.00'));
  });
});

describe('isUsableCoupon', () => {
  it('needs an active coupon inside its dates', () => {
    expect(isUsableCoupon(coupon(), '2026-11-22')).toBe(true);
    expect(isUsableCoupon(coupon({ start_date: '2026-12-01' }), '2026-11-22')).toBe(false);
    expect(isUsableCoupon(coupon({ end_date: '2026-11-22' }), '2026-11-22')).toBe(true);
    expect(isUsableCoupon(coupon({ discount_percentage: 0 }), '2026-11-22')).toBe(false);
    expect(isUsableCoupon(null)).toBe(false);
  });
});
