/**
 * The token refresh a page starts before the app runs. After a reload the access token (memory only)
 * is gone, so the app's first API call would wait for a refresh it only starts once the page's code
 * has arrived. The shell's paint-first loader (shell/src/prerender/paintFirst.ts) starts that
 * refresh at once instead, when a session is likely, and leaves the pending answer on one global;
 * the shared client's first refresh adopts it (client.ts) instead of sending a request of its own.
 *
 * A refresh rotates the refresh cookie, so the early one must be the only refresh of that load: the
 * answer is taken exactly once (takeEarlyRefresh removes it). A leaf module (no imports but leaf
 * modules): the loader bundles it without the client. Import it as '@physio/shared-auth/early-refresh'.
 */
import {
  CSRF_HEADER,
  REQUEST_TIMEOUT_MS,
  STORAGE_KEYS,
  TOKEN_REFRESH_PATH,
} from '@physio/shared-contracts/constants';
import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from '@physio/shared-contracts/session-hint';

/**
 * What the early refresh got: the HTTP status (0 when no answer came: network error, time-out) and
 * the access token of a successful answer's `{ data }` (null otherwise).
 */
export interface EarlyRefreshAnswer {
  status: number;
  token: string | null;
  /** Date.now() when the answer arrived: the device time the token's `iat` is compared with. */
  receivedAt: number;
  /** The answer's JSON body of a failure (the server's `{ message, code }`), when it had one. */
  body?: unknown;
  /** Why no answer came (status 0), for the warning the client logs. */
  error?: string;
}

/** The global the loader leaves the pending answer on (a property of window). */
export const EARLY_REFRESH_GLOBAL = '__physioEarlyRefresh';

type Holder = { [EARLY_REFRESH_GLOBAL]?: Promise<EarlyRefreshAnswer> };

const holder = (): Holder | null => (typeof window === 'undefined' ? null : (window as Holder));

/**
 * True when this browser probably holds a session: the session hint cookie the API sets beside the
 * refresh cookie, or a stored Doctor / Profile record (builds whose API sets no hint yet).
 */
export function sessionLikely(
  doc: Document = document,
  storage: Storage | null = localStorageOrNull(),
): boolean {
  const hint = `${SESSION_HINT_COOKIE}=${SESSION_HINT_VALUE}`;
  if (doc.cookie.split(/;\s*/).includes(hint)) return true;
  try {
    return Boolean(storage?.getItem(STORAGE_KEYS.doctor) || storage?.getItem(STORAGE_KEYS.profile));
  } catch {
    return false;
  }
}

function localStorageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // access denied (privacy settings, sandboxed frames)
  }
}

/** The request the shared client's refresh sends (client.ts performRefresh): POST, cookie, CSRF header. */
export async function requestEarlyRefresh(fetchImpl: typeof fetch = fetch): Promise<EarlyRefreshAnswer> {
  const abort = typeof AbortController === 'undefined' ? null : new AbortController();
  const timer = abort ? setTimeout(() => abort.abort(), REQUEST_TIMEOUT_MS) : null;
  try {
    const res = await fetchImpl(TOKEN_REFRESH_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', [CSRF_HEADER.name]: CSRF_HEADER.value },
      signal: abort?.signal,
    });
    let body: unknown = null;
    try {
      body = await res.json();
    } catch {
      // not JSON: a success without a token, which the client treats as a failed refresh
    }
    const data = res.ok ? (body as { data?: unknown } | null)?.data : undefined;
    if (typeof data === 'string' && data !== '')
      return { status: res.status, token: data, receivedAt: Date.now() };
    return { status: res.status, token: null, receivedAt: Date.now(), body };
  } catch (err) {
    return {
      status: 0,
      token: null,
      receivedAt: Date.now(),
      error: err instanceof Error ? err.message : String(err),
    };
  } finally {
    if (timer) clearTimeout(timer);
  }
}

/** Starts the early refresh and leaves its answer for the client; never twice on one page. */
export function startEarlyRefresh(request: () => Promise<EarlyRefreshAnswer> = requestEarlyRefresh): void {
  const h = holder();
  if (!h || h[EARLY_REFRESH_GLOBAL]) return;
  h[EARLY_REFRESH_GLOBAL] = request();
}

/** The early refresh's pending answer, handed out once (the next call gets null), or null when none was started. */
export function takeEarlyRefresh(): Promise<EarlyRefreshAnswer> | null {
  const h = holder();
  const pending = h?.[EARLY_REFRESH_GLOBAL] ?? null;
  if (h && pending) delete h[EARLY_REFRESH_GLOBAL];
  return pending;
}
