import { act, screen, waitFor } from '@testing-library/react';
import { loadCatalogs, resetLocaleForTests, setLocale } from '@physio/shared-ui';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { mockMfConfigFetch, renderAt, TEST_MF_CONFIG } from '../test/render';
import { forgetLoadedPages, loadRemotePage } from './loadPage';
import { RemotePage } from './RemotePage';
import { resetRemoteRegistration } from './remotes';
import { UNAVAILABLE_TITLE } from './UnavailablePanel';
import { FALLBACK_DELAY_MS } from './DelayedFallback';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

const pageModule = (text: string) => ({
  default: function Page() {
    return <h1>{text}</h1>;
  },
});

beforeEach(() => {
  resetRemoteRegistration();
  forgetLoadedPages();
  jest.mocked(loadRemote).mockReset();
  jest.mocked(registerRemotes).mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

it('registers the remotes of /mf-config.json, then renders the page', async () => {
  const fetchMock = mockMfConfigFetch();
  jest.mocked(loadRemote).mockResolvedValue(pageModule('Booking form'));
  renderAt(<RemotePage id="mf_booking/BookingPage" />);
  expect(await screen.findByRole('heading', { name: 'Booking form' })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/mf-config.json', expect.anything());
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'mf_public_site', entry: TEST_MF_CONFIG.remotes.mf_public_site },
    { name: 'mf_booking', entry: TEST_MF_CONFIG.remotes.mf_booking },
    { name: 'mf_doctor', entry: TEST_MF_CONFIG.remotes.mf_doctor },
  ]);
  expect(loadRemote).toHaveBeenCalledWith('mf_booking/BookingPage');
});

it('registers the remotes of the config the page carries inline, without a request', async () => {
  const fetchMock = mockMfConfigFetch();
  const slot = document.createElement('script');
  slot.type = 'application/json';
  slot.id = 'mf-config';
  slot.textContent = JSON.stringify({
    remotes: { ...TEST_MF_CONFIG.remotes, mf_booking: 'https://cdn/b.json' },
  });
  document.head.appendChild(slot);
  try {
    jest.mocked(loadRemote).mockResolvedValue(pageModule('Booking form'));
    renderAt(<RemotePage id="mf_booking/BookingPage" />);
    expect(await screen.findByRole('heading', { name: 'Booking form' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'mf_booking', entry: 'https://cdn/b.json' }]),
    );
    // An empty or broken slot (no deploy step ran) falls back to /mf-config.json.
    slot.textContent = '{"remotes":';
    resetRemoteRegistration();
    forgetLoadedPages();
    renderAt(<RemotePage id="mf_booking/ConfirmBookingPage" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/mf-config.json', expect.anything()));
  } finally {
    slot.remove();
  }
});

it('shows the unavailable panel when the remote cannot be loaded, and Retry renders it once back', async () => {
  mockMfConfigFetch();
  jest.mocked(loadRemote).mockRejectedValueOnce(new Error('[ Federation Runtime ]: RUNTIME-003 manifest'));
  renderAt(<RemotePage id="mf_doctor/DashboardPage" />);

  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent(UNAVAILABLE_TITLE);
  await waitFor(() => expect(screen.getByRole('heading', { name: UNAVAILABLE_TITLE })).toHaveFocus());

  jest.mocked(loadRemote).mockResolvedValueOnce(pageModule('Doctor dashboard'));
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('heading', { name: 'Doctor dashboard' })).toBeInTheDocument();
  expect(screen.queryByText(UNAVAILABLE_TITLE)).not.toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledTimes(2);
});

it('treats a module without a default component as unavailable', async () => {
  mockMfConfigFetch();
  jest.mocked(loadRemote).mockResolvedValueOnce({ notDefault: 1 });
  renderAt(<RemotePage id="mf_public_site/FaqsPage" />);
  expect(await screen.findByText(UNAVAILABLE_TITLE)).toBeInTheDocument();
});

it('contains a page that crashes while rendering', async () => {
  mockMfConfigFetch();
  jest.mocked(loadRemote).mockResolvedValueOnce({
    default: function Broken() {
      throw new Error('bug in the remote');
    },
  });
  renderAt(
    <>
      <nav>site navigation</nav>
      <RemotePage id="mf_public_site/AboutPage" />
    </>,
  );
  expect(await screen.findByText(UNAVAILABLE_TITLE)).toBeInTheDocument();
  expect(screen.getByText('site navigation')).toBeInTheDocument();
});

it('fetches /mf-config.json again on Retry when it failed the first time', async () => {
  const failing = mockMfConfigFetch(503);
  jest.mocked(loadRemote).mockResolvedValue(pageModule('Contact form'));
  renderAt(<RemotePage id="mf_public_site/ContactPage" />);
  expect(await screen.findByText(UNAVAILABLE_TITLE)).toBeInTheDocument();
  expect(failing).toHaveBeenCalledTimes(1);
  expect(loadRemote).not.toHaveBeenCalled();

  const working = mockMfConfigFetch(200);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Contact form' })).toBeInTheDocument();
  expect(working).toHaveBeenCalledTimes(1);
});

it('shows no spinner for a fast load and a labelled spinner for a slow one', async () => {
  jest.useFakeTimers();
  try {
    mockMfConfigFetch();
    let resolve: (value: unknown) => void = () => undefined;
    jest.mocked(loadRemote).mockReturnValueOnce(new Promise((r) => (resolve = r)));
    renderAt(<RemotePage id="mf_booking/ThankYouPage" />);
    await act(async () => {
      jest.advanceTimersByTime(FALLBACK_DELAY_MS - 50);
    });
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => resolve(pageModule('Thank you')));
    expect(screen.getByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('renders a page whose module already loaded in the first render, without a loading state', async () => {
  mockMfConfigFetch();
  jest.mocked(loadRemote).mockResolvedValue(pageModule('Home'));
  await loadRemotePage('mf_public_site/HomePage'); // what bootstrap does on a prerendered page
  renderAt(<RemotePage id="mf_public_site/HomePage" />);
  expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  expect(document.querySelector('[aria-busy="true"]')).toBeNull();
});

describe('on a Hindi page', () => {
  beforeEach(async () => {
    await act(() => setLocale('hi'));
    await act(() => loadCatalogs('hi'));
  });
  afterEach(() => resetLocaleForTests());

  it('shows the unavailable panel, its hint and Retry in Hindi', async () => {
    mockMfConfigFetch();
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('[ Federation Runtime ]: RUNTIME-003 manifest'));
    renderAt(<RemotePage id="mf_booking/BookingPage" />);

    const title = 'साइट का यह हिस्सा अभी उपलब्ध नहीं है';
    const panel = await screen.findByRole('alert');
    await waitFor(() => expect(screen.getByRole('heading', { name: title })).toHaveFocus());
    expect(panel).toHaveTextContent('अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।');
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    expect(panel).not.toHaveTextContent(UNAVAILABLE_TITLE);
  });

  it('labels the slow-load spinner in Hindi', async () => {
    jest.useFakeTimers();
    try {
      mockMfConfigFetch();
      jest.mocked(loadRemote).mockReturnValueOnce(new Promise(() => undefined));
      renderAt(<RemotePage id="mf_booking/ThankYouPage" />);
      await act(async () => {
        jest.advanceTimersByTime(FALLBACK_DELAY_MS + 50);
      });
      expect(screen.getByText('लोड हो रहा है…')).toBeInTheDocument();
      expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
