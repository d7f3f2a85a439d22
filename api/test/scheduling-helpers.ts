/** Test kit for scheduling: dates on the demo doctors' hours, paying an order through the sandbox. */
import type { FastifyInstance } from 'fastify';
import { loginAsPatient, type AuthHeaders } from './helpers';
import { orderBody } from './payments-helpers';

const OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const WORKDAYS = [1, 2, 3, 4, 5];
const kolkataDateAt = (ms: number) => new Date(ms + OFFSET_MS).toISOString().slice(0, 10);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Free slots of the demo doctor Dr. Asha Rao (Mon–Sat 09:00–13:00 and 16:00–19:00, 45-minute sessions). */
export const DEMO_TIMES = ['09:00', '09:45', '10:30', '11:15', '12:00', '16:00', '16:45', '17:30', '18:15'];

/**
 * The days of one test file. "Today" (Asia/Kolkata) is read once, when the file makes its calendar, so a file
 * that runs across midnight keeps its days; and every `day()` or `slot()` comes from one cursor that only moves
 * forward, so no two tests of a file can meet on a day, whatever the weekday or the hour (issue 31).
 *
 * - `day(atLeast?)`: a working day (Mon–Fri unless told) that nothing else in the file has had, at least
 *   `atLeast` days after today when given;
 * - `slot(atLeast?)`: a demo-doctor slot of its own (the next time on the current slot day, else a new day);
 * - `offset(n)`: the date n calendar days after today, any weekday: for ranges only, it books nothing.
 *
 * The first day handed out is at least 2 days ahead, so it is never inside the 2 h booking lead time, even
 * when the file started at 23:59 and runs past midnight.
 */
export function testCalendar(options: { weekdays?: number[]; times?: string[] } = {}) {
  const weekdays = options.weekdays ?? WORKDAYS;
  const times = options.times ?? DEMO_TIMES;
  const today = kolkataDateAt(Date.now());
  let cursor = plusDays(today, 1);
  let slotDay: string | undefined;
  let nextTime = 0;
  const day = (atLeast = 2): string => {
    const earliest = plusDays(today, atLeast);
    if (cursor < earliest) cursor = plusDays(earliest, -1);
    do cursor = plusDays(cursor, 1);
    while (!weekdays.includes(weekdayOf(cursor)));
    slotDay = undefined;
    return cursor;
  };
  const slot = (atLeast = 2): string => {
    if (!slotDay || nextTime >= times.length || slotDay < plusDays(today, atLeast)) {
      slotDay = day(atLeast);
      nextTime = 0;
    }
    const start = slotAt(slotDay, times[nextTime++]!);
    return start;
  };
  return { today, day, slot, offset: (n: number) => plusDays(today, n) };
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
