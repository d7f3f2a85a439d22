/**
 * The spec's single application-state value `access_token` (initially ""), held only in memory,
 * plus a change feed that also fires when the stored Doctor/Profile records change.
 */
import { registerInstance } from './instance';

type Listener = () => void;

registerInstance('__physioSharedAuth', '@physio/shared-auth');

let accessToken = '';
const listeners = new Set<Listener>();

export function getAccessToken(): string {
  return accessToken;
}

export function setAccessToken(token: string): void {
  if (token === accessToken) return;
  accessToken = token;
  notify();
}

/** Calls `fn` after every token or session-storage change; returns the unsubscribe function. */
export function subscribe(fn: Listener): () => void {
  listeners.add(fn);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', notify);
  return () => {
    listeners.delete(fn);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', notify);
  };
}

export function notify(): void {
  for (const fn of [...listeners]) fn();
}
