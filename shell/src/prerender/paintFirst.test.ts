import { MAX_WAIT_MS, startAfterFirstPaint } from './paintFirst';

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
