import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PACKAGE_MESSAGES, type SessionPackage } from '@physio/shared-contracts';
import * as auth from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import { PackagesTab } from './PackagesTab';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(20_000);

const pkg = (over: Partial<SessionPackage> = {}): SessionPackage => ({
  id: '8f0e4a4e-1d5c-4c7e-9a55-3a1c2b7e9d10',
  doctor_id: 'dr-asha-rao',
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

const setup = () => {
  const user = userEvent.setup({ delay: null });
  renderPage(<PackagesTab />, { path: '*' });
  return user;
};

describe('PackagesTab', () => {
  beforeEach(() => auth.resetAuthFake({ doctor: auth.DOCTOR }));

  it('lists the packages with their price in rupees, and says when there are none', async () => {
    auth.apiClient.get.mockReturnValue(
      auth.answer([pkg(), pkg({ id: 'x', name: 'Old', retired_at: '2026-11-02T00:00:00Z' })]),
    );
    setup();
    const list = await screen.findByRole('list', { name: 'Your packages' });
    expect(list).toHaveTextContent('10 sessions · ₹6,000.00 · valid 90 days');
    expect(within(list).getByRole('button', { name: 'Retire Knee rehab' })).toBeInTheDocument();
    expect(list).toHaveTextContent('Retired on');
    expect(within(list).queryByRole('button', { name: 'Retire Old' })).toBeNull();
  });

  it('shows the empty state', async () => {
    auth.apiClient.get.mockReturnValue(auth.answer([]));
    setup();
    expect(await screen.findByText('No packages yet.')).toBeInTheDocument();
  });

  it('refuses bad sessions and validity in the form and posts nothing', async () => {
    auth.apiClient.get.mockReturnValue(auth.answer([]));
    const user = setup();
    await user.type(screen.getByLabelText('Package name'), 'Too many');
    await user.type(screen.getByLabelText('Sessions'), '51');
    await user.type(screen.getByLabelText(/Price/), '100');
    await user.clear(screen.getByLabelText(/Valid for/));
    await user.type(screen.getByLabelText(/Valid for/), '731');
    await user.click(screen.getByRole('button', { name: 'Put on sale' }));
    expect(screen.getByText(PACKAGE_MESSAGES.sessions)).toBeInTheDocument();
    expect(screen.getByText(PACKAGE_MESSAGES.validity)).toBeInTheDocument();
    expect(auth.apiClient.post).not.toHaveBeenCalled();
  });

  it('posts the price in paise and reloads the list', async () => {
    auth.apiClient.get.mockReturnValue(auth.answer([]));
    auth.apiClient.post.mockReturnValue(auth.answer(pkg()));
    const user = setup();
    await screen.findByText('No packages yet.');
    await user.type(screen.getByLabelText('Package name'), 'Knee rehab');
    await user.type(screen.getByLabelText('Sessions'), '10');
    await user.type(screen.getByLabelText(/Price/), '6000');
    await user.selectOptions(screen.getByLabelText('Sessions are'), 'home');
    await user.click(screen.getByLabelText(/shared inside the buyer/));
    await user.click(screen.getByRole('button', { name: 'Put on sale' }));
    expect(await screen.findByText('The package is on sale.')).toBeInTheDocument();
    expect(auth.apiClient.post).toHaveBeenCalledWith('/api/dashboard/packages', {
      name: 'Knee rehab',
      sessions: 10,
      price: 600_000,
      validity_days: 90,
      mode: 'home',
      family_shared: true,
    });
    expect(auth.apiClient.get).toHaveBeenCalledTimes(2);
  });

  it('retires a package after the doctor confirms', async () => {
    auth.apiClient.get.mockReturnValue(auth.answer([pkg()]));
    auth.apiClient.post.mockReturnValue(auth.answer(pkg({ retired_at: '2026-11-27T10:00:00Z' })));
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Retire Knee rehab' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
    expect(auth.apiClient.post).toHaveBeenCalledWith(
      '/api/dashboard/packages/8f0e4a4e-1d5c-4c7e-9a55-3a1c2b7e9d10/retire',
      undefined,
    );
    expect(await screen.findByText('Knee rehab is retired.')).toBeInTheDocument();
  });
});
