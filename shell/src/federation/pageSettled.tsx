import { useLayoutEffect, type ReactNode } from 'react';

/**
 * When the route's remote page is in place: hydrated (React hydrates a page's Suspense boundary in
 * a pass of its own, after the rest of the site), rendered, or replaced by the unavailable panel.
 * The take-over of a composed page waits for it (bootstrap.tsx): before, the page's elements do not
 * listen to React yet. A guard that sends the visitor elsewhere ends the wait with the page it
 * sends them to.
 */
let waiting: (() => void) | null = null;

/** Calls `run` once, when the next remote page settles. */
export function onceRemotePageSettled(run: () => void): void {
  waiting = run;
}

function settled(): void {
  const run = waiting;
  waiting = null;
  run?.();
}

/** Wraps what a remote page area shows for good (its page, or the panel); renders nothing itself. */
export function Settled({ children }: { children: ReactNode }) {
  useLayoutEffect(settled, []);
  return children;
}
