import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, InlineMessage, Stack, TextAreaField, TextField } from '@physio/shared-ui';
import { savePrescription } from './api';

interface ExerciseRow {
  key: number;
  name: string;
  sets: string;
  reps: string;
  frequency: string;
}
type RowErrors = Partial<Record<'name' | 'sets' | 'reps' | 'frequency', string>>;
type Errors = { title?: string; rows: Record<number, RowErrors> };

const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  padding: 0.75rem 1rem 1rem;
  margin: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  legend {
    font-weight: 600;
    padding: 0 0.25rem;
  }
  & > button {
    align-self: end;
  }
`;

const intIn = (v: string, min: number, max: number) => {
  const n = Number(v);
  return v.trim() !== '' && Number.isInteger(n) && n >= min && n <= max;
};

export function validatePrescription(title: string, rows: ExerciseRow[]): Errors {
  const errors: Errors = { rows: {} };
  if (!title.trim()) errors.title = 'Enter a title for the prescription';
  for (const r of rows) {
    const e: RowErrors = {};
    if (!r.name.trim()) e.name = 'Enter the exercise name';
    if (!intIn(r.sets, 1, 20)) e.sets = 'Sets: 1 to 20';
    if (!intIn(r.reps, 1, 100)) e.reps = 'Reps: 1 to 100';
    if (!r.frequency.trim()) e.frequency = 'Enter how often';
    if (Object.keys(e).length > 0) errors.rows[r.key] = e;
  }
  return errors;
}

const hasErrors = (e: Errors) => Boolean(e.title) || Object.keys(e.rows).length > 0;

/** Title, advice and any number of exercise rows (add/remove); POST /api/users/{id}/prescriptions. */
export function PrescriptionForm({ patientId }: { patientId: string }) {
  const nextKey = useRef(1);
  const newRow = (): ExerciseRow => ({
    key: nextKey.current++,
    name: '',
    sets: '3',
    reps: '10',
    frequency: 'Daily',
  });
  const [title, setTitle] = useState('');
  const [advice, setAdvice] = useState('');
  const [rows, setRows] = useState<ExerciseRow[]>(() => [newRow()]);
  const [errors, setErrors] = useState<Errors>({ rows: {} });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const update = (key: number, field: keyof Omit<ExerciseRow, 'key'>, value: string) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, [field]: value } : r)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    const next = validatePrescription(title, rows);
    setErrors(next);
    if (hasErrors(next)) return;
    setBusy(true);
    const res = await savePrescription(patientId, {
      title: title.trim(),
      advice: advice.trim(),
      exercises: rows.map((r) => ({
        name: r.name.trim(),
        sets: Number(r.sets),
        reps: Number(r.reps),
        frequency: r.frequency.trim(),
      })),
    });
    setBusy(false);
    if (res.ok) {
      setResult({
        tone: 'success',
        text: 'Prescription saved. The patient can see it in their prescriptions.',
      });
      setTitle('');
      setAdvice('');
      setRows([newRow()]);
    } else setResult({ tone: 'error', text: res.message });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="prescription-title">
      <Stack>
        <h3 id="prescription-title" style={{ margin: 0 }}>
          Write a prescription
        </h3>
        <TextField
          id="rx-title"
          label="Title"
          name="title"
          maxLength={150}
          value={title}
          error={errors.title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextAreaField
          id="rx-advice"
          label="Advice (optional)"
          name="advice"
          maxLength={4000}
          value={advice}
          onChange={(e) => setAdvice(e.target.value)}
        />
        {rows.map((r, i) => {
          const re = errors.rows[r.key] ?? {};
          const n = i + 1;
          return (
            <Fieldset key={r.key}>
              <legend>Exercise {n}</legend>
              <TextField
                id={`rx-${r.key}-name`}
                label="Exercise"
                value={r.name}
                error={re.name}
                onChange={(e) => update(r.key, 'name', e.target.value)}
              />
              <TextField
                id={`rx-${r.key}-sets`}
                label="Sets"
                type="number"
                inputMode="numeric"
                min={1}
                max={20}
                value={r.sets}
                error={re.sets}
                onChange={(e) => update(r.key, 'sets', e.target.value)}
              />
              <TextField
                id={`rx-${r.key}-reps`}
                label="Reps"
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                value={r.reps}
                error={re.reps}
                onChange={(e) => update(r.key, 'reps', e.target.value)}
              />
              <TextField
                id={`rx-${r.key}-frequency`}
                label="Frequency"
                value={r.frequency}
                error={re.frequency}
                onChange={(e) => update(r.key, 'frequency', e.target.value)}
              />
              <Button
                type="button"
                variant="ghost"
                aria-label={`Remove exercise ${n}`}
                onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
              >
                Remove
              </Button>
            </Fieldset>
          );
        })}
        <div>
          <Button
            type="button"
            variant="secondary"
            disabled={rows.length >= 30}
            onClick={() => setRows((rs) => [...rs, newRow()])}
          >
            Add exercise
          </Button>
        </div>
        <div aria-live="polite">
          {result && <InlineMessage tone={result.tone}>{result.text}</InlineMessage>}
        </div>
        <div>
          <Button type="submit" variant="primary" loading={busy} disabled={busy}>
            Save prescription
          </Button>
        </div>
      </Stack>
    </form>
  );
}
