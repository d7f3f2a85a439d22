import { type ErrorCode } from '@physio/shared-contracts/error-codes';

/** An error the caller caused or may see: mapped to `{ message, code, details? }` with its status (codes: ERROR_CODES). */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly code: ErrorCode,
    public readonly details?: unknown[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code: ErrorCode = 'BAD_REQUEST', details?: unknown[]) =>
  new HttpError(400, message, code, details);
export const unauthorized = (message = 'Please log in again', code: ErrorCode = 'UNAUTHORIZED') =>
  new HttpError(401, message, code);
export const forbidden = (message = 'You are not allowed to do this', code: ErrorCode = 'FORBIDDEN') =>
  new HttpError(403, message, code);
export const notFound = (message = 'Not found', code: ErrorCode = 'NOT_FOUND') =>
  new HttpError(404, message, code);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') => new HttpError(409, message, code);
export const unprocessable = (message: string, code: ErrorCode) => new HttpError(422, message, code);
export const tooMany = (message: string, code: ErrorCode = 'RATE_LIMITED') =>
  new HttpError(429, message, code);

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

const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// Server going away or not accepting connections: admin/crash shutdown, starting up, too many connections.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
// node-postgres's own words for a connection it lost or could not open.
const LOST_CONNECTION =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Cannot connect|the database system is/i;

/**
 * True when the database could not be reached (refused, dropped, shutting down, starting up, timed out): the
 * request was fine, the service is briefly unavailable. Looks through wrappers (`cause`) and grouped errors.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string') {
    if (CONNECTION_ERRNOS.has(e.code) || UNAVAILABLE_SQLSTATES.has(e.code) || e.code.startsWith('08'))
      return true;
  }
  if (typeof e.message === 'string' && LOST_CONNECTION.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
