import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUPON_LIMIT_MESSAGES, MESSAGES, type Coupon } from '@physio/shared-contracts';
import * as auth from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import { CouponForm } from './CouponForm';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
// The machine is shared and loaded: allow slow renders without hiding real hangs.
jest.setTimeout(20_000);

const COUPON: Coupon = {
  coupon_code: 'WELCOME10',
  offer_name: 'Welcome offer',
  discount_percentage: 10,
  start_date: '2026-01-01',
  start_time: '00:00:00',
  end_date: '2026-12-31',
  end_time: '23:59:59',
  active: true,
  status: 'active',
};

type User = ReturnType<typeof userEvent.setup>;
const fill = async (user: User, v: { code?: string; discount?: string; start?: string; end?: string }) => {
  if (v.code !== undefined) await user.type(screen.getByLabelText('Coupon code'), v.code);
  if (v.discount !== undefined) await user.type(screen.getByLabelText('Discount percentage'), v.discount);
  if (v.start !== undefined) await user.type(screen.getByLabelText(/Start date/), v.start);
  if (v.end !== undefined) await user.type(screen.getByLabelText(/End date/), v.end);
};

describe('CouponForm (create)', () => {
  beforeEach(() => auth.resetAuthFake({ doctor: auth.DOCTOR }));
  const setup = () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<CouponForm mode="create" />, { path: '*' });
    return user;
  };
  const create = (user: User) => user.click(screen.getByRole('button', { name: 'Create Coupon' }));

  it('shows every required-field message', async () => {
    const user = setup();
    await create(user);
    expect(screen.getByText(MESSAGES.coupon.enterCode)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.coupon.enterDiscount)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.coupon.enterStartDate)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.coupon.enterEndDate)).toBeInTheDocument();
    expect(auth.apiClient.post).not.toHaveBeenCalled();
  });

  it.each(['0', '-5', '100.5', '250'])('refuses a discount of %s', async (discount) => {
    const user = setup();
    await fill(user, { code: 'X', discount, start: '2026-01-01', end: '2026-01-31' });
    await create(user);
    expect(screen.getByText(MESSAGES.coupon.invalidDiscount)).toBeInTheDocument();
  });

  it('refuses a start date after the end date', async () => {
    const user = setup();
    await fill(user, { code: 'X', discount: '10', start: '2026-02-01', end: '2026-01-31' });
    await create(user);
    expect(screen.getByText(MESSAGES.coupon.startAfterEnd)).toBeInTheDocument();
    expect(auth.apiClient.post).not.toHaveBeenCalled();
  });

  it('uppercases the code and posts fixed start and end times', async () => {
    auth.apiClient.post.mockReturnValue(auth.answer(COUPON));
    const user = setup();
    await fill(user, { code: 'monsoon25', discount: '25', start: '2026-06-01', end: '2026-09-30' });
    expect(screen.getByLabelText('Coupon code')).toHaveValue('MONSOON25');
    await create(user);
    expect(await screen.findByText(MESSAGES.coupon.added)).toBeInTheDocument();
    expect(auth.apiClient.post).toHaveBeenCalledWith('/api/dashboard/coupons', {
      coupon_code: 'MONSOON25',
      offer_name: '',
      discount_percentage: 25,
      start_date: '2026-06-01',
      start_time: '00:00:00',
      first_order_only: false,
      max_per_patient: null,
      max_total: null,
      end_date: '2026-09-30',
      end_time: '23:59:59',
    });
    expect(screen.getByLabelText('Coupon code')).toHaveValue('');
  });

  it('sets usage limits: first booking only, per patient and in all; a bad limit is said and nothing posted', async () => {
    auth.apiClient.post.mockReturnValue(auth.answer(COUPON));
    const user = setup();
    await fill(user, { code: 'NEWYEAR', discount: '15', start: '2026-12-25', end: '2027-01-05' });
    await user.click(screen.getByLabelText(/First booking only/));
    await user.type(screen.getByLabelText('Uses in all'), '0');
    await create(user);
    expect(screen.getByText(COUPON_LIMIT_MESSAGES.total)).toBeInTheDocument();
    expect(auth.apiClient.post).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Uses in all'));
    await user.type(screen.getByLabelText('Uses in all'), '200');
    await user.type(screen.getByLabelText('Uses per patient'), '1');
    await create(user);
    expect(await screen.findByText(MESSAGES.coupon.added)).toBeInTheDocument();
    expect(auth.apiClient.post).toHaveBeenCalledWith(
      '/api/dashboard/coupons',
      expect.objectContaining({ first_order_only: true, max_per_patient: 1, max_total: 200 }),
    );
  });

  it('says "Coupon Creation Failed" with the reason, keeping what was typed', async () => {
    auth.apiClient.post.mockRejectedValue(auth.httpError(409, 'Coupon MONSOON25 already exists'));
    const user = setup();
    await fill(user, { code: 'MONSOON25', discount: '25', start: '2026-06-01', end: '2026-09-30' });
    await create(user);
    expect(await screen.findByText(MESSAGES.coupon.creationFailed)).toBeInTheDocument();
    expect(screen.getByText('Coupon MONSOON25 already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Coupon code')).toHaveValue('MONSOON25');
    expect(screen.getByLabelText('Discount percentage')).toHaveValue(25);
  });
});

describe('CouponForm (update)', () => {
  beforeEach(() => auth.resetAuthFake({ doctor: auth.DOCTOR }));

  it('shows the code read-only and puts the changes', async () => {
    auth.apiClient.put.mockReturnValue(auth.answer(COUPON));
    const onSaved = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderPage(<CouponForm mode="update" coupon={COUPON} onSaved={onSaved} />, { path: '*' });
    const code = screen.getByLabelText('Coupon code');
    expect(code).toHaveValue('WELCOME10');
    expect(code).toHaveAttribute('readonly');
    await user.type(code, 'X');
    expect(code).toHaveValue('WELCOME10');
    const discount = screen.getByLabelText('Discount percentage');
    await user.clear(discount);
    await user.type(discount, '15');
    await user.click(screen.getByRole('button', { name: 'Update Coupon' }));
    expect(await screen.findByText(MESSAGES.coupon.updated)).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(MESSAGES.coupon.updated);
    expect(auth.apiClient.put).toHaveBeenCalledWith(
      '/api/dashboard/coupons',
      expect.objectContaining({
        coupon_code: 'WELCOME10',
        discount_percentage: 15,
        start_time: '00:00:00',
        end_time: '23:59:59',
      }),
    );
  });

  it('says "Coupon doesn\'t exists..." when the update fails', async () => {
    auth.apiClient.put.mockRejectedValue(auth.httpError(404, "Coupon doesn't exists..."));
    const user = userEvent.setup({ delay: null });
    renderPage(<CouponForm mode="update" coupon={COUPON} />, { path: '*' });
    await user.click(screen.getByRole('button', { name: 'Update Coupon' }));
    expect(await screen.findByText(MESSAGES.coupon.notExists)).toBeInTheDocument();
  });
});
