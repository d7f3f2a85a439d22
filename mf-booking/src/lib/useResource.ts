import { useCallback, useEffect, useState } from 'react';
import type { Result } from '@physio/shared-auth';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; httpStatus: number }
  | { status: 'ready'; data: T };

/**
 * Loads one API answer for a page: a loading state, the data, or the error with a way to retry.
 * `key` identifies the request; a change reloads.
 */
export function useResource<T>(
  key: string | null,
  load: () => Promise<Result<T>>,
): Resource<T> & { reload: () => void } {
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (result) => {
        if (!live) return;
        setState(
          result.ok
            ? { status: 'ready', data: result.data }
            : { status: 'error', message: result.message, httpStatus: result.status },
        );
      },
      () => live && setState({ status: 'error', message: 'Something went wrong', httpStatus: 0 }),
    );
    return () => {
      live = false;
    };
    // `load` is re-created every render; `key` and `attempt` say when to fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  return { ...state, reload };
}
