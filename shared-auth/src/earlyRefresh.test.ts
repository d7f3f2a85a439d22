import { CSRF_HEADER, TOKEN_REFRESH_PATH, endpoints } from '@physio/shared-contracts';
import { SESSION_HINT_COOKIE } from '@physio/shared-contracts/session-hint';
import {
  EARLY_REFRESH_GLOBAL,
  requestEarlyRefresh,
  sessionLikely,
  startEarlyRefresh,
  takeEarlyRefresh,
  type EarlyRefreshAnswer,
} from './earlyRefresh';

const answer = (a: Partial<EarlyRefreshAnswer> = {}): EarlyRefreshAnswer => ({
  status: 200,
  token: 't',
  receivedAt: 1,
  ...a,
});

function fakeFetch(respond: () => Response | Promise<Response>) {
  return jest.fn((_url: RequestInfo | URL, _init?: RequestInit) => Promise.resolve().then(respond));
}

const jsonResponse = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) }) as Response;

afterEach(() => {
  takeEarlyRefresh();
  localStorage.clear();
  document.cookie = `${SESSION_HINT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  document.cookie = 'other=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('the early request', () => {
  it('is the shared client refresh: POST to the refresh path, the CSRF header, same-origin cookies', async () => {
    expect(TOKEN_REFRESH_PATH).toBe(endpoints.token.refresh.path);
    const fetch = fakeFetch(() => jsonResponse(200, { data: 'new-token' }));
    const before = Date.now();
    const got = await requestEarlyRefresh(fetch);
    expect(got).toMatchObject({ status: 200, token: 'new-token' });
    expect(got.receivedAt).toBeGreaterThanOrEqual(before);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/token/refresh');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { [CSRF_HEADER.name]: CSRF_HEADER.value },
    });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('a 401 keeps its status and the server body, no token', async () => {
    const body = { message: 'Session expired', code: 'UNAUTHORIZED' };
    const got = await requestEarlyRefresh(fakeFetch(() => jsonResponse(401, body)));
    expect(got).toMatchObject({ status: 401, token: null, body });
  });

  it('a success without a string token, or not JSON, carries no token', async () => {
    expect(await requestEarlyRefresh(fakeFetch(() => jsonResponse(200, { data: null })))).toMatchObject({
      status: 200,
      token: null,
    });
    const notJson = { ok: true, status: 200, json: () => Promise.reject(new SyntaxError('x')) } as Response;
    expect(await requestEarlyRefresh(fakeFetch(() => notJson))).toMatchObject({ status: 200, token: null });
  });

  it('no answer at all is status 0 with the reason, never a rejection', async () => {
    const got = await requestEarlyRefresh(
      fakeFetch(() => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(got).toMatchObject({ status: 0, token: null, error: 'Failed to fetch' });
  });
});

describe('a session is likely', () => {
  it('with the session hint cookie', () => {
    expect(sessionLikely(document, localStorage)).toBe(false);
    document.cookie = 'other=1; path=/';
    expect(sessionLikely(document, localStorage)).toBe(false);
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
    expect(sessionLikely(document, localStorage)).toBe(true);
  });

  it.each(['Doctor', 'Profile'])('with a stored %s record', (key) => {
    localStorage.setItem('PreviousLogger', 'doctor');
    expect(sessionLikely(document, localStorage)).toBe(false);
    localStorage.setItem(key, '{}');
    expect(sessionLikely(document, localStorage)).toBe(true);
  });

  it('not when storage cannot be read', () => {
    const denied = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(sessionLikely(document, denied)).toBe(false);
    expect(sessionLikely(document, null)).toBe(false);
  });
});

describe('the pending answer', () => {
  it('is left on the one global and handed out exactly once', async () => {
    const request = jest.fn(() => Promise.resolve(answer()));
    startEarlyRefresh(request);
    startEarlyRefresh(request);
    expect(request).toHaveBeenCalledTimes(1);
    expect((window as unknown as Record<string, unknown>)[EARLY_REFRESH_GLOBAL]).toBeInstanceOf(Promise);
    const taken = takeEarlyRefresh();
    expect(await taken).toEqual(answer());
    expect(takeEarlyRefresh()).toBeNull();
    expect(EARLY_REFRESH_GLOBAL in window).toBe(false);
  });

  it('is null when nothing was started', () => {
    expect(takeEarlyRefresh()).toBeNull();
  });
});
