import type { ReactNode } from 'react';
import type { Guard } from '../routing/routeTable';

/**
 * Build-time stand-in for routing/Guarded (swapped in by the prerender bundle): nobody is signed in
 * at build time, so a page behind a login is rendered as the frame its remote prerendered (heading,
 * neutral loading state); the real guard decides once the app runs, and sends a logged-out visitor
 * to the login. Public pages and the login pages render as they would anyway.
 */
export function Guarded({ children }: { guard: Guard; children: ReactNode }) {
  return <>{children}</>;
}
