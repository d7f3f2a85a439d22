import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type Coupon } from '@physio/shared-contracts';
import * as auth from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import { CouponsTab } from './CouponsTab';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
// The machine is shared and loaded: allow slow renders without hiding real hangs.
jest.setTimeout(20_000);

const coupon = (n: number, over: Partial<Coupon> = {}): Coupon => ({
  coupon_code: `CODE${n}`,
  offer_name: '',
  discount_percentage: n,
  start_date: '2026-01-01',
  start_time: '00:00:00',
  end_date: '2026-12-31',
  end_time: '23:59:59',
  active: true,
  status: 'active',
  ...over,
});
const page = (total: number, limit: number, offset: number) => {
  const data = Array.from({ length: Math.max(0, Math.min(limit, total - offset * limit)) }, (_, i) =>
    coupon(offset * limit + i + 1),
  );
  return Promise.resolve({ status: 200, data: { data, total, count: data.length } });
};

type User = ReturnType<typeof userEvent.setup>;
const setup = () => {
  const user = userEvent.setup({ delay: null });
  renderPage(<CouponsTab />, { path: '*' });
  return user;
};
const openView = (user: User) => user.click(screen.getByRole('radio', { name: 'View Coupons' }));
const listParams = () => auth.apiClient.get.mock.calls.map((c) => c[1]?.params);

