/**
 * Tests only: the fake HTTP side of @physio/shared-auth/testing. `apiClient` is a real axios
 * instance whose adapter answers from a route table (`on`), so the code under test runs its real
 * request, response and error handling without a network. Its methods are spies: a test may also
 * script one call (`apiClient.get.mockReturnValue(answer(...))`) and check how it was called.
 */
import axios, {
  AxiosError,
  type AxiosAdapter,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';

export interface FakeRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  body: unknown;
}
export type Reply = [status: number, body?: unknown];
type Handler = (req: FakeRequest) => Reply | Promise<Reply>;

const routes: { method: string; pattern: RegExp; handler: Handler }[] = [];
/** Every request that reached the fake server, oldest first. */
export const requests: FakeRequest[] = [];

/** `on('GET', '/api/users/:id', handler)`; later registrations win; unknown routes answer 404. */
export function on(method: string, path: string, handler: Handler | Reply): void {
  const pattern = new RegExp(`^${path.replace(/:[a-z_]+/gi, '[^/]+')}$`);
  routes.unshift({ method, pattern, handler: typeof handler === 'function' ? handler : () => handler });
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

/** The browser's fetch over the same route table, for the public reads (`@physio/shared-auth/public`). */
export async function fakeFetch(
  url: string,
): Promise<{ ok: boolean; status: number; json(): Promise<unknown> }> {
  let response: { status: number; data: unknown };
  try {
    response = await adapter({ url, method: 'get', headers: {} } as InternalAxiosRequestConfig);
  } catch (err) {
    if (!(err instanceof AxiosError) || !err.response) throw err;
    response = err.response;
  }
  const { status, data } = response;
  return { ok: status >= 200 && status < 300, status, json: async () => data };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

/** The fake client with axios's own types (for fakes that call it as production code does). */
export const fakeClient = axios.create({ baseURL: '', adapter });
const client = fakeClient;
const throughRoutes = Object.fromEntries(METHODS.map((m) => [m, client[m]])) as Pick<AxiosInstance, Method>;
// Plain mocks, not spies: a test's jest.restoreAllMocks() must not turn them back into bare methods.
for (const m of METHODS) Object.assign(client, { [m]: jest.fn(throughRoutes[m]) });

/** The fake `apiClient`: axios over the route table, each method a spy a test may script. */
export const apiClient = client as unknown as Omit<AxiosInstance, Method> & Record<Method, jest.Mock>;

/** An axios-like success answer carrying the API's `{ data }` envelope, for a scripted call. */
export const answer = <T>(data: T, message?: string) =>
  Promise.resolve({ status: 200, data: { data, message } });

/** An axios-like HTTP error with the API's `{ message, code }` body, for a scripted call. */
export const httpError = (status: number, message = 'Request failed', code = 'ERROR') =>
  Object.assign(new Error(message), { isAxiosError: true, response: { status, data: { message, code } } });

/** Forgets routes, recorded requests and scripted answers: every method goes to the route table again. */
export function resetApi(): void {
  routes.length = 0;
  requests.length = 0;
  for (const m of METHODS) apiClient[m].mockReset().mockImplementation(throughRoutes[m]);
}
