/** One way to call the API: through the shared client, answers unwrapped, failures turned into messages. */
import { errorMessage, type Result } from '@physio/shared-auth';

/** The HTTP status of a failed call (0 when the server was not reached). */
export function statusOf(err: unknown): number {
  const status = (err as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' ? status : 0;
}

/** Runs a call whose answer is the `{ data, message? }` envelope and returns its `data`. */
export async function request<T>(
  call: () => Promise<{ data: { data: T } }>,
  fallback: string,
): Promise<Result<T>> {
  try {
    const res = await call();
    return { ok: true, data: res.data.data };
  } catch (err) {
    return { ok: false, status: statusOf(err), message: errorMessage(err, fallback) };
  }
}
