/**
 * The typed API client, generated from the endpoint table of @physio/shared-contracts:
 * `api.users.get({ params: { id } })` builds the request from the table, sends it through the one
 * axios instance (token and refresh of spec §4), parses the answer with the table's schema and
 * returns a Result. This module holds no state: `createApi(client)` works over any axios-like client
 * (tests pass their doubles), and index.ts makes the one over `apiClient`.
 */
import {
  endpoints,
  pathWith,
  type AnswerOf,
  type Endpoint,
  type Endpoints,
  type InputOf,
} from '@physio/shared-contracts';
import type { AxiosRequestConfig } from 'axios';
import { failure, type Result } from './result';

import { BAD_ANSWER_MESSAGE, GENERIC_ERROR } from './messages';

export { BAD_ANSWER_MESSAGE, GENERIC_ERROR };

interface HttpAnswer {
  status: number;
  data: unknown;
  headers: Record<string, unknown> & { get?: (name: string) => unknown };
}
/** The part of an axios instance the client uses. */
export interface HttpClient {
  get(url: string, config?: AxiosRequestConfig): Promise<HttpAnswer>;
  delete(url: string, config?: AxiosRequestConfig): Promise<HttpAnswer>;
  post(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<HttpAnswer>;
  put(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<HttpAnswer>;
  patch(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<HttpAnswer>;
}

/** A success with what the caller may need beyond the answer (a login reads a header). */
export interface Sent<T> {
  answer: T;
  status: number;
  /** The answer's header `name` (lower case), if it carried one. */
  header(name: string): string | undefined;
}

type Input = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/** Sends one call of the table and parses its answer; failures become `{ ok: false, status, message }`. */
export async function send<E extends Endpoint>(
  client: HttpClient,
  e: E,
  input: InputOf<E>,
  fallback: string = GENERIC_ERROR,
  /** false for calls whose body the caller does not read (the logins read status and headers, spec §7). */
  parse = true,
): Promise<Result<Sent<AnswerOf<E>>>> {
  const { params, query, body } = input as Input;
  const url = pathWith(e.path, params);
  // Same call shapes as a hand-written axios call: no empty config objects.
  const config: AxiosRequestConfig = {};
  if (query) config.params = query;
  if (e.public) config.skipAuthRefresh = true;
  const withConfig = Object.keys(config).length > 0 ? [config] : [];
  let res: HttpAnswer;
  try {
    switch (e.method) {
      case 'GET':
        res = await client.get(url, ...withConfig);
        break;
      case 'DELETE':
        res = await client.delete(url, body === undefined ? config : { ...config, data: body });
        break;
      case 'POST':
        res = await client.post(url, body, ...withConfig);
        break;
      case 'PUT':
        res = await client.put(url, body, ...withConfig);
        break;
      case 'PATCH':
        res = await client.patch(url, body, ...withConfig);
        break;
    }
  } catch (err) {
    return failure(err, fallback);
  }
  const headers = res.headers;
  const header = (name: string): string | undefined => {
    const value = typeof headers?.get === 'function' ? headers.get(name) : headers?.[name];
    return typeof value === 'string' ? value : undefined;
  };
  if (!parse) return { ok: true, data: { answer: undefined as AnswerOf<E>, status: res.status, header } };
  const parsed = e.response.safeParse(res.data);
  if (!parsed.success) {
    console.warn(`[shared-auth] ${e.method} ${e.path}: the answer does not match the contract`, parsed.error);
    return { ok: false, status: 502, message: BAD_ANSWER_MESSAGE };
  }
  const answer = (e.enveloped ? (parsed.data as { data: unknown }).data : parsed.data) as AnswerOf<E>;
  return { ok: true, data: { answer, status: res.status, header } };
}

/** Like `send`, returning only the parsed answer. */
export async function call<E extends Endpoint>(
  client: HttpClient,
  e: E,
  input: InputOf<E>,
  fallback?: string,
): Promise<Result<AnswerOf<E>>> {
  const sent = await send(client, e, input, fallback);
  return sent.ok ? { ok: true, data: sent.data.answer } : sent;
}

type HasInput<E extends Endpoint> = E extends { params: unknown } | { query: unknown } | { body: unknown }
  ? true
  : false;
/** One method per endpoint: `(input, fallback?)`, or just `(fallback?)` when the call takes nothing. */
export type Method<E extends Endpoint> =
  HasInput<E> extends true
    ? (input: InputOf<E>, fallback?: string) => Promise<Result<AnswerOf<E>>>
    : (fallback?: string) => Promise<Result<AnswerOf<E>>>;
export type Api = {
  [A in keyof Endpoints]: { [K in keyof Endpoints[A]]: Method<Endpoints[A][K] & Endpoint> };
};

/** The whole table as methods over `client`: `api.coupons.list({ query: { limit, offset } })`. */
export function createApi(client: HttpClient): Api {
  const api: Record<string, Record<string, unknown>> = {};
  for (const [area, calls] of Object.entries(endpoints)) {
    const methods: Record<string, unknown> = {};
    for (const [name, e] of Object.entries(calls as Record<string, Endpoint>)) {
      const takesInput = Boolean(e.params || e.query || e.body);
      methods[name] = takesInput
        ? (input: InputOf<Endpoint>, fallback?: string) => call(client, e, input, fallback)
        : (fallback?: string) => call(client, e, {} as InputOf<Endpoint>, fallback);
    }
    api[area] = methods;
  }
  return api as Api;
}
