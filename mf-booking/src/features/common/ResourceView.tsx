import type { ReactNode } from 'react';
import { Button, InlineMessage, Spinner, Stack } from '@physio/shared-ui';
import type { Resource } from '../../lib/useResource';

interface Props<T> {
  resource: Resource<T> & { reload: () => void };
  loadingLabel: string;
  children: (data: T) => ReactNode;
}

/** Spinner while loading, the error with Try again, or the content: never a spinner forever. */
export function ResourceView<T>({ resource, loadingLabel, children }: Props<T>) {
  if (resource.status === 'loading') return <Spinner label={loadingLabel} />;
  if (resource.status === 'error') {
    return (
      <Stack>
        <InlineMessage tone="error">{resource.message}</InlineMessage>
        <div>
          <Button type="button" variant="secondary" onClick={resource.reload}>
            Try again
          </Button>
        </div>
      </Stack>
    );
  }
  return <>{children(resource.data)}</>;
}
