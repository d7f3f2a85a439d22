import { CSRF_HEADER, endpoints, REQUEST_TIMEOUT_MS } from '@physio/shared-contracts';
import { PATHS } from '@physio/shared-contracts/paths';
import axios, { AxiosError, AxiosHeaders, isAxiosError, type InternalAxiosRequestConfig } from 'axios';
// The session through its shared name, never a relative path: see src/state.ts.
import {
  clearAll,
  getAccessToken,
  getDoctor,
  getProfile,
  isTokenFresh,
  learnServerClock,
  navigateTo,
  setAccessToken,
  setPreviousLogger,
} from '@physio/shared-auth/state';
import { takeEarlyRefresh, type EarlyRefreshAnswer } from './earlyRefresh';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send the current token if any, but never refresh first (login, OTP, refresh and logout calls). */
    skipAuthRefresh?: boolean;
    /** Internal: this request is the one retry after a 401. */
    _authRetried?: boolean;
  }
}

export const REFRESH_PATH = endpoints.token.refresh.path;

/** Calls that start or end a session: never preceded by a refresh, never retried after a 401. */
export const SESSION_PATHS: ReadonlySet<string> = new Set(
  [
    endpoints.token.refresh,
    endpoints.patientLogin.request,
    endpoints.patientLogin.verify,
    endpoints.patientLogin.logout,
    endpoints.doctors.login,
    endpoints.doctors.signup,
    endpoints.doctors.logout,
  ].map((e) => e.path),
);

function pathOf(url: string | undefined): string {
  return (url ?? '').replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
}

/** The one HTTP client of the site (spec §7): same-origin, 120 s time-out, cookies, Bearer token. */
export const apiClient = axios.create({
  baseURL: '',
  timeout: REQUEST_TIMEOUT_MS,
  withCredentials: true,
  headers: { Accept: 'application/json' },
});

let inflight: Promise<void> | null = null;
/** Set when a refresh found no session at all (a visitor who never logged in): skip further attempts. */
let anonymous = false;

function hasStoredSession(): boolean {
  return getDoctor() !== null || getProfile() !== null;
}

/** Forget the "anonymous visitor" verdict, e.g. after a login stored a new session. */
export function resetRefreshState(): void {
  anonymous = false;
}

/** What one refresh came to, whichever way it was asked (the early request or this client). */
type RefreshOutcome =
  | { kind: 'token'; token: string }
  /** 401: the cookie is missing, expired, revoked or reused. */
  | { kind: 'unauthorized'; error: unknown }
  /** Anything else: no answer, a server error, an answer without a token. */
  | { kind: 'failed'; reason: string };

async function requestRefresh(): Promise<RefreshOutcome> {
  try {
    const res = await apiClient.post<{ data?: unknown }>(REFRESH_PATH, undefined, {
      skipAuthRefresh: true,
      withCredentials: true,
      headers: { [CSRF_HEADER.name]: CSRF_HEADER.value },
    });
    const token = res.data?.data;
    if (typeof token !== 'string' || token === '')
      return { kind: 'failed', reason: 'the refresh answer carried no token' };
    return { kind: 'token', token };
  } catch (err) {
    if (isAxiosError(err) && err.response?.status === 401) return { kind: 'unauthorized', error: err };
    return { kind: 'failed', reason: err instanceof Error ? err.message : String(err) };
  }
}

