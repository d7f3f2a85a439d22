import type { ReactNode } from 'react';
import type { Load } from '../hooks/useLoad';
import { Button } from './Button';
import { InlineMessage } from './InlineMessage';
import { Stack } from './layout';
import { Spinner } from './Spinner';

/** A failed load: its message and a way to try again (never a blank panel). */
export function LoadFailure({ message, retry }: { message: string; retry: () => void }) {
  return (
    <Stack $gap="sm" $align="flex-start">
      <InlineMessage tone="error">{message}</InlineMessage>
      <Button type="button" variant="secondary" onClick={retry}>
        Try again
      </Button>
    </Stack>
  );
}

export interface LoadViewProps<T> {
  load: Load<T>;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}

/** Spinner while loading, the error with Try again, or the content: never a spinner forever. */
export function LoadView<T>({ load, loadingLabel, children }: LoadViewProps<T>) {
  if (load.status === 'loading') return <Spinner label={loadingLabel} />;
  if (load.status === 'error') return <LoadFailure message={load.message} retry={load.reload} />;
  return <>{children(load.data)}</>;
}
