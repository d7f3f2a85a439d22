import { useCallback, useEffect, useRef, useState } from 'react';

/** What a loader answers: the shape of shared-auth's `Result`, so its calls plug in as they are. */
export type LoadResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; httpStatus: number }
  | { status: 'ready'; data: T };

export type Load<T> = LoadState<T> & { reload: () => void };

/** Shown when a loader throws instead of answering (a bug or a network layer that rejects). */
export const LOAD_FAILED_MESSAGE = 'Something went wrong';

/**
 * Loads data for a page or a panel: loading, then the data or the error with `reload()` to try
 * again. Loads again when `key` changes; `key` null waits (stays loading) without calling `load`.
 * A rejected `load` becomes an error, never a spinner forever. Answers that arrive after a newer
 * load started or after unmount are ignored. `load` may be an inline function (read through a ref).
 */
export function useLoad<T>(key: string | null, load: () => Promise<LoadResult<T>>): Load<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState({ status: 'loading' });
    loadRef.current().then(
      (result) => {
        if (!live) return;
        setState(
          result.ok
            ? { status: 'ready', data: result.data }
            : { status: 'error', message: result.message, httpStatus: result.status },
        );
      },
      () => {
        if (live) setState({ status: 'error', message: LOAD_FAILED_MESSAGE, httpStatus: 0 });
      },
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
