import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates this page's prerendered HTML, true from the render after. During hydration
 * useSession answers the server's snapshot (nobody signed in, as the page was rendered at build time), so
 * a guard that acted on it would send a signed-in patient to the login: the guard waits for this.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
