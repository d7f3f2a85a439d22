import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../client';

export interface StubAnswer {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export type StubHandler = (config: InternalAxiosRequestConfig) => StubAnswer | Promise<StubAnswer>;

/**
 * Replaces the real client's transport with an in-memory server keyed by "METHOD /path". Requests
 * still run through the client's interceptors, defaults and validateStatus exactly as in the browser.
 */
export function stubServer(routes: Record<string, StubHandler>) {
  const calls: InternalAxiosRequestConfig[] = [];
  apiClient.defaults.adapter = async (config) => {
    calls.push(config);
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    const handler = routes[key];
    if (!handler) throw new Error(`stub server: no route for ${key}`);
    const answer = await handler(config);
    const response: AxiosResponse = {
      status: answer.status,
      statusText: String(answer.status),
      data: answer.data,
      headers: AxiosHeaders.from(answer.headers ?? {}),
      config,
      request: {},
    };
    if (config.validateStatus?.(answer.status) ?? (answer.status >= 200 && answer.status < 300))
      return response;
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  const callsTo = (key: string) =>
    calls.filter((c) => `${(c.method ?? 'get').toUpperCase()} ${c.url}` === key);
  return { calls, callsTo };
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An unsigned JWT-shaped token (the client only reads exp; the server verifies signatures). */
export function makeJwt(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`;
}

export function tokenExpiringIn(seconds: number, extra: Record<string, unknown> = {}): string {
  return makeJwt({ sub: '9876543210', role: 'patient', exp: Date.now() / 1000 + seconds, ...extra });
}

export const doctorRecord = {
  doctorData: {
    id: '9000000001',
    name: 'Dr. Asha Rao',
    email: 'asha@physiocare.in',
    mobile: '9000000001',
    gender: 'female',
    birth_date: '1985-04-12',
  },
  authorization: 'old-token',
};

export const patientProfile = {
  id: '9876543210',
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  mobile: '9876543210',
  new_user: false,
  price: 650,
  sessions: 6,
};
