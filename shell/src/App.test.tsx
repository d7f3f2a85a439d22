import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { clearAll, navigateTo } from '@physio/shared-auth/state';
import { App } from './App';
import { resetRemoteRegistration } from './federation/remotes';
import { UNAVAILABLE_TITLE } from './federation/UnavailablePanel';
import { mockMfConfigFetch, renderAt } from './test/render';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

const down = new Set<string>();

beforeEach(() => {
  clearAll();
  resetRemoteRegistration();
  mockMfConfigFetch();
  down.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(loadRemote).mockImplementation(async (id: string) => {
    if (down.has(id.split('/')[0]!)) throw new Error(`RUNTIME-003 ${id}`);
    return { default: () => <h1>{id}</h1> };
  });
});

afterEach(() => jest.restoreAllMocks());

it('renders skip link, navigation, the page in <main> and the footer', async () => {
  renderAt(<App />, '/about');
  const main = screen.getByRole('main');
  expect(await within(main).findByRole('heading', { name: 'mf_public_site/AboutPage' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', `#${main.id}`);
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

it('keeps navigation, footer and the other remotes working while one remote is down', async () => {
  down.add('mf_doctor');
  const user = userEvent.setup();
  renderAt(<App />, '/dashboard/login');

  expect(await screen.findByText(UNAVAILABLE_TITLE)).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();

  await user.click(within(screen.getByTestId('footer-mobile')).getByRole('link', { name: 'FAQs' }));
  expect(await screen.findByRole('heading', { name: 'mf_public_site/FaqsPage' })).toBeInTheDocument();
  expect(screen.queryByText(UNAVAILABLE_TITLE)).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Menu' }));
  await user.click(screen.getByRole('link', { name: 'Booking' }));
  expect(await screen.findByRole('heading', { name: 'mf_booking/BookingPage' })).toBeInTheDocument();
});

it('sends a visitor without a session from a protected page to the login', async () => {
  renderAt(<App />, '/user/orders/9876543210');
  expect(await screen.findByRole('heading', { name: 'mf_booking/PatientLoginPage' })).toBeInTheDocument();
});

it("routes shared-auth's redirects (refresh 401 → login) through the router, without a reload", async () => {
  renderAt(<App />, '/about');
  await screen.findByRole('heading', { name: 'mf_public_site/AboutPage' });
  act(() => navigateTo('/user/login'));
  expect(await screen.findByRole('heading', { name: 'mf_booking/PatientLoginPage' })).toBeInTheDocument();
});
