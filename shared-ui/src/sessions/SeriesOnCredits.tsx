import { useState } from 'react';
import { api } from '@physio/shared-auth';
import type { SessionCredits, Slot } from '@physio/shared-contracts';
import { Button, InlineMessage, Stack, useMessages } from '@physio/shared-ui';
import { seriesCatalog } from './seriesMessages';
import { SeriesPlanner, type SeriesPlan } from './SeriesPlanner';

export interface SeriesOnCreditsProps {
  /** The paid order whose credits the series draws. */
  credit: SessionCredits;
  /** The first session's time, chosen in the slot picker above. */
  slot: Slot;
  /** A doctor booking for a patient under their care names the patient; the patient themself does not. */
  patientId?: string;
  /** The patient's family member the series is for ("Booking for", issue 28 point 3); absent: the patient. */
  dependantId?: string;
  /** After the series was booked (the page loads the sessions again). */
  onBooked: (message: string) => void;
}

/**
 * "Repeat weekly" on an order's remaining credits (the patient area's "book more of a course", the doctor's tools):
 * the planner previews the series, then one call books every kept time in one transaction (POST /api/series).
 */
export function SeriesOnCredits({ credit, slot, patientId, dependantId, onBooked }: SeriesOnCreditsProps) {
  const t = useMessages(seriesCatalog);
  const [plan, setPlan] = useState<SeriesPlan | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const who = {
    ...(patientId ? { patient_id: patientId } : {}),
    ...(dependantId ? { dependant_id: dependantId } : {}),
  };
  // Home visits: the order's PIN, so the preview counts the doctor's road there (issue 28).
  const pin = credit.mode === 'home' && credit.pincode ? { pincode: credit.pincode } : {};

  const book = async (settled: SeriesPlan) => {
    setBusy(true);
    setError('');
    const result = await api.series.book(
      { body: { ...settled.pattern, ...who, order_id: credit.order_id, starts: settled.starts } },
      t('notBooked'),
    );
    setBusy(false);
    if (!result.ok) return setError(result.message);
    const booked = result.data.appointments.length;
    onBooked(t(booked === 1 ? 'booked_one' : 'booked_many', { count: booked }));
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
            t('notChecked'),
          )
        }
        onChange={(p) => setPlan(p)}
      />
      {error && <InlineMessage tone="error">{error}</InlineMessage>}
      {plan && (
        <Button type="button" variant="primary" loading={busy} onClick={() => void book(plan)}>
          {t('bookWeekly', { count: plan.starts.length })}
        </Button>
      )}
    </Stack>
  );
}
