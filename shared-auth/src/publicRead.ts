/**
 * Public reads without the API client: data a page shows as soon as it is shown (the booking form's
 * free times) comes through the browser's fetch, so its first render carries neither axios nor zod.
 * Only for endpoints the table marks public (no token, no refresh); the answer's `data` is checked by
 * a zod-free guard of shared-contracts (publicReads.ts), failures are the client's Result.
 */
import { REQUEST_TIMEOUT_MS } from '@physio/shared-contracts/constants';
import type { ErrorCode } from '@physio/shared-contracts/error-codes';
import { BAD_ANSWER_MESSAGE } from './messages';
import type { Result } from './result';

interface FetchAnswer {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}
export type FetchLike = (
  url: string,
  init: { signal: AbortSignal; headers: Record<string, string>; credentials: 'same-origin' },
) => Promise<FetchAnswer>;

export type PublicQuery = Record<string, string | undefined>;

const messageOf = (body: unknown, key: 'message' | 'code'): string | undefined => {
  const value = (body as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
};

/** `readPublic(path, query, isData, fallback)` over a fetch (tests give theirs). */
export function createPublicReader(fetchLike: FetchLike, timeoutMs: number = REQUEST_TIMEOUT_MS) {
  return async function readPublic<T>(
    path: string,
    query: PublicQuery,
    isData: (value: unknown) => value is T,
    fallback: string,
  ): Promise<Result<T>> {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
    const search = params.toString();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const res = await fetchLike(search ? `${path}?${search}` : path, {
        signal: controller.signal,
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      });
      const body = await res.json().catch(() => null);
      if (!res.ok) {
        const code = messageOf(body, 'code');
        const failed = {
          ok: false as const,
          status: res.status,
          message: messageOf(body, 'message') ?? fallback,
        };
        // The API answers only codes of ERROR_CODES (result.ts errorCode).
        return code ? { ...failed, code: code as ErrorCode } : failed;
      }
      const data = (body as { data?: unknown } | null)?.data;
      return isData(data) ? { ok: true, data } : { ok: false, status: 502, message: BAD_ANSWER_MESSAGE };
    } catch {
      return { ok: false, status: 0, message: fallback };
    } finally {
      clearTimeout(timer);
    }
  };
}

export type ReadPublic = ReturnType<typeof createPublicReader>;
