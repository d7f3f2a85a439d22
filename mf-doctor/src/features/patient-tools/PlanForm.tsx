import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { announcePatientUpdated, Button, InlineMessage, Stack, TextField } from '@physio/shared-ui';
import {
  formatRupees,
  orderTotalRupees,
  treatmentPlanSchema,
  type PatientProfile,
} from '@physio/shared-contracts';
import { api } from '@physio/shared-auth';

const Row = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
`;

type Errors = { sessions?: string; price?: string };

export function validatePlan(sessions: string, price: string): Errors {
  const errors: Errors = {};
  const s = Number(sessions);
  const p = Number(price);
  if (!sessions.trim() || !Number.isInteger(s) || s < 1 || s > 100)
    errors.sessions = 'Enter a number of sessions from 1 to 100';
  if (!price.trim() || !Number.isFinite(p) || p <= 0 || p > 100_000)
    errors.price = 'Enter a price per session above ₹0 (at most ₹1,00,000)';
  return errors;
}

/** Sets the plan the book-physio flow charges: price per session × sessions. */
export function PlanForm({ patient, onSaved }: { patient: PatientProfile; onSaved?: () => void }) {
  const [sessions, setSessions] = useState(String(patient.sessions ?? 1));
  const [price, setPrice] = useState(String(patient.price ?? ''));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const valid = Object.keys(validatePlan(sessions, price)).length === 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    const next = validatePlan(sessions, price);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const plan = treatmentPlanSchema.parse({ sessions: Number(sessions), price: Number(price) });
    setBusy(true);
    const res = await api.users.savePlan(
      { params: { id: patient.id }, body: plan },
      'Could not save the treatment plan.',
    );
    setBusy(false);
    if (res.ok) {
      setResult({
        tone: 'success',
        text: `Treatment plan saved: ${plan.sessions} sessions at ${formatRupees(plan.price)} each.`,
      });
      announcePatientUpdated(patient.id);
      onSaved?.();
    } else setResult({ tone: 'error', text: res.message });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="plan-title">
      <Stack>
        <h3 id="plan-title" style={{ margin: 0 }}>
          Treatment plan
        </h3>
        <Row>
          <TextField
            id="plan-sessions"
            label="Sessions"
            name="sessions"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
            value={sessions}
            error={errors.sessions}
            onChange={(e) => setSessions(e.target.value)}
          />
          <TextField
            id="plan-price"
            label="Price per session (₹)"
            name="price"
            type="number"
            inputMode="decimal"
            min={1}
            step="any"
            value={price}
            error={errors.price}
            onChange={(e) => setPrice(e.target.value)}
          />
        </Row>
        {valid && (
          <p style={{ margin: 0 }}>
            The patient will be charged {formatRupees(orderTotalRupees(Number(price), Number(sessions)))} for
            the plan.
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
