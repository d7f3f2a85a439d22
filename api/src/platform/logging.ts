/**
 * What the API's logs may hold: request ids, methods, route patterns, status codes, timings and error types.
 * Never personal data: no token, cookie, password or code (REDACTED_PATHS), no query parameters of a failed
 * database call (drizzle puts them in the error message: names, e-mails, mobiles, addresses), no value that
 * PostgreSQL quotes back in its message or detail, and no raw URL (a path may hold a mobile number, a query
 * a name): the route pattern is logged instead.
 */
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'res.headers.authorization',
  '*.password',
  '*.otp',
  '*.code',
  '*.token',
  '*.params',
  '*.detail',
  // Request bodies, and the clinical record's fields wherever an object carrying them is logged (issue 29).
  '*.body',
  '*.problem',
  '*.medications',
  '*.conditions',
  '*.goals',
  '*.red_flags',
  '*.subjective',
  '*.objective',
  '*.assessment',
  '*.patient_summary',
  '*.amendments',
  // Outcome scores (modules/clinical/outcome-*.ts): the PSFS activities and ratings, pain ratings.
  '*.activities',
  '*.pain',
  // Home exercise programs.
  '*.items',
  '*.instructions',
  '*.notes',
  '*.sets_done',
];

const REDACTED = '[redacted]';
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** Digit runs of 6 or more (mobiles, ids) in a free text that has no route pattern. */
export const maskDigits = (text: string): string =>
  text.replace(/\d{6,}/g, (m) => `${'•'.repeat(m.length - 4)}${m.slice(-4)}`);

/** The logged form of a request's URL: its route pattern, or (no route) its path with long numbers masked. */
export function loggedUrl(
  request: Pick<FastifyRequest, 'url'> & { routeOptions?: { url?: string } },
): string {
  const pattern = request.routeOptions?.url;
  if (pattern) return pattern;
  const path = (request.url ?? '').split('?')[0] ?? '';
  return maskDigits(path.slice(0, 200));
}

/**
 * A driver error's message keeps PostgreSQL's generic words only: the part before the first ':' (values follow
 * it: 'invalid input syntax for type date: "…"'), quoted names and values removed; a raised exception's text
 * (P0001, written by a trigger or function) is free text and is dropped. drizzle's "params:" line goes too.
 */
function scrubMessage(message: string, code: string | undefined): string {
  let text = message;
  const params = text.indexOf('\nparams:');
  if (params >= 0) text = text.slice(0, params);
  if (!code || !SQLSTATE.test(code)) return text;
  if (code === 'P0001') return REDACTED;
  const colon = text.indexOf(':');
  if (colon >= 0) text = text.slice(0, colon);
  return text.replace(/"[^"\n]*"/g, `"${REDACTED}"`).replace(/\([^()\n]*\)=\([^\n]*\)/g, REDACTED);
}

interface LoggedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: LoggedError;
}

/** pino's `err` serializer, minus parameters and quoted values at every level of `cause`. */
export function serializeError(err: unknown, depth = 0): LoggedError | unknown {
  if (!(err instanceof Error) || depth > 4)
    return err instanceof Error ? { type: err.name, message: '' } : err;
  const e = err as Error & { code?: unknown; params?: unknown; query?: unknown };
  const code = typeof e.code === 'string' ? e.code : undefined;
  const message = scrubMessage(e.message ?? '', code);
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = {
    type: e.constructor.name || e.name,
    message,
    stack: [`${e.name}: ${message}`, ...frames].join('\n'),
  };
  if (code) logged.code = code;
  if (e.cause !== undefined) logged.cause = serializeError(e.cause, depth + 1) as LoggedError;
  return logged;
}

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request),
    remoteAddress: request.ip,
  };
}

export const LOG_SERIALIZERS = {
  req: serializeRequest,
  err: serializeError,
  error: serializeError,
};

/** The API's logger options (app.ts and the tests that capture log lines use the same). */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: LOG_SERIALIZERS,
    ...(stream ? { stream } : {}),
  } as NonNullable<FastifyServerOptions['logger']>;
}

/**
 * One log line per request, when it is answered: `{ reqId, req: { method, url (route pattern), remoteAddress },
 * res: { statusCode }, responseTime }` "request completed" (Fastify's default writes two: "incoming request" and
 * "request completed", each a write to stdout). A request that fails keeps its "request errored" line.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}
