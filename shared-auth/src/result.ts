import { isAxiosError } from 'axios';

export type Result<T> = { ok: true; data: T } | { ok: false; status: number; message: string; code?: string };

/** The server's `{ message }` when the error carries one, else `fallback`. */
export function errorMessage(err: unknown, fallback: string): string {
  if (isAxiosError(err)) {
    const message = (err.response?.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

/** HTTP status of a failed call, 0 when no answer arrived (network error, time-out). */
export function errorStatus(err: unknown): number {
  // Read from any error carrying an answer (axios attaches `response`), not only axios' own class.
  const status = (err as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' ? status : 0;
}

/** The server's machine `code` (`SLOT_TAKEN`, `NO_CREDIT`…), when the error carries one. */
export function errorCode(err: unknown): string | undefined {
  const code = (err as { response?: { data?: { code?: unknown } } } | null)?.response?.data?.code;
  return typeof code === 'string' ? code : undefined;
}

export function failure(
  err: unknown,
  fallback: string,
): { ok: false; status: number; message: string; code?: string } {
  const code = errorCode(err);
  const base = { ok: false as const, status: errorStatus(err), message: errorMessage(err, fallback) };
  return code ? { ...base, code } : base;
}
