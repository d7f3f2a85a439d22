import type { ReactNode } from 'react';
import { type Load, LOAD_FAILED_MESSAGE } from '../hooks/useLoad';
import { Button } from './Button';
import { InlineMessage } from './InlineMessage';
import { Stack, VisuallyHidden } from './layout';
import { Spinner } from './Spinner';
import { useMessages } from '../i18n/localeStore';
import { baseCatalog } from './baseMessages';

/** A failed load: its message and a way to try again (never a blank panel). */
export function LoadFailure({ message, retry }: { message: string; retry: () => void }) {
  const t = useMessages(baseCatalog);
  return (
    <Stack $gap="sm" $align="flex-start">
      {/* The loader's own failure (LOAD_FAILED_MESSAGE) in the page's language; an API's message as it came. */}
      <InlineMessage tone="error">
        {message === LOAD_FAILED_MESSAGE ? t('loadFailed') : message}
      </InlineMessage>
      <Button type="button" variant="secondary" onClick={retry}>
        {t('tryAgain')}
      </Button>
    </Stack>
  );
}

export interface LoadViewProps<T> {
  load: Load<T>;
  loadingLabel: string;
  /**
   * What holds the content's place while loading instead of a spinner: the content's own shape
   * without data (same size), so nothing below it moves when the data arrives. Shown, but hidden
   * from assistive technology, which is told `loadingLabel`.
   */
  placeholder?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Spinner (or placeholder) while loading, the error with Try again, or the content: never a spinner forever. */
export function LoadView<T>({ load, loadingLabel, placeholder, children }: LoadViewProps<T>) {
  if (load.status === 'loading')
    return placeholder ? (
      <div role="status">
        <VisuallyHidden>{loadingLabel}</VisuallyHidden>
        <div aria-hidden="true">{placeholder}</div>
      </div>
    ) : (
      <Spinner label={loadingLabel} />
    );
  if (load.status === 'error') return <LoadFailure message={load.message} retry={load.reload} />;
  return <>{children(load.data)}</>;
}
