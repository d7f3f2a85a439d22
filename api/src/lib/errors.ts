/** An error the caller caused or may see: mapped to `{ message, code, details? }` with its status. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly code: string,
    public readonly details?: unknown[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST', details?: unknown[]) =>
  new HttpError(400, message, code, details);
export const unauthorized = (message = 'Please log in again', code = 'UNAUTHORIZED') =>
  new HttpError(401, message, code);
export const forbidden = (message = 'You are not allowed to do this', code = 'FORBIDDEN') =>
  new HttpError(403, message, code);
export const notFound = (message = 'Not found', code = 'NOT_FOUND') => new HttpError(404, message, code);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, message, code);
export const tooMany = (message: string, code = 'RATE_LIMITED') => new HttpError(429, message, code);

/** Postgres error code of a driver error (both pg and PGlite expose `code`, sometimes under `cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === '23505';
export const isForeignKeyViolation = (err: unknown) => pgErrorCode(err) === '23503';
