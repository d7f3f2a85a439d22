import { useState, type ReactNode } from 'react';
import { api } from '@physio/shared-auth';
import { Button, ConfirmDialog, InlineMessage, Stack, useNow } from '@physio/shared-ui';
import {
  canPatientCancel,
  canPatientReschedule,
  CHANGE_MESSAGES,
  formatClock,
  formatDate,
  type Appointment,
  type Slot,
} from '@physio/shared-contracts';
import { useSlotMove } from '@physio/shared-ui/sessions';
import { SlotPicker } from '../slot-picker';
import { ClinicContact } from './ClinicContact';

interface Props {
  appointment: Appointment;
  /** After the session was moved or cancelled (the page loads the sessions again), with what to tell the patient. */
  onChanged: (message?: string) => void;
  /**
   * A series' session: Reschedule opens its own move (this session, or this and all later ones) instead of the
   * single session's, given how to close it.
   */
  moveFlow?: (close: () => void) => ReactNode;
}

const whenOf = (a: Appointment) => (a.start ? `${formatDate(a.start)}, ${formatClock(a.start)}` : '');

/**
 * Reschedule and Cancel for one upcoming session of the patient, while the windows allow (12 h and
 * 24 h before the start); inside them, why not and how to reach the clinic. The server's refusals
 * (TOO_LATE, SLOT_TAKEN) are shown here with the choice kept open.
 */
export function SessionChanges({ appointment, onChanged, moveFlow }: Props) {
  const now = useNow();
  const [moving, setMoving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { pick, taken, refresh, busy, error, choose, attempt, reset } = useSlotMove();
  const { start } = appointment;
  if (!start || appointment.status !== 'scheduled') return null;

  const mayMove = canPatientReschedule(start, now);
  const mayCancel = canPatientCancel(start, now);
  const when = whenOf(appointment);

  const move = async (slot: Slot) => {
    const moved = await attempt(
      () =>
        api.changes.reschedule(
          { params: { id: appointment.id }, body: { start: slot.start } },
          'Could not move the session',
        ),
      slot.start,
    );
    if (!moved) return;
    setMoving(false);
    onChanged(CHANGE_MESSAGES.moved(whenOf(moved)));
  };
  const cancel = async () => {
    const cancelled = await attempt(() =>
      api.changes.cancel({ params: { id: appointment.id }, body: {} }, 'Could not cancel the session'),
    );
    setConfirming(false);
    if (cancelled) onChanged(CHANGE_MESSAGES.cancelled(when));
  };

  return (
    <Stack $gap="sm">
      {!moving && (mayMove || mayCancel) && (
        <p>
          {mayMove && (
            <Button
              type="button"
              variant="secondary"
              aria-label={`Reschedule the session of ${when}`}
              onClick={() => {
                setMoving(true);
                reset();
              }}
            >
              Reschedule
            </Button>
          )}{' '}
          {mayCancel && (
            <Button
              type="button"
              variant="ghost"
              aria-label={`Cancel the session of ${when}`}
              onClick={() => setConfirming(true)}
            >
              Cancel
            </Button>
          )}
        </p>
      )}
      {(!mayMove || !mayCancel) && (
        <div>
          {!mayMove && <p>{CHANGE_MESSAGES.tooLateToReschedule}</p>}
          {!mayCancel && <p>{CHANGE_MESSAGES.tooLateToCancel}</p>}
          <ClinicContact />
        </div>
      )}
      {error && <InlineMessage tone="error">{error}</InlineMessage>}
      {moving && moveFlow?.(() => setMoving(false))}
      {moving && !moveFlow && (
        <>
          <SlotPicker
            mode={appointment.mode}
            doctorId={appointment.doctor_id}
            legend="Choose the new time"
            value={pick ? { kind: 'slot', slot: pick } : null}
            onChange={choose}
            takenStart={taken}
            refresh={refresh}
          />
          <p>
            <Button type="button" disabled={!pick} loading={busy} onClick={() => pick && void move(pick)}>
              Move to this time
            </Button>{' '}
            <Button type="button" variant="ghost" onClick={() => setMoving(false)}>
              Keep the current time
            </Button>
          </p>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title="Cancel this session?"
        message={`Your session of ${when} (IST) will be cancelled. The session goes back to your credits, so you can schedule it again.`}
        confirmLabel="Cancel the session"
        cancelLabel="Keep it"
        busy={busy}
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
