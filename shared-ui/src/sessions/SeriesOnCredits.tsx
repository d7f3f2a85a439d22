import { useState } from 'react';
import { api } from '@physio/shared-auth';
import { SERIES_MESSAGES, type SessionCredits, type Slot } from '@physio/shared-contracts';
import { Button, InlineMessage, Stack } from '@physio/shared-ui';
import { SeriesPlanner, type SeriesPlan } from './SeriesPlanner';

export interface SeriesOnCreditsProps {
  /** The paid order whose credits the series draws. */
  credit: SessionCredits;
  /** The first session's time, chosen in the slot picker above. */
  slot: Slot;
  /** A doctor booking for a patient under their care names the patient; the patient themself does not. */
  patientId?: string;
  /** After the series was booked (the page loads the sessions again). */
  onBooked: (message: string) => void;
}

/**
 * "Repeat weekly" on an order's remaining credits (the patient area's "book more of a course", the doctor's tools):
 * the planner previews the series, then one call books every kept time in one transaction (POST /api/series).
 */
export function SeriesOnCredits({ credit, slot, patientId, onBooked }: SeriesOnCreditsProps) {
  const [plan, setPlan] = useState<SeriesPlan | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const who = patientId ? { patient_id: patientId } : {};
  // Home visits: the order's PIN, so the preview counts the doctor's road there (issue 28).
  const pin = credit.mode === 'home' && credit.pincode ? { pincode: credit.pincode } : {};

  const book = async (settled: SeriesPlan) => {
    setBusy(true);
    setError('');
    const result = await api.series.book(
      { body: { ...settled.pattern, ...who, order_id: credit.order_id, starts: settled.starts } },
      'Could not book the series',
    );
    setBusy(false);
    if (!result.ok) return setError(result.message);
    onBooked(SERIES_MESSAGES.booked(result.data.appointments.length));
  };

  return (
    <Stack $gap="sm">
      <SeriesPlanner
        key={slot.start}
        slot={slot}
        mode={credit.mode}
        count={credit.remaining}
        preview={(pattern) =>
          api.series.preview(
            { body: { ...pattern, ...who, ...pin, order_id: credit.order_id } },
            'Could not check the times',
          )
        }
        onChange={(p) => setPlan(p)}
      />
      {error && <InlineMessage tone="error">{error}</InlineMessage>}
      {plan && (
        <Button type="button" variant="primary" loading={busy} onClick={() => void book(plan)}>
          Book {plan.starts.length} weekly sessions
        </Button>
      )}
    </Stack>
  );
}
