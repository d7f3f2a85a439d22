/**
 * Something a page can paint without and loads when the visitor needs it — a form's rules (zod),
 * the code and data of a panel further down — so it stays out of the page's first render. It loads
 * on the visitor's first move on the page (a scroll of the page, a tap, a key, a focus: the listeners are on the
 * window, once), on `need()`, or when an element given to `watch` reaches the upper half of the
 * screen. Where IntersectionObserver is missing it loads at once. A failed load (a chunk that did
 * not arrive) is tried again on the next need.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface WhenNeeded<T> {
  /** What `load` answered, null until then. */
  value: T | null;
  /** True from the first need on (to start what can go in parallel with the load). */
  needed: boolean;
  /** Starts loading (once). */
  need: () => void;
  /** Starts loading if needed and answers what was loaded (a submit that cannot go on without it). */
  get: () => Promise<T>;
  /** Ref callback: loading starts when this element nears the viewport. */
  watch: (el: Element | null) => void;
}

export function useWhenNeeded<T>(load: () => Promise<T>): WhenNeeded<T> {
  const [value, setValue] = useState<T | null>(null);
  const [needed, setNeeded] = useState(false);
  const pending = useRef<Promise<T> | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const get = useCallback((): Promise<T> => {
    if (pending.current) return pending.current;
    setNeeded(true);
    const loading = loadRef.current();
    pending.current = loading;
    loading.then(
      (loaded) => {
        if (live.current) setValue(() => loaded);
      },
      () => {
        pending.current = null;
      },
    );
    return loading;
  }, []);
  const need = useCallback(() => {
    get().catch(() => {});
  }, [get]);

  useEffect(() => {
    const moves = ['scroll', 'pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
    const first = (event: Event) => {
      // The page's scroll is the visitor's; a part of the page the app scrolls (a day strip opening on its day)
      // is not, and a visitor who scrolls such a part touches, clicks or types first.
      if (event.type === 'scroll' && event.target !== document && event.target !== window) return;
      for (const m of moves) window.removeEventListener(m, first, true);
      need();
    };
    for (const m of moves) window.addEventListener(m, first, { capture: true, passive: true });
    return () => {
      for (const m of moves) window.removeEventListener(m, first, true);
    };
  }, [need]);

  const observer = useRef<IntersectionObserver | null>(null);
  const watch = useCallback(
    (el: Element | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!el) return;
      if (typeof IntersectionObserver === 'undefined') {
        need();
        return;
      }
      const seen = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          seen.disconnect();
          need();
        },
        { rootMargin: '0px 0px -50% 0px' },
      );
      seen.observe(el);
      observer.current = seen;
    },
    [need],
  );
  useEffect(() => () => observer.current?.disconnect(), []);

  return { value, needed, need, get, watch };
}
