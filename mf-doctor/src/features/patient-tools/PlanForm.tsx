import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  announcePatientUpdated,
  Button,
  InlineMessage,
  Stack,
  TextField,
  useSchemaForm,
} from '@physio/shared-ui';
import {
  formatRupees,
  MAX_SESSIONS,
  orderTotalRupees,
  planFormSchema,
  type PatientProfile,
} from '@physio/shared-contracts';
import { api } from '@physio/shared-auth';

const Row = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
`;

/**
 * Sets the plan the book-physio flow charges: price per session × sessions. A patient not yet under the doctor's
 * care comes with their id only (the form starts empty); saving the plan puts them under it.
 */
export function PlanForm({
  patient,
  member,
  onSaved,
}: {
  patient: Pick<PatientProfile, 'id'> & Partial<Pick<PatientProfile, 'sessions' | 'price'>>;
  /** A family member's own plan (issue 28 point 3): theirs, kept apart from the patient's. */
  member?: { id: string; label: string };
  onSaved?: () => void;
}) {
  const form = useSchemaForm(planFormSchema, {
    sessions: String(patient.sessions ?? 1),
    price: String(patient.price ?? ''),
  });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const parsed = planFormSchema.safeParse(form.values);

  const save = form.submit(async (plan) => {
    setBusy(true);
    const res = await api.users.savePlan(
      { params: { id: patient.id }, body: member ? { ...plan, dependant_id: member.id } : plan },
      'Could not save the treatment plan.',
    );
    setBusy(false);
    if (res.ok) {
      setResult({
        tone: 'success',
        text: `Treatment plan${member ? ` for ${member.label}` : ''} saved: ${plan.sessions} sessions at ${formatRupees(plan.price)} each.`,
      });
      announcePatientUpdated(patient.id);
      onSaved?.();
    } else setResult({ tone: 'error', text: res.message });
  });
  const submit = (e: FormEvent) => {
    setResult(null);
    save(e);
  };

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="plan-title">
      <Stack>
        <h3 id="plan-title" style={{ margin: 0 }}>
          {member ? `Treatment plan for ${member.label}` : 'Treatment plan'}
        </h3>
        <Row>
          <TextField
            id="plan-sessions"
            label="Sessions"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_SESSIONS}
            step={1}
            {...form.input('sessions')}
          />
          <TextField
            id="plan-price"
            label="Price per session (₹)"
            type="number"
            inputMode="decimal"
            min={1}
            step="any"
            {...form.input('price')}
          />
        </Row>
        {parsed.success && (
          <p style={{ margin: 0 }}>
            The patient will be charged{' '}
            {formatRupees(orderTotalRupees(parsed.data.price, parsed.data.sessions))} for the plan.
          </p>
        )}
        <div aria-live="polite">
          {result && <InlineMessage tone={result.tone}>{result.text}</InlineMessage>}
        </div>
        <div>
          <Button type="submit" variant="primary" loading={busy} disabled={busy}>
            Save plan
          </Button>
        </div>
      </Stack>
    </form>
  );
}
