/**
 * Tests only: an axios instance whose adapter answers from a route table, so the code under test
 * runs its real request/response/error handling without a network.
 */
import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

export interface FakeRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  body: unknown;
}
export type Reply = [status: number, body?: unknown];
type Handler = (req: FakeRequest) => Reply | Promise<Reply>;

const routes: { method: string; pattern: RegExp; handler: Handler }[] = [];
export const requests: FakeRequest[] = [];

/** `on('GET', '/api/users/:id', handler)`; later registrations win. */
export function on(method: string, path: string, handler: Handler | Reply): void {
  const pattern = new RegExp(`^${path.replace(/:[a-z_]+/gi, '[^/]+')}$`);
  routes.unshift({ method, pattern, handler: typeof handler === 'function' ? handler : () => handler });
}

export function resetApi(): void {
  routes.length = 0;
  requests.length = 0;
}

const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const url = new URL(config.url ?? '', 'http://localhost');
  const method = (config.method ?? 'get').toUpperCase();
  const params = { ...Object.fromEntries(url.searchParams), ...(config.params as Record<string, unknown>) };
  const body =
    typeof config.data === 'string' && config.data ? (JSON.parse(config.data) as unknown) : config.data;
  const req: FakeRequest = { method, path: url.pathname, params, body };
  requests.push(req);
  const route = routes.find((r) => r.method === method && r.pattern.test(url.pathname));
  const [status, data] = route
    ? await route.handler(req)
    : [404, { message: 'Not found', code: 'NOT_FOUND' }];
  const response = { status, statusText: String(status), data, headers: {}, config, request: {} };
  if (status >= 200 && status < 300) return response;
  throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
};

export const fakeClient = axios.create({ baseURL: '', adapter });
