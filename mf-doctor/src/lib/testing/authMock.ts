/**
 * Test double of @physio/shared-auth at the apiClient level: tests script what each call answers.
 * Use with: jest.mock('@physio/shared-auth', () => jest.requireActual('<path>/lib/testing/authMock'));
 */
import { createApi } from '@physio/shared-auth/api';
import type { Doctor } from '@physio/shared-contracts';

export const DOCTOR: Doctor = {
  id: '9000000001',
  name: 'Dr. Asha Rao',
  email: 'asha@physiocare.in',
  mobile: '9000000001',
  gender: 'female',
  birth_date: '1985-04-12',
};

export const apiClient = {
  get: jest.fn(),
  post: jest.fn(),
  put: jest.fn(),
  delete: jest.fn(),
};
/** The real typed client, generated from the endpoint table, over the scripted apiClient above. */
export const api = createApi(apiClient);

type Session = {
  accessToken: string;
  doctor: { doctorData: Doctor; authorization: string } | null;
  profile: null;
  role: 'doctor' | 'patient' | null;
};
export const doctorSession = (): Session => ({
  accessToken: 'token',
  doctor: { doctorData: DOCTOR, authorization: 'token' },
  profile: null,
  role: 'doctor',
});

export const useSession = jest.fn(doctorSession);
export const doctorLogin = jest.fn();
export const logout = jest.fn(async () => undefined);
export const getAccessToken = jest.fn(() => 'token');

export function errorMessage(err: unknown, fallback: string): string {
  const message = (err as { response?: { data?: { message?: unknown } } } | null)?.response?.data?.message;
  return typeof message === 'string' && message ? message : fallback;
}

/** An axios-like success answer carrying the `{ data }` envelope. */
export const answer = <T>(data: T, message?: string) =>
  Promise.resolve({ status: 200, data: { data, message } });

/** An axios-like HTTP error with the API's `{ message, code }` body. */
export const httpError = (status: number, message = 'Request failed', code = 'ERROR') =>
  Object.assign(new Error(message), { isAxiosError: true, response: { status, data: { message, code } } });

export function resetAuthMock(): void {
  for (const fn of Object.values(apiClient)) fn.mockReset();
  doctorLogin.mockReset();
  logout.mockClear();
  useSession.mockImplementation(doctorSession);
}
