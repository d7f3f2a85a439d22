import { CSRF_HEADER, endpoints, REQUEST_TIMEOUT_MS } from '@physio/shared-contracts';
import { PATHS } from '@physio/shared-contracts/paths';
import axios, { isAxiosError, type AxiosError, type InternalAxiosRequestConfig } from 'axios';
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

async function performRefresh(): Promise<void> {
  const hadDoctor = getDoctor() !== null;
  const hadSession = hadDoctor || getProfile() !== null || getAccessToken() !== '';
  try {
    const res = await apiClient.post<{ data?: unknown }>(REFRESH_PATH, undefined, {
      skipAuthRefresh: true,
      withCredentials: true,
      headers: { [CSRF_HEADER.name]: CSRF_HEADER.value },
    });
    const token = res.data?.data;
    if (typeof token !== 'string' || token === '') throw new Error('the refresh answer carried no token');
    anonymous = false;
    learnServerClock(token);
    setAccessToken(token);
  } catch (err) {
    if (isAxiosError(err) && err.response?.status === 401) {
      if (!hadSession) {
        // Nobody was logged in: there is no session to expire, so no redirect; the call goes out without a token.
        anonymous = true;
        return;
      }
      setAccessToken('');
      clearAll();
      setPreviousLogger(hadDoctor ? 'doctor' : 'patient');
      navigateTo(hadDoctor ? PATHS.doctorLogin : PATHS.patientLogin);
      throw err;
    }
    // Spec §4: other refresh errors are not handled; the request proceeds with the token in state.
    console.warn(
      '[shared-auth] token refresh failed, continuing with the current token:',
      err instanceof Error ? err.message : err,
    );
  }
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
  try {
    const res = await apiClient.post<{ data?: unknown }>(REFRESH_PATH, undefined, {
      skipAuthRefresh: true,
      headers: { [CSRF_HEADER.name]: CSRF_HEADER.value },
    });
    const token = res.data?.data;
    if (typeof token !== 'string' || token === '') return false;
    learnServerClock(token);
    setAccessToken(token);
    return true;
  } catch {
    return false;
  }
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
