import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { mockMfConfigFetch } from '../test/render';
import { pageForPath, prefetchRoute } from './prefetch';
import { resetRemoteRegistration } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(async () => undefined),
}));

beforeEach(() => {
  resetRemoteRegistration();
  jest.mocked(preloadRemote).mockClear();
});

it.each([
  ['/', 'mf_public_site/HomePage'],
  ['/terms', 'mf_public_site/TermsPage'],
  ['/blog/knee-pain', 'mf_public_site/BlogPostPage'],
  ['/c/9876543210', 'mf_booking/BookPhysioPage'],
  ['/user/dashboard/9876543210/', 'mf_booking/PatientDashboardPage'],
  ['/dashboard', 'mf_doctor/DashboardPage'],
  ['/dashboard/login', 'mf_doctor/DoctorLoginPage'],
  ['/doctor/9000000001/payout', 'mf_doctor/PayoutPage'],
  ['/nope', null],
  ['/blog/a/b', null],
])('%s → %s', (path, page) => {
  expect(pageForPath(path)).toBe(page);
});

it('registers the remotes and preloads only the current page, without shared fallbacks', async () => {
  mockMfConfigFetch();
  await prefetchRoute('/booking');
  expect(registerRemotes).toHaveBeenCalled();
  expect(preloadRemote).toHaveBeenCalledWith([
    { nameOrAlias: 'mf_booking', exposes: ['./BookingPage'], resourceCategory: 'sync', share: false },
  ]);
});

it('never throws: a failed prefetch is left to the page load', async () => {
  mockMfConfigFetch(500);
  await expect(prefetchRoute('/faqs')).resolves.toBeUndefined();
  expect(preloadRemote).not.toHaveBeenCalled();

  mockMfConfigFetch();
  jest.mocked(preloadRemote).mockRejectedValueOnce(new Error('RUNTIME-003'));
  await expect(prefetchRoute('/faqs')).resolves.toBeUndefined();
});

it('does nothing on unknown paths', async () => {
  const fetchMock = mockMfConfigFetch();
  await prefetchRoute('/no/such/page');
  expect(fetchMock).not.toHaveBeenCalled();
});
