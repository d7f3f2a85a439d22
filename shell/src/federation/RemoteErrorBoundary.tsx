import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { currentLocale, useMessages } from '@physio/shared-ui';
import { chromeCatalog } from '../chrome/chromeMessages';
import { Settled } from './pageSettled';

// Fetched when a page fails (no page carries it in its first load), with its words in the page's language.
const UnavailablePanel = lazy(() =>
  import('./UnavailablePanel').then(async (m) => {
    await m.shellPageCatalog.load(currentLocale()).catch(() => undefined);
    return { default: m.UnavailablePanel };
  }),
);

/** The unstyled panel: its title and Retry in the page's language (the chrome's catalog, already here). */
function PlainPanel({ onRetry }: { onRetry: () => void }) {
  const t = useMessages(chromeCatalog);
  return (
    <section role="alert">
      <h2>{t('unavailable')}</h2>
      <button type="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </section>
  );
}

/** The styled panel, given its title and Retry in the page's language. */
function Panel({ onRetry }: { onRetry: () => void }) {
  const t = useMessages(chromeCatalog);
  return (
    <Suspense fallback={null}>
      <UnavailablePanel title={t('unavailable')} retryLabel={t('retry')} onRetry={onRetry} />
    </Suspense>
  );
}

interface Props {
  /** Called by the panel's Retry button; the parent remounts the boundary with a fresh page. */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** The panel's words and its Retry, unstyled, when the panel's own code cannot be fetched (offline). */
class PlainIfUnavailable extends Component<
  { onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <PlainPanel onRetry={this.props.onRetry} />;
  }
}

/** Keeps a failing remote (unreachable server, missing chunk, render crash) inside its own area. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('[shell] remote area failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error)
      return (
        <Settled>
          <PlainIfUnavailable onRetry={this.props.onRetry}>
            <Panel onRetry={this.props.onRetry} />
          </PlainIfUnavailable>
        </Settled>
      );
    return this.props.children;
  }
}
