import {
  afterFirstPaint,
  fillRouteParams,
  holdSubmitsUntilTakeover,
  MAX_FONT_WAIT_MS,
  MAX_PAINT_WAIT_MS,
  pageFiles,
  preloadRemote,
  refreshEarlyIfSignedIn,
  showLoginUrl,
  startAfterFirstPaint,
} from './paintFirst';
import { takeEarlyRefresh } from '@physio/shared-auth/early-refresh';
import { SESSION_HINT_COOKIE } from '@physio/shared-contracts/session-hint';

type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A PerformanceObserver whose paint entries the test delivers. */
function fakePaintObserver() {
  const observers: Callback[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly cb: Callback) {
      observers.push(cb);
    }
    observe() {}
    disconnect() {
      observers.splice(observers.indexOf(this.cb), 1);
    }
  }
  Object.defineProperty(globalThis, 'PerformanceObserver', { value: FakeObserver, configurable: true });
  return {
    paint(name: string) {
      for (const cb of [...observers]) cb({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
    },
  };
}

const added = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));

beforeEach(() => {
  document.head.innerHTML = '';
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

it('adds the scripts, in order and not async, once the first contentful paint is reported', () => {
  const observer = fakePaintObserver();
  startAfterFirstPaint(['/main.1.js', '/other.2.js']);
  observer.paint('first-paint');
  expect(added()).toEqual([]);
  observer.paint('first-contentful-paint');
  expect(added()).toEqual(['/main.1.js', '/other.2.js']);
  expect([...document.head.querySelectorAll('script')].every((s) => !s.async)).toBe(true);
  observer.paint('first-contentful-paint');
  jest.advanceTimersByTime(MAX_PAINT_WAIT_MS);
  expect(added()).toHaveLength(2);
});

it('waits for a late first paint, and starts anyway after MAX_PAINT_WAIT_MS when none is reported', () => {
  const observer = fakePaintObserver();
  startAfterFirstPaint(['/main.1.js']);
  // A first frame after a second (a slow phone, a headless Chromium): the scripts still wait for it.
  jest.advanceTimersByTime(1500);
  expect(added()).toEqual([]);
  observer.paint('first-contentful-paint');
  expect(added()).toEqual(['/main.1.js']);

  document.head.innerHTML = '';
  startAfterFirstPaint(['/main.2.js']);
  jest.advanceTimersByTime(MAX_PAINT_WAIT_MS - 1);
  expect(added()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(added()).toEqual(['/main.2.js']);
});

it('starts at once in a hidden tab (nothing will paint) or where paint timing is unknown', () => {
  fakePaintObserver();
  const hidden = {
    visibilityState: 'hidden',
    createElement: document.createElement.bind(document),
    head: document.head,
  };
  startAfterFirstPaint(['/main.1.js'], hidden as unknown as Document);
  expect(added()).toEqual(['/main.1.js']);

  document.head.innerHTML = '';
  Object.defineProperty(globalThis, 'PerformanceObserver', { value: undefined, configurable: true });
  startAfterFirstPaint(['/main.2.js']);
  expect(added()).toEqual(['/main.2.js']);
});

it("waits for the page's web fonts and the frame that shows their text, never past MAX_FONT_WAIT_MS", async () => {
  const observer = fakePaintObserver();
  let fontsIn: () => void = () => {};
  const ready = new Promise<void>((resolve) => (fontsIn = resolve));
  Object.defineProperty(document, 'fonts', { value: { ready }, configurable: true });
  try {
    startAfterFirstPaint(['/main.1.js']);
    observer.paint('first-contentful-paint');
    jest.advanceTimersByTime(100);
    expect(added()).toEqual([]);
    fontsIn();
    await ready;
    expect(added()).toEqual([]); // the frame that paints the text comes first
    jest.advanceTimersByTime(20);
    expect(added()).toEqual(['/main.1.js']);

    // Faces that never arrive do not hold the app back.
    document.head.innerHTML = '';
    Object.defineProperty(document, 'fonts', { value: { ready: new Promise(() => {}) }, configurable: true });
    startAfterFirstPaint(['/main.2.js']);
    observer.paint('first-contentful-paint');
    jest.advanceTimersByTime(MAX_FONT_WAIT_MS - 1);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(['/main.2.js']);
  } finally {
    delete (document as { fonts?: unknown }).fonts;
  }
});

describe('preloadRemote', () => {
  const links = () =>
    [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => [
      l.getAttribute('as'),
      (l as HTMLLinkElement).href,
      l.getAttribute('crossorigin'),
    ]);

  it("preloads the remote's manifest, remoteEntry.js and page chunks from the inline mf-config", () => {
    document.head.innerHTML =
      '<script type="application/json" id="mf-config">{"remotes":{"mf_booking":"https://cdn.example/booking/mf-manifest.json"}}</script>';
    preloadRemote('mf_booking', ['remoteEntry.js', '__federation_expose_BookingPage.1a.js']);
    expect(links()).toEqual([
      ['fetch', 'https://cdn.example/booking/mf-manifest.json', 'anonymous'],
      ['script', 'https://cdn.example/booking/remoteEntry.js', null],
      ['script', 'https://cdn.example/booking/__federation_expose_BookingPage.1a.js', null],
    ]);
  });

  it("reads the page's files from its head fragment's #physio-page, remoteEntry.js alone without one", () => {
    document.head.innerHTML =
      '<script type="application/json" id="physio-page">{"remote":"mf_booking","build":"0123456789","page":"BookingPage","preload":["remoteEntry.js","__federation_expose_BookingPage.1a.js"]}</script>';
    expect(pageFiles()).toEqual(['remoteEntry.js', '__federation_expose_BookingPage.1a.js']);
    // Only names relative to the remote's manifest: a fragment cannot point the loader elsewhere.
    document.head.innerHTML =
      '<script type="application/json" id="physio-page">{"preload":["remoteEntry.js","https://evil.example/x.js"]}</script>';
    expect(pageFiles()).toEqual(['remoteEntry.js']);
    document.head.innerHTML = '<script type="application/json" id="physio-page">{not json</script>';
    expect(pageFiles()).toEqual(['remoteEntry.js']);
    document.head.innerHTML = '';
    expect(pageFiles()).toEqual(['remoteEntry.js']);
  });

  it('preloads nothing when the config was not inlined (or names no such remote)', () => {
    document.head.innerHTML = '<script type="application/json" id="mf-config"></script>';
    preloadRemote('mf_booking', ['remoteEntry.js']);
    document.head.innerHTML += '<script type="application/json" id="x">{"remotes":{}}</script>';
    preloadRemote('mf_doctor', ['remoteEntry.js']);
    expect(links()).toEqual([]);
  });
});

it('a prerendered form does not submit itself before the app has taken over, and notes what was submitted', () => {
  document.body.innerHTML =
    '<div id="root" data-prerendered><main><form><input name="a"><button>Go</button></form></main></div>';
  holdSubmitsUntilTakeover();
  const root = document.getElementById('root')!;
  const submit = (submitter?: HTMLElement) => {
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
    document.querySelector('form')!.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(submit(document.querySelector('button')!)).toBe(true);
  // The button's place under #root: main (0) > form (0) > button (1).
  expect(root.getAttribute('data-held-submit')).toBe('0.0.1');
  expect(submit()).toBe(true);
  expect(root.getAttribute('data-held-submit')).toBe('0.0');
  root.removeAttribute('data-prerendered');
  root.removeAttribute('data-held-submit');
  expect(submit(document.querySelector('button')!)).toBe(false);
  expect(root.hasAttribute('data-held-submit')).toBe(false);
});

describe('the early token refresh', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn(() =>
      Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ data: 't' }) }),
    );
    Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  });
  afterEach(() => {
    takeEarlyRefresh();
    localStorage.clear();
    document.cookie = `${SESSION_HINT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  const loader = (attributes = '') => {
    document.head.innerHTML = `<script src="/paint-first.x.js" ${attributes}></script>`;
    return document.head.querySelector('script')!;
  };

  it('starts with the session hint cookie, once, and leaves the answer for shared-auth', async () => {
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
    expect(refreshEarlyIfSignedIn(loader())).toBe(true);
    expect(refreshEarlyIfSignedIn(loader())).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual([
      '/api/token/refresh',
      expect.objectContaining({ method: 'POST', credentials: 'same-origin' }),
    ]);
    await expect(takeEarlyRefresh()).resolves.toMatchObject({ status: 200, token: 't' });
  });

  it.each(['Doctor', 'Profile'])('starts with a stored %s (an API that sets no hint yet)', (key) => {
    localStorage.setItem(key, '{"x":1}');
    expect(refreshEarlyIfSignedIn(loader('data-route="/user/dashboard/_id"'))).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('not for a visitor without a hint or a stored session', () => {
    localStorage.setItem('PreviousLogger', 'doctor');
    expect(refreshEarlyIfSignedIn(loader())).toBe(false);
    expect(refreshEarlyIfSignedIn(loader('data-remote="mf_public_site"'))).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeEarlyRefresh()).toBeNull();
  });

  it('not on a login page (its document marks the loader as signing in)', () => {
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
    localStorage.setItem('Doctor', '{"x":1}');
    expect(refreshEarlyIfSignedIn(loader('data-remote="mf_doctor" data-signing-in'))).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

it("puts the URL's id in the links of a document prerendered once for every id", () => {
  document.body.innerHTML =
    '<div id="root"><a href="/user/dashboard/_id">D</a><a href="/user/profile/_id?x=1">P</a>' +
    '<a href="/user/_idle">keep</a><a href="https://other.example/_id">keep</a><a href="/faqs">keep</a></div>';
  fillRouteParams('/user/dashboard/_id', '/user/dashboard/98765%2043210/');
  expect([...document.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
    '/user/dashboard/98765%2043210',
    '/user/profile/98765%2043210?x=1',
    '/user/_idle',
    'https://other.example/_id',
    '/faqs',
  ]);
});

it('afterFirstPaint runs its work once, at the first contentful paint', () => {
  const observer = fakePaintObserver();
  const run = jest.fn();
  afterFirstPaint(run);
  observer.paint('first-paint');
  expect(run).not.toHaveBeenCalled();
  observer.paint('first-contentful-paint');
  jest.advanceTimersByTime(MAX_PAINT_WAIT_MS);
  expect(run).toHaveBeenCalledTimes(1);
});

describe('the login page answered in place of a page behind a login', () => {
  const loader = (attributes: string) => {
    document.body.innerHTML = `<script ${attributes}></script>`;
    return document.body.querySelector('script')!;
  };
  afterEach(() => window.history.replaceState(null, '', '/'));

  it.each([
    ['/bookphysio', '/user/login?from=%2Fbookphysio'],
    ['/bookphysio/', '/user/login?from=%2Fbookphysio'],
    ['/c/9876543210', '/user/login?from=%2Fc%2F9876543210'],
  ])('at %s shows %s, as the redirect did', (at, shown) => {
    window.history.replaceState(null, '', at);
    expect(showLoginUrl(loader('data-login-url="/user/login?from="'))).toBe(true);
    expect(`${window.location.pathname}${window.location.search}`).toBe(shown);
  });

  it('leaves the URL of the login page itself, and of every other page, as it is', () => {
    window.history.replaceState(null, '', '/user/login/?from=%2Fbookphysio');
    expect(showLoginUrl(loader('data-login-url="/user/login?from="'))).toBe(false);
    expect(window.location.search).toBe('?from=%2Fbookphysio');
    window.history.replaceState(null, '', '/dashboard/login');
    expect(showLoginUrl(loader('data-signing-in data-remote="mf_doctor"'))).toBe(false);
    expect(window.location.pathname).toBe('/dashboard/login');
  });
});
