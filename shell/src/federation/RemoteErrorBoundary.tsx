import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Settled } from './pageSettled';
import { UnavailablePanel } from './UnavailablePanel';

interface Props {
  /** Called by the panel's Retry button; the parent remounts the boundary with a fresh page. */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
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
          <UnavailablePanel onRetry={this.props.onRetry} />
        </Settled>
      );
    return this.props.children;
  }
}
