/** Test kit for scheduling: dates on the demo doctors' hours, paying an order through the sandbox. */
import type { FastifyInstance } from 'fastify';
import { loginAsPatient, type AuthHeaders } from './helpers';
import { orderBody } from './payments-helpers';

const OFFSET_MS = 330 * 60_000;

/** The Kolkata date `days` from today, moved forward to the next day whose weekday is in `weekdays`. */
export function dayAhead(days: number, weekdays = [1, 2, 3, 4, 5]): string {
  let t = Date.now() + OFFSET_MS + days * 86_400_000;
  while (!weekdays.includes(new Date(t).getUTCDay())) t += 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

export const slotAt = (date: string, hhmm: string) => `${date}T${hhmm}:00+05:30`;

let nextPatient = 9200000000;
export interface PatientOrder {
  patientId: string;
  headers: AuthHeaders;
  statusCode: number;
  body: { data?: { id: string }; message?: string; code?: string };
}

/** A new patient placing an order (optionally with a slot). */
export async function orderAs(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  patientId = String(nextPatient++),
): Promise<PatientOrder> {
  const headers = await loginAsPatient(app, patientId, { email: `p${patientId}@example.com` });
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: orderBody({
      patient_id: patientId,
      email: `p${patientId}@example.com`,
      booking: { mode: 'online' },
      ...overrides,
    }),
  });
  return { patientId, headers, statusCode: res.statusCode, body: res.json() };
}

/** Pays an order through the sandbox checkout and the verification endpoint, as the browser does. */
export async function pay(
  app: FastifyInstance,
  providerOrderId: string,
  headers: AuthHeaders,
): Promise<void> {
  const signed = (
    await app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      payload: { order_id: providerOrderId, outcome: 'success' },
    })
  ).json().data;
  const res = await app.inject({ method: 'POST', url: '/api/payments/verify', headers, payload: signed });
  if (res.statusCode !== 200) throw new Error(`payment failed: ${res.body}`);
}
