import { useState } from 'react';
import { api } from '@physio/shared-auth';
import { Button, ConfirmDialog, InlineMessage, Stack } from '@physio/shared-ui';
import { formatClock, formatDate, type Appointment } from '@physio/shared-contracts';

export const CANCEL_REST_LABEL = 'Cancel this and all later sessions of the series';

/**
 * A weekly series' occurrence: cancel it and every later one at once (POST /api/series/:id/cancel). Each goes by
 * the cancel window of a single session: the server cancels those outside it (credits back) and keeps the others.
 */
export function SeriesChanges({
  appointment,
  onChanged,
}: {
  appointment: Appointment;
  onChanged: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
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
    if (!result.ok) return setSaid({ tone: 'error', text: result.message });
    const kept = result.data.kept.length;
    setSaid({
      tone: 'success',
      text: `${result.data.cancelled.length} session${result.data.cancelled.length === 1 ? '' : 's'} cancelled. The credits are back on your order.${
        kept ? ` ${kept} session${kept === 1 ? ' is' : 's are'} too close to change and stay booked.` : ''
      }`,
    });
    onChanged();
  };

  return (
    <Stack $gap="sm">
      <Button type="button" variant="ghost" onClick={() => setConfirming(true)}>
        {CANCEL_REST_LABEL}
      </Button>
      {said && <InlineMessage tone={said.tone}>{said.text}</InlineMessage>}
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
