import {
  afterFirstPaint,
  holdSubmitsUntilTakeover,
  MAX_WAIT_MS,
  preloadRemote,
  preloadRoutePage,
  startAfterFirstPaint,
} from './paintFirst';

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
  jest.advanceTimersByTime(MAX_WAIT_MS);
  expect(added()).toHaveLength(2);
});

it('starts anyway after MAX_WAIT_MS when no paint is reported', () => {
  fakePaintObserver();
  startAfterFirstPaint(['/main.1.js']);
  jest.advanceTimersByTime(MAX_WAIT_MS - 1);
  expect(added()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(added()).toEqual(['/main.1.js']);
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

  it("preloads the current route's page from the table of every page's files (the SPA page)", () => {
    document.head.innerHTML =
      '<script type="application/json" id="mf-config">{"remotes":{"mf_booking":"http://b.example/mf-manifest.json"}}</script>';
    const table = {
      'mf_booking/PatientDashboardPage': ['remoteEntry.js', 'dash.1.js'],
      'mf_booking/BookingPage': ['remoteEntry.js', 'book.1.js'],
    };
    preloadRoutePage(table, '/user/dashboard/9876543210');
    expect(links().map((l) => l[1])).toEqual([
      'http://b.example/mf-manifest.json',
      'http://b.example/remoteEntry.js',
      'http://b.example/dash.1.js',
    ]);
    document.head.innerHTML = document.head.innerHTML.replace(/<link[^>]*>/g, '');
    preloadRoutePage(table, '/no/such/page');
    expect(links()).toEqual([]);
  });

  it('preloads nothing when the config was not inlined (or names no such remote)', () => {
    document.head.innerHTML = '<script type="application/json" id="mf-config"></script>';
    preloadRemote('mf_booking', ['remoteEntry.js']);
    document.head.innerHTML += '<script type="application/json" id="x">{"remotes":{}}</script>';
    preloadRemote('mf_doctor', ['remoteEntry.js']);
    expect(links()).toEqual([]);
  });
});

it('a prerendered form does not submit itself before the app has taken over', () => {
  document.body.innerHTML = '<div id="root" data-prerendered><form><button>Go</button></form></div>';
  holdSubmitsUntilTakeover();
  const submit = () => {
    const event = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(submit()).toBe(true);
  document.getElementById('root')!.removeAttribute('data-prerendered');
  expect(submit()).toBe(false);
});

it('afterFirstPaint runs its work once, at the first contentful paint', () => {
  const observer = fakePaintObserver();
  const run = jest.fn();
  afterFirstPaint(run);
  observer.paint('first-paint');
  expect(run).not.toHaveBeenCalled();
  observer.paint('first-contentful-paint');
  jest.advanceTimersByTime(MAX_WAIT_MS);
  expect(run).toHaveBeenCalledTimes(1);
});
