import { act, render, renderHook, screen } from '@testing-library/react';
import { useWhenNeeded } from './useWhenNeeded';

/** A promise settled from the test. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useWhenNeeded', () => {
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('loads nothing until needed, then once, and hands over what it loaded', async () => {
    const d = deferred<{ rules: string }>();
    const load = jest.fn(() => d.promise);
    const { result } = renderHook(() => useWhenNeeded(load));
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ value: null, needed: false });
    act(() => result.current.need());
    act(() => result.current.need());
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.needed).toBe(true);
    await act(async () => d.resolve({ rules: 'zod' }));
    expect(result.current.value).toEqual({ rules: 'zod' });
  });

  it('tries again on the next need after a failed load', async () => {
    const first = deferred<string>();
    const load = jest.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce('second');
    const { result } = renderHook(() => useWhenNeeded(load));
    act(() => result.current.need());
    await act(async () => first.reject(new Error('chunk failed')));
    expect(result.current.value).toBeNull();
    await act(async () => result.current.need());
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.value).toBe('second');
  });

  it('loads when a watched element nears the viewport, not before', async () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
    const observed: Element[] = [];
    const disconnect = jest.fn();
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
        report = cb;
      }
      observe(el: Element) {
        observed.push(el);
      }
      disconnect = disconnect;
    };
    const load = jest.fn(async () => 'loaded');
    function Panel() {
      const { value, watch } = useWhenNeeded(load);
      return <div ref={watch}>{value ?? 'waiting'}</div>;
    }
    render(<Panel />);
    expect(observed).toHaveLength(1);
    act(() => report!([{ isIntersecting: false }]));
    expect(load).not.toHaveBeenCalled();
    await act(async () => report!([{ isIntersecting: true }]));
    expect(load).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });

  it('loads at once where IntersectionObserver is missing', async () => {
    const load = jest.fn(async () => 'loaded');
    function Panel() {
      const { value, watch } = useWhenNeeded(load);
      return <div ref={watch}>{value ?? 'waiting'}</div>;
    }
    render(<Panel />);
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('useWhenNeeded on the first move', () => {
  it.each(['scroll', 'pointerdown', 'keydown', 'touchstart', 'focusin'])(
    'loads on the first %s anywhere on the page, once',
    async (move) => {
      const load = jest.fn(async () => 'loaded');
      const { result } = renderHook(() => useWhenNeeded(load));
      expect(load).not.toHaveBeenCalled();
      await act(async () => {
        window.dispatchEvent(new Event(move));
      });
      await act(async () => {
        window.dispatchEvent(new Event(move));
      });
      expect(load).toHaveBeenCalledTimes(1);
      expect(result.current.value).toBe('loaded');
    },
  );

  it('waits through a part of the page the app scrolls (a day strip opening on its day), then loads on the page’s scroll', async () => {
    const load = jest.fn(async () => 'loaded');
    renderHook(() => useWhenNeeded(load));
    const row = document.body.appendChild(document.createElement('div'));
    await act(async () => {
      row.dispatchEvent(new Event('scroll'));
    });
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      document.dispatchEvent(new Event('scroll'));
    });
    expect(load).toHaveBeenCalledTimes(1);
    row.remove();
  });
});
