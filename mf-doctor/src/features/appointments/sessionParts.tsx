import { lazy, Suspense } from 'react';
import { APPOINTMENT_STATUS_LABELS, formatClock, type Appointment } from '@physio/shared-contracts';
import { liveJoinUrl } from './AppointmentCard';

// The controls and their dialogs (slot picker, reason forms) load after the days are shown.
const SessionControls = lazy(() => import('./SessionControls').then((m) => ({ default: m.SessionControls })));

/** What the doctor may do with the sessions shown (the dashboard's own days and week; absent: read only). */
export interface WeekActions {
  onChanged: (updated: Appointment) => void;
  /** After sessions of a series moved (one or several), with the message saying how many. */
  onSeriesMoved: (message: string) => void;
}

/** "10:00 am – 10:45 am": a dated session's times, as the day and week views show them. */
export function SessionTimes({ a }: { a: Appointment }) {
  return (
    <strong>
      {formatClock(a.start ?? '')}
      {a.end ? ` – ${formatClock(a.end)}` : ''}
    </strong>
  );
}

/** A patient confirmed (a WhatsApp "Confirm" reply) the scheduled session they will come to. */
export const CONFIRMED_LABEL = 'Confirmed by patient';

/** What the day and week views say of a session's state: its outcome, or the patient's confirmation; null otherwise. */
export function sessionState(a: Appointment): string | null {
  if (a.status !== 'scheduled') return APPOINTMENT_STATUS_LABELS[a.status];
  return a.confirmed_at ? CONFIRMED_LABEL : null;
}

/** The video room's link, only while the session is live. */
export function SessionVideoLink({ a, children }: { a: Appointment; children: string }) {
  const video = liveJoinUrl(a);
  return video ? (
    <p>
      <a href={video} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    </p>
  ) : null;
}

/** What the doctor may do with a scheduled session (absent `actions`: read only). */
export function SessionActions({ a, actions }: { a: Appointment; actions?: WeekActions }) {
  return actions && a.status === 'scheduled' ? (
    <Suspense fallback={null}>
      <SessionControls appointment={a} {...actions} />
    </Suspense>
  ) : null;
}
