import { useState } from 'react';
import { api } from '@physio/shared-auth';
import { InlineMessage, LoadView, Stack, useLoad } from '@physio/shared-ui';
import { SeriesOnCredits, SlotChooser, useFreeSlots, type SlotPick } from '@physio/shared-ui/sessions';
import { creditSummary, orderLabel, type SessionCredits } from '@physio/shared-contracts';

/** One order's weekly series: its first time from the doctor's free times, then the planner. */
function OnOrder({
  credit,
  patientId,
  onBooked,
}: {
  credit: SessionCredits;
  patientId: string;
  onBooked: (m: string) => void;
}) {
  const [pick, setPick] = useState<SlotPick | null>(null);
  const load = useFreeSlots({ mode: credit.mode, doctorId: credit.doctor_id });
  return (
    <Stack $gap="sm">
      <p>
        {orderLabel({
          quantity: credit.total,
          mode: credit.mode,
          doctor_name: credit.doctor_name,
          date: credit.paid_at,
        })}
        : {creditSummary(credit)}
      </p>
      <SlotChooser load={load} value={pick} onChange={setPick} legend="First session" />
      {pick?.kind === 'slot' && (
        <SeriesOnCredits credit={credit} slot={pick.slot} patientId={patientId} onBooked={onBooked} />
      )}
    </Stack>
  );
}

/**
 * The doctor books a weekly series for a patient under their care, on the credits of the patient's paid order with
 * them (POST /api/series with patient_id; the server checks the care and that the times are the doctor's own).
 */
export function SeriesBooking({ patientId }: { patientId: string }) {
  const [done, setDone] = useState('');
  const data = useLoad(`${patientId}|${done}`, () =>
    api.users.appointments({ params: { id: patientId } }, 'Could not load the sessions.'),
  );
  return (
    <Stack>
      <h3 style={{ margin: 0 }}>Book a weekly series</h3>
      {done && <InlineMessage tone="success">{done}</InlineMessage>}
      <LoadView load={data} loadingLabel="Loading the patient's sessions…">
        {(answer) => {
          const open = answer.credits.filter((c) => c.remaining > 1 && c.doctor_id);
          if (!open.length) return <p>No paid order with sessions left to schedule.</p>;
          return (
            <Stack>
              {open.map((credit) => (
                <OnOrder key={credit.order_id} credit={credit} patientId={patientId} onBooked={setDone} />
              ))}
            </Stack>
          );
        }}
      </LoadView>
    </Stack>
  );
}
