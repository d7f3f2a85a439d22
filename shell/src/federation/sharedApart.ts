/**
 * Starting the app without one long task: the shell's first render needs eight shared libraries
 * (React, ReactDOM, the router, styled-components, shared-ui…). Imported by bootstrap.tsx alone,
 * they download side by side and are then all evaluated in the one task where the last of them
 * arrives — on a mid-range phone a few hundred milliseconds during which a tap or a keystroke
 * waits (Lighthouse's Total Blocking Time, issue 16). Here each download is asked for in a task of
 * its own and each library is evaluated in a task of its own, in the order they import each
 * other; the browser handles input and paints between them. bootstrap.tsx then finds them
 * evaluated (the federation runtime hands every consumer the same module).
 */

/**
 * The shared libraries the shell's first render evaluates (build-tools/webpack.cjs SINGLETONS and
 * SINGLETON_SUBPATHS, without the full shared-auth, whose HTTP client loads later), each after
 * those it imports, so each task evaluates one library.
 */
export const FIRST_RENDER_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'styled-components',
  'react-router-dom',
  '@physio/shared-auth/state',
  '@physio/shared-ui',
] as const;

/** The federation runtime's loadShare: resolves to the library's factory (evaluates it when called), or false. */
export type LoadShare = (name: string) => Promise<false | (() => unknown) | undefined>;

/**
 * Resolves in a new task, after the browser has handled pending input and rendering: a message to
 * ourselves, which, unlike setTimeout(0), is not clamped to 4 ms when chained.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

/**
 * Asks for every library in `names` (one task each; the downloads run side by side), then
 * evaluates them one task each, in order. Never rejects: a library that cannot be loaded or
 * evaluated is left to the app's own import, which reports it as it always has.
 */
export async function evaluateSharedApart(
  loadShare: LoadShare,
  names: readonly string[] = FIRST_RENDER_SHARED,
  yieldTask: () => Promise<void> = nextTask,
): Promise<void> {
  const loading: Promise<unknown>[] = [];
  for (const name of names) {
    // Not in the caller's task either: that one evaluates the federation runtime itself.
    await yieldTask();
    loading.push(loadShare(name).catch(() => false));
  }
  for (const pending of loading) {
    const factory = await pending;
    if (typeof factory !== 'function') continue;
    try {
      factory();
    } catch {
      // the app's import evaluates it again and reports the error
    }
    await yieldTask();
  }
}
