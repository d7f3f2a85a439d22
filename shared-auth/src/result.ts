import { isAxiosError } from 'axios';
import type { ErrorCode } from '@physio/shared-contracts/error-codes';

export type Failure = { ok: false; status: number; message: string; code?: ErrorCode; details?: unknown[] };
export type Result<T> = { ok: true; data: T } | Failure;

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

/** The server's machine `code` (one of ERROR_CODES: `SLOT_TAKEN`, `NO_CREDIT`…), when the error carries one. */
export function errorCode(err: unknown): ErrorCode | undefined {
  const code = (err as { response?: { data?: { code?: unknown } } } | null)?.response?.data?.code;
  // The API answers only codes of ERROR_CODES (its errors are typed with them): no list to check against here.
  return typeof code === 'string' ? (code as ErrorCode) : undefined;
}

/** The server's `details` (what a 4xx is about: the sessions a change of hours leaves out…), when there are any. */
export function errorDetails(err: unknown): unknown[] | undefined {
  const details = (err as { response?: { data?: { details?: unknown } } } | null)?.response?.data?.details;
  return Array.isArray(details) ? details : undefined;
}

export function failure(err: unknown, fallback: string): Failure {
  const code = errorCode(err);
  const details = errorDetails(err);
  const base: Failure = { ok: false, status: errorStatus(err), message: errorMessage(err, fallback) };
  return { ...base, ...(code ? { code } : {}), ...(details ? { details } : {}) };
}
