import { useState } from 'react';
import { api } from '@physio/shared-auth';
import { Button, InlineMessage, Stack } from '@physio/shared-ui';
import { ConfirmDialog } from '@physio/shared-ui/dialogs';
import { formatClock, formatDate, SERIES_MESSAGES, type Appointment } from '@physio/shared-contracts';
import { SeriesMoveForm } from '@physio/shared-ui/sessions';

export const CANCEL_REST_LABEL = 'Cancel this and all later sessions of the series';

interface Props {
  appointment: Appointment;
  /** After the change (the page loads the sessions again), with what to tell the patient. */
  onChanged: (message: string) => void;
}

/**
 * Reschedule of a weekly series' session: the new time, then only this session or this and all later ones, moved
 * by the same shift in one transaction (the shared SeriesMoveForm); the page says how many moved.
 */
export function SeriesMove({ appointment, onChanged, onClose }: Props & { onClose: () => void }) {
  return (
    <SeriesMoveForm
      appointment={appointment}
      takeFocus
      onMoved={(_, message) => {
        onClose();
        onChanged(message);
      }}
      onClose={onClose}
    />
  );
}

/**
 * A weekly series' occurrence: cancel it and every later one at once (POST /api/series/:id/cancel). Each goes by
 * the cancel window of a single session: the server cancels those outside it (credits back) and keeps the others.
 */
export function SeriesChanges({ appointment, onChanged }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const series = appointment.series;
  if (!series || !appointment.start) return null;

  const cancel = async () => {
    setBusy(true);
    const result = await api.series.cancel(
      { params: { id: series.id }, body: { from_appointment_id: appointment.id } },
      'Could not cancel the sessions',
    );
    setBusy(false);
    setConfirming(false);
    if (!result.ok) return setError(result.message);
    const kept = result.data.kept.length;
    onChanged(
      `${SERIES_MESSAGES.cancelled(result.data.cancelled.length)}${
        kept ? ` ${kept} session${kept === 1 ? ' is' : 's are'} too close to change and stay booked.` : ''
      }`,
    );
  };

  return (
    <Stack $gap="sm">
      <Button type="button" variant="ghost" onClick={() => setConfirming(true)}>
        {CANCEL_REST_LABEL}
      </Button>
      {error && <InlineMessage tone="error">{error}</InlineMessage>}
      <ConfirmDialog
        open={confirming}
        title="Cancel the rest of the series"
        message={`The session on ${formatDate(appointment.start)}, ${formatClock(appointment.start)} and every later session of this series (${series.position} to ${series.size}) will be cancelled.`}
        confirmLabel="Cancel the sessions"
        cancelLabel="Keep them"
        busy={busy}
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