/** The early request's answer as the client's own request would have come out. */
function outcomeOf(answer: EarlyRefreshAnswer): RefreshOutcome {
  if (answer.status === 401) {
    // As axios would have thrown it: callers read the status and the server's message from `response`.
    const config = { headers: new AxiosHeaders(), url: REFRESH_PATH, method: 'post' };
    const response = { status: 401, statusText: 'Unauthorized', data: answer.body, headers: {}, config };
    const error = new AxiosError(
      'Request failed with status code 401',
      AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
    return { kind: 'unauthorized', error };
  }
  if (answer.status >= 200 && answer.status < 300 && answer.token)
    return { kind: 'token', token: answer.token };
  if (answer.status === 0) return { kind: 'failed', reason: answer.error ?? 'no answer' };
  if (answer.status >= 200 && answer.status < 300)
    return { kind: 'failed', reason: 'the refresh answer carried no token' };
  return { kind: 'failed', reason: `Request failed with status code ${answer.status}` };
}

/**
 * The refresh the paint-first loader started before the app ran, if any and not yet taken: taken
 * here once, so it is the only refresh of its page load. Its token is used only while fresh (an
 * answer nobody asked for for 15 minutes has expired); its request has rotated the cookie anyway, so
 * a refresh of our own may then follow.
 */
async function adoptEarlyRefresh(): Promise<RefreshOutcome | null> {
  const early = takeEarlyRefresh();
  if (!early) return null;
  const answer = await early;
  const outcome = outcomeOf(answer);
  if (outcome.kind !== 'token') return outcome;
  // The server's clock from the token's iat and the device time it arrived at (not now: it may have waited).
  learnServerClock(outcome.token, answer.receivedAt);
  return isTokenFresh(outcome.token) ? outcome : null;
}

async function performRefresh(): Promise<void> {
  const hadDoctor = getDoctor() !== null;
  const hadSession = hadDoctor || getProfile() !== null || getAccessToken() !== '';
  const outcome = (await adoptEarlyRefresh()) ?? (await requestRefresh());
  if (outcome.kind === 'token') {
    anonymous = false;
    learnServerClock(outcome.token);
    setAccessToken(outcome.token);
    return;
  }
  if (outcome.kind === 'unauthorized') {
    if (!hadSession) {
      // Nobody was logged in: there is no session to expire, so no redirect; the call goes out without a token.
      anonymous = true;
      return;
    }
    setAccessToken('');
    clearAll();
    setPreviousLogger(hadDoctor ? 'doctor' : 'patient');
    navigateTo(hadDoctor ? PATHS.doctorLogin : PATHS.patientLogin);
    throw outcome.error;
  }
  // Spec §4: other refresh errors are not handled; the request proceeds with the token in state.
  console.warn('[shared-auth] token refresh failed, continuing with the current token:', outcome.reason);
}

/**
 * Refreshes the access token; concurrent callers share one refresh call. Resolves when the
 * request may proceed; rejects (after clearing the session and redirecting) on a refresh 401.
 */
export function refreshAccessToken(): Promise<void> {
  inflight ??= performRefresh().finally(() => {
    inflight = null;
  });
  return inflight;
}

/**
 * One refresh attempt with no side effects on failure (no redirect, no storage change). Used by
 * logout after a reload, so the server learns which session to revoke. Resolves to success.
 */
export async function refreshQuietly(): Promise<boolean> {
  const outcome = (await adoptEarlyRefresh()) ?? (await requestRefresh());
  if (outcome.kind !== 'token') return false;
  learnServerClock(outcome.token);
  setAccessToken(outcome.token);
  return true;
}

async function beforeRequest(config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> {
  if (SESSION_PATHS.has(pathOf(config.url))) config.skipAuthRefresh = true;
  // A body-less POST (refresh, logout) must not claim a body type: Node's adapter would send
  // x-www-form-urlencoded, which the API answers with 415.
  if (config.data === undefined) config.headers.setContentType(false);
  if (!config.skipAuthRefresh && !isTokenFresh(getAccessToken())) {
    const visitor = anonymous && getAccessToken() === '' && !hasStoredSession();
    if (!visitor) await refreshAccessToken();
  }
  const token = getAccessToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  else config.headers.delete('Authorization');
  return config;
}

/** A 401 on a request that carried a token (revoked, clock skew): refresh once and retry it. */
async function onError(err: unknown): Promise<unknown> {
  if (!isAxiosError(err)) throw err;
  const config = (err as AxiosError).config;
  if (
    err.response?.status !== 401 ||
    !config ||
    config.skipAuthRefresh ||
    config._authRetried ||
    !config.headers?.has?.('Authorization')
  ) {
    throw err;
  }
  const sent = getAccessToken();
  await refreshAccessToken();
  if (getAccessToken() === sent || getAccessToken() === '') throw err;
  return apiClient.request({ ...config, _authRetried: true });
}

apiClient.interceptors.request.use(beforeRequest);
apiClient.interceptors.response.use(undefined, onError);
