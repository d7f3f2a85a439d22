/**
 * What an endpoint is: method, path, params, query, body and answer as zod schemas. The API's
 * routes take their schemas from these records; the shared client (@physio/shared-auth) builds its
 * calls from them and parses every answer with them.
 */
import '../zod-config';
import { z } from 'zod/mini';
import { envelope } from '../schemas';
import type { ErrorCode, ErrorStatus } from '../errorCodes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. The API checks it before the body is read (a caller without a valid token gets 401,
 * whatever they sent):
 * - `public`: anyone, no token read; `optional`: anyone, a valid token may widen the answer (never a 401);
 * - `refresh-cookie`: the refresh cookie is the credential (the token refresh);
 * - `any`: any signed-in user (the service checks ownership); `patient`, `doctor`: that role only;
 * - `{ patientSelfOrCaringDoctor }`: the patient named by that param/query field, or a doctor (caring for them);
 * - `{ doctorSelf }`: the doctor named by that path param.
 */
export type EndpointAuth =
  | 'public'
  | 'optional'
  | 'refresh-cookie'
  | 'any'
  | 'patient'
  | 'doctor'
  | { patientSelfOrCaringDoctor: string; from?: 'params' | 'query' }
  | { doctorSelf: string };

/** The error answers an endpoint gives beside those every call may give (errorsOf adds those). */
export type EndpointErrors = Partial<Record<ErrorStatus, readonly ErrorCode[]>>;

type Shape = {
  method: HttpMethod;
  /** Fastify syntax: `/api/users/:id`. */
  path: string;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** Status of a success (200 unless said). */
  status?: 200 | 201;
  /** Never refresh the token before this call (public calls that must not wait on a session). */
  public?: boolean;
  auth: EndpointAuth;
  /** The codes its handler answers, by status; the auth and validation answers are derived (errorsOf). */
  errors?: EndpointErrors;
};
/** The usual answer: the `{ data, message? }` envelope around `data`. */
type DataShape = Shape & { data: z.ZodMiniType; answer?: never };
/** An answer that is not enveloped (the coupon list: `{ data, total, count }`). */
type AnswerShape = Shape & { answer: z.ZodMiniType; data?: never };

export type Endpoint = Shape & {
  status: 200 | 201;
  /** Schema of the whole success body. */
  response: z.ZodMiniType;
  /** Whether the client returns `body.data` (enveloped) or the whole body. */
  enveloped: boolean;
  data?: z.ZodMiniType;
  answer?: z.ZodMiniType;
};

type Defined<D extends DataShape | AnswerShape> = D & {
  status: D['status'] extends 200 | 201 ? D['status'] : 200;
  response: D extends { data: infer S extends z.ZodMiniType }
    ? z.ZodMiniObject<{ data: S; message: z.ZodMiniOptional<z.ZodMiniString> }>
    : D extends { answer: infer A extends z.ZodMiniType }
      ? A
      : never;
  enveloped: D extends { data: z.ZodMiniType } ? true : false;
};

export function endpoint<const D extends DataShape | AnswerShape>(d: D): Defined<D> {
  const response = d.data ? envelope(d.data) : d.answer;
  return { ...d, status: d.status ?? 200, response, enveloped: Boolean(d.data) } as unknown as Defined<D>;
}

/** What the client hands back: `data` of the envelope, or the whole body. */
export type AnswerOf<E extends Endpoint> = E extends { data: infer S extends z.ZodMiniType }
  ? z.output<S>
  : E extends { answer: infer A extends z.ZodMiniType }
    ? z.output<A>
    : never;

type Part<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodMiniType }
  ? { [P in K]: z.input<S> }
  : { [P in K]?: never };
/** What a caller passes: the endpoint's params, query and body, each only when it has one. */
export type InputOf<E extends Endpoint> = Part<E, 'params'> & Part<E, 'query'> & Part<E, 'body'>;

/** `/api/users/:id` with `{ id: '98…' }` → `/api/users/98…` (each value URL-encoded). */
export function pathWith(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Whether a caller without a token is turned away (401) before anything else is looked at. */
export const needsToken = (auth: EndpointAuth): boolean =>
  auth !== 'public' && auth !== 'optional' && auth !== 'refresh-cookie';

function add(map: Partial<Record<ErrorStatus, ErrorCode[]>>, status: ErrorStatus, ...codes: ErrorCode[]) {
  const list = (map[status] ??= []);
  for (const code of codes) if (!list.includes(code)) list.push(code);
}

/**
 * Every `{ message, code }` answer an endpoint may give: its own (`errors`), those its `auth` implies, the
 * validation answer when it takes input, and those any call may get (rate limit, a server error, no database).
 */
export function errorsOf(e: Pick<Endpoint, 'auth' | 'errors' | 'params' | 'query' | 'body'>) {
  const map: Partial<Record<ErrorStatus, ErrorCode[]>> = {};
  // Any call: a NUL in the text, a body Fastify cannot read, a path nobody serves.
  add(map, 400, 'VALIDATION_FAILED', 'BAD_REQUEST', 'NUL_CHARACTER');
  if (needsToken(e.auth)) add(map, 401, 'NO_TOKEN', 'INVALID_TOKEN');
  if (e.auth === 'patient' || e.auth === 'doctor') add(map, 403, 'FORBIDDEN');
  if (typeof e.auth === 'object') add(map, 403, 'FORBIDDEN');
  if (typeof e.auth === 'object' && 'patientSelfOrCaringDoctor' in e.auth)
    add(map, 403, 'NOT_YOUR_PATIENT', 'NOT_ASSIGNED', 'RECORD_READ_ONLY');
  for (const [status, codes] of Object.entries(e.errors ?? {}))
    add(map, Number(status) as ErrorStatus, ...(codes as ErrorCode[]));
  add(map, 429, 'RATE_LIMITED');
  add(map, 500, 'INTERNAL');
  add(map, 503, 'DATABASE_UNAVAILABLE');
  return map;
}
