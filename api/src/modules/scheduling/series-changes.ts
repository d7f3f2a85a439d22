/**
 * Changes of a weekly series (issue 28 point 1): one occurrence moved, or it and every later live one shifted by the
 * same amount (a weekday shift or a time change), or the rest cancelled. Each occurrence goes through the change of
 * plan a single session gets (session-changes.ts: its windows, its checks, its e-mails and the waitlist), all inside
 * one transaction: one refusal (a time taken, a window passed) moves nothing.
 */
import { SERIES_MESSAGES, type SeriesMove } from '@physio/shared-contracts';
import type { Db, Executor } from '../../platform/db/client';
import { badRequest, HttpError } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/auth-user';
import { kolkataIso } from '../../platform/lib/kolkata';
import { calendarSequence, icsCalendar, sessionEvent, treatedBy } from '../notifications';
import { doctors } from '../../platform/db/schema';
import { eq } from 'drizzle-orm';
import { loadOwnSeries } from './series';
import { cancelSessionIn, rescheduleSessionIn, type SessionChange } from './session-changes';

const live = (o: { status: string; start: Date | null }): o is { status: 'scheduled'; start: Date } =>
  o.status === 'scheduled' && !!o.start;

/** `PATCH /api/series/:id/appointments/:appointment_id`. */
export function moveSeriesOccurrences(
  db: Db,
  user: AuthUser,
  seriesId: string,
  appointmentId: string,
  input: SeriesMove,
  now = new Date(),
): Promise<SessionChange[]> {
  return db.transaction(async (tx) => {
    const { occurrences } = await loadOwnSeries(tx, user, seriesId, { lock: true });
    const target = occurrences.find((o) => o.id === appointmentId);
    if (!target) throw badRequest(SERIES_MESSAGES.notInSeries, 'NOT_IN_SERIES');
    if (!live(target)) return [await rescheduleSessionIn(tx, user, target.id, input, now)];
    const shift = new Date(input.start).getTime() - target.start.getTime();
    const moving =
      input.scope === 'one'
        ? [target]
        : occurrences.filter(
            (o): o is typeof o & { start: Date } => live(o) && o.start.getTime() >= target.start.getTime(),
          );
    // Later ones first when moving later (earlier first when moving earlier): an occurrence never lands on the
    // time of one of its own series that has not moved yet.
    moving.sort((a, b) =>
      shift > 0 ? b.start.getTime() - a.start.getTime() : a.start.getTime() - b.start.getTime(),
    );
    const changes: SessionChange[] = [];
    for (const o of moving)
      changes.push(
        await rescheduleSessionIn(
          tx,
          user,
          o.id,
          { start: kolkataIso(new Date(o.start.getTime() + shift)), reason: input.reason },
          now,
        ),
      );
    return changes;
  });
}

/**
 * `POST /api/series/:id/cancel`: every future live occurrence (from the one named on), each under the cancel window
 * of a single session; those inside it are kept (their credit would not come back) and reported as such.
 */
export function cancelSeries(
  db: Db,
  user: AuthUser,
  seriesId: string,
  input: { from_appointment_id?: string | undefined; reason?: string | undefined },
  now = new Date(),
): Promise<{ cancelled: string[]; kept: string[] }> {
  return db.transaction(async (tx) => {
    const { occurrences } = await loadOwnSeries(tx, user, seriesId, { lock: true });
    const from = input.from_appointment_id
      ? occurrences.find((o) => o.id === input.from_appointment_id)
      : undefined;
    if (input.from_appointment_id && !from) throw badRequest(SERIES_MESSAGES.notInSeries, 'NOT_IN_SERIES');
    const fromTime = from?.start?.getTime() ?? now.getTime();
    const cancelled: string[] = [];
    const kept: string[] = [];
    for (const o of occurrences) {
      if (!live(o) || o.start.getTime() < fromTime) continue;
      try {
        await cancelSessionIn(tx, user, o.id, { reason: input.reason }, now);
        cancelled.push(o.id);
      } catch (err) {
        // The window refuses before anything is written, so the transaction goes on with the others.
        if (err instanceof HttpError && (err.code === 'TOO_LATE' || err.code === 'ALREADY_STARTED'))
          kept.push(o.id);
        else throw err;
      }
    }
    return { cancelled, kept };
  });
}

/**
 * `GET /api/series/:id/calendar.ics`: one file with one VEVENT per occurrence, not an RRULE: alternatives accepted at
 * booking and occurrences moved later break the weekly rule, and a cancelled one must carry its own CANCELLED
 * status. Each event keeps the UID and SEQUENCE of that session's own .ics, so importing both never duplicates it.
 */
export async function seriesCalendar(
  db: Executor,
  user: AuthUser,
  seriesId: string,
  videoBaseUrl: string,
  now = new Date(),
): Promise<string> {
  const { series, occurrences } = await loadOwnSeries(db, user, seriesId);
  const [doctor] = await db
    .select({ name: doctors.name })
    .from(doctors)
    .where(eq(doctors.id, series.doctorId));
  const events = [];
  for (const o of occurrences) {
    if (!o.start || !o.end || (o.status !== 'scheduled' && o.status !== 'cancelled' && o.status !== 'held'))
      continue;
    events.push(
      sessionEvent({ ...o, start: o.start, end: o.end }, doctor?.name ?? null, {
        videoBaseUrl,
        sequence: await calendarSequence(db, o.id),
        now,
        cancelled: o.status === 'cancelled',
        treated: await treatedBy(db, o.dependantId),
      }),
    );
  }
  return icsCalendar(events);
}
