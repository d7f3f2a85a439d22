import { useCallback, useEffect, useRef, useState } from 'react';
import type { Result } from '@physio/shared-auth';

export type AsyncState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/**
 * Loads data when `key` changes and on `reload()`; ignores answers that arrive after a newer load
 * started or after unmount. `load` is read through a ref so callers may pass an inline function.
 */
export function useAsync<T>(load: () => Promise<Result<T>>, key: string): [AsyncState<T>, () => void] {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadRef.current().then((res) => {
      if (!live) return;
      setState(res.ok ? { status: 'ready', data: res.data } : { status: 'error', message: res.message });
    });
    return () => {
      live = false;
    };
  }, [key, tick]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  return [state, reload];
}