describe('CouponsTab', () => {
  beforeEach(() => auth.resetAuthFake({ doctor: auth.DOCTOR }));

  it('shows a coupon with its dates (no "00:00:00"), its limits, and Delete quiet beside Expire', async () => {
    auth.apiClient.get.mockResolvedValue({
      status: 200,
      data: {
        data: [coupon(1, { first_order_only: true, max_per_patient: 1, max_total: 500 })],
        total: 1,
        count: 1,
      },
    });
    const user = setup();
    await openView(user);
    const card = (await screen.findByText('CODE1')).closest('div')!.parentElement!;
    expect(card).not.toHaveTextContent('00:00:00');
    expect(card).not.toHaveTextContent('23:59:59');
    expect(card).toHaveTextContent('First booking only · 1 use per patient · 500 uses in all');
    const remove = screen.getByRole('button', { name: 'Delete CODE1' });
    const expire = screen.getByRole('button', { name: 'Expire CODE1' });
    // The same weight as Expire: not a solid red block that outweighs it.
    expect(remove.className.split(' ').filter((c) => expire.className.includes(c)).length).toBeGreaterThan(0);
    expect(getComputedStyle(remove).backgroundColor).not.toBe('rgb(185, 28, 28)');
  });

  it('offers Create Coupon, Search Coupon and View Coupons', () => {
    setup();
    for (const name of ['Create Coupon', 'Search Coupon', 'View Coupons']) {
      expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('form', { name: 'Create coupon' })).toBeInTheDocument();
  });

  describe('View Coupons pagination', () => {
    it('loads 10 per page by default, offset as a page index, with next/previous at the boundaries', async () => {
      auth.apiClient.get.mockImplementation(
        (_url: string, { params }: { params: { limit: number; offset: number } }) =>
          page(25, params.limit, params.offset),
      );
      const user = setup();
      await openView(user);
      expect(await screen.findByText('CODE1')).toBeInTheDocument();
      expect(listParams()[0]).toEqual({ limit: 10, offset: 0 });
      const prev = screen.getByRole('button', { name: 'Previous' });
      const next = screen.getByRole('button', { name: 'Next' });
      expect(prev).toBeDisabled();
      expect(next).toBeEnabled();

      await user.click(next);
      expect(await screen.findByText('CODE11')).toBeInTheDocument();
      expect(listParams().at(-1)).toEqual({ limit: 10, offset: 1 });
      expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();

      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('CODE25')).toBeInTheDocument();
      // total 25 ≤ offset 2 × limit 10 + count 5
      expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

      await user.click(screen.getByRole('button', { name: 'Previous' }));
      expect(await screen.findByText('CODE11')).toBeInTheDocument();
    });

    it('disables next when the first page holds everything, and offers 5, 10 and 15 per page', async () => {
      auth.apiClient.get.mockImplementation(
        (_url: string, { params }: { params: { limit: number; offset: number } }) =>
          page(10, params.limit, params.offset),
      );
      const user = setup();
      await openView(user);
      expect(await screen.findByText('CODE10')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

      const size = screen.getByLabelText('Coupons per page');
      expect(
        within(size)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['5', '10', '15']);
      await user.selectOptions(size, '5');
      await waitFor(() => expect(listParams().at(-1)).toEqual({ limit: 5, offset: 0 }));
      expect(await screen.findByText('CODE5')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    });

    it('steps back a page when a later page became empty', async () => {
      auth.apiClient.get.mockImplementation(
        (_url: string, { params }: { params: { limit: number; offset: number } }) =>
          page(10, params.limit, params.offset),
      );
      const user = setup();
      await openView(user);
      await user.selectOptions(await screen.findByLabelText('Coupons per page'), '5');
      await user.click(await screen.findByRole('button', { name: 'Next' }));
      expect(await screen.findByText('CODE6')).toBeInTheDocument();
      // Someone deleted coupons: page 2 no longer exists.
      auth.apiClient.get.mockImplementation(
        (_url: string, { params }: { params: { limit: number; offset: number } }) =>
          page(5, params.limit, params.offset),
      );
      auth.apiClient.delete.mockReturnValue(auth.answer(null));
      await user.click(screen.getByRole('button', { name: 'Delete CODE6' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('CODE1')).toBeInTheDocument();
      expect(screen.getByText('Page 1')).toBeInTheDocument();
      expect(listParams().at(-1)).toEqual({ limit: 5, offset: 0 });
    });

    it('says "No Coupons" when the list is empty', async () => {
      auth.apiClient.get.mockReturnValue(
        Promise.resolve({ status: 200, data: { data: [], total: 0, count: 0 } }),
      );
      const user = setup();
      await openView(user);
      expect(await screen.findByText(MESSAGES.coupon.none)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    });

    it('shows a message and a retry when the list cannot load', async () => {
      auth.apiClient.get.mockRejectedValueOnce(auth.httpError(500)).mockImplementation(() => page(1, 10, 0));
      const user = setup();
      await openView(user);
      expect(await screen.findByText('Could not load the coupons.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('CODE1')).toBeInTheDocument();
    });
  });

  describe('expire and delete through one confirmation dialog', () => {
    const list = () => {
      auth.apiClient.get.mockImplementation(() => page(2, 10, 0));
    };

    it('expires after confirmation, says so and reloads the list', async () => {
      list();
      auth.apiClient.delete.mockReturnValue(auth.answer(null));
      const user = setup();
      await openView(user);
      await user.click(await screen.findByRole('button', { name: 'Expire CODE1' }));
      const dialog = screen.getByRole('dialog', { name: 'Expire coupon' });
      expect(within(dialog).getByText(/Expire CODE1\?/)).toBeInTheDocument();
      const loads = auth.apiClient.get.mock.calls.length;
      await user.click(within(dialog).getByRole('button', { name: 'Expire' }));
      expect(await screen.findByText(MESSAGES.coupon.expired)).toBeInTheDocument();
      expect(auth.apiClient.delete).toHaveBeenCalledWith('/api/dashboard/coupons', {
        params: { delete: 'false' },
        data: { coupon_code: 'CODE1' },
      });
      await waitFor(() => expect(auth.apiClient.get.mock.calls.length).toBeGreaterThan(loads));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('deletes after confirmation with delete=true', async () => {
      list();
      auth.apiClient.delete.mockReturnValue(auth.answer(null));
      const user = setup();
      await openView(user);
      await user.click(await screen.findByRole('button', { name: 'Delete CODE2' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete coupon' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText(MESSAGES.coupon.deleted)).toBeInTheDocument();
      expect(auth.apiClient.delete).toHaveBeenCalledWith('/api/dashboard/coupons', {
        params: { delete: 'true' },
        data: { coupon_code: 'CODE2' },
      });
    });

    it('does nothing when cancelled', async () => {
      list();
      const user = setup();
      await openView(user);
      await user.click(await screen.findByRole('button', { name: 'Delete CODE1' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(auth.apiClient.delete).not.toHaveBeenCalled();
    });

    it.each([
      ['Expire', MESSAGES.coupon.expireFailed],
      ['Delete', MESSAGES.coupon.deleteFailed],
    ])('%s failure shows its message', async (action, message) => {
      list();
      auth.apiClient.delete.mockRejectedValue(auth.httpError(404, 'not found'));
      const user = setup();
      await openView(user);
      await user.click(await screen.findByRole('button', { name: `${action} CODE1` }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: action }));
      expect(await screen.findByText(message)).toBeInTheDocument();
    });

    it('hides Expire for an inactive coupon', async () => {
      auth.apiClient.get.mockReturnValue(
        Promise.resolve({
          status: 200,
          data: { data: [coupon(1, { active: false, status: 'inactive' })], total: 1, count: 1 },
        }),
      );
      const user = setup();
      await openView(user);
      expect(await screen.findByText('Inactive')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Expire CODE1' })).not.toBeInTheDocument();
    });
  });

  describe('update', () => {
    it('opens the update form for a coupon, then reports and reloads', async () => {
      auth.apiClient.get.mockImplementation(() => page(1, 10, 0));
      auth.apiClient.put.mockReturnValue(auth.answer(coupon(1)));
      const user = setup();
      await openView(user);
      await user.click(await screen.findByRole('button', { name: 'Update CODE1' }));
      const dialog = screen.getByRole('dialog', { name: 'Update coupon' });
      expect(within(dialog).getByLabelText('Coupon code')).toHaveValue('CODE1');
      expect(within(dialog).getByText('A coupon code cannot be changed')).toBeInTheDocument();
      await waitFor(() => expect(within(dialog).getByLabelText('Discount percentage')).toHaveFocus());
      await user.click(within(dialog).getByRole('button', { name: 'Update Coupon' }));
      expect(await screen.findByText(MESSAGES.coupon.updated)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('Search Coupon', () => {
    const openSearch = (user: User) => user.click(screen.getByRole('radio', { name: 'Search Coupon' }));

    it('asks for a code', async () => {
      const user = setup();
      await openSearch(user);
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(screen.getByText(MESSAGES.coupon.enterCode)).toBeInTheDocument();
    });

    it('finds a coupon by its uppercased code', async () => {
      auth.apiClient.get.mockReturnValue(auth.answer(coupon(7, { coupon_code: 'HALFOFF' })));
      const user = setup();
      await openSearch(user);
      await user.type(screen.getByLabelText('Coupon code'), 'halfoff');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(await screen.findByRole('heading', { name: 'HALFOFF' })).toBeInTheDocument();
      expect(auth.apiClient.get).toHaveBeenCalledWith('/api/dashboard/coupons', {
        params: { coupon_code: 'HALFOFF' },
      });
    });

    it('says "Coupon doesn\'t exists..." for an unknown code, and after deleting the found one', async () => {
      auth.apiClient.get.mockReturnValueOnce(auth.answer(coupon(7, { coupon_code: 'HALFOFF' })));
      auth.apiClient.get.mockRejectedValue(auth.httpError(404, 'Coupon not found'));
      auth.apiClient.delete.mockReturnValue(auth.answer(null));
      const user = setup();
      await openSearch(user);
      await user.type(screen.getByLabelText('Coupon code'), 'HALFOFF');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await user.click(await screen.findByRole('button', { name: 'Delete HALFOFF' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText(MESSAGES.coupon.deleted)).toBeInTheDocument();
      expect(await screen.findByText(MESSAGES.coupon.notExists)).toBeInTheDocument();
    });
  });
});
