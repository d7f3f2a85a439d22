import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  InlineMessage,
  RadioGroup,
  Stack,
  TextAreaField,
  TextField,
  useSchemaForm,
} from '@physio/shared-ui';
import {
  dependantLabel,
  MAX_EXERCISES,
  prescriptionFormSchema,
  type TreatedMember,
} from '@physio/shared-contracts';
import { api } from '@physio/shared-auth';

interface ExerciseRow {
  key: number;
  name: string;
  sets: string;
  reps: string;
  frequency: string;
}
type RowField = 'name' | 'sets' | 'reps' | 'frequency';
const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  padding: 0.75rem 1rem 1rem;
  margin: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  /* The row's inputs line up at the bottom, whichever field carries a hint above its input. */
  align-items: end;
  legend {
    font-weight: 600;
    padding: 0 0.25rem;
  }
  & > button {
    align-self: end;
  }
`;

/** The "For" choice's value for the patient themself. */
const MYSELF = 'myself';

/**
 * Title, advice and any number of exercise rows (add/remove); POST /api/users/{id}/prescriptions. With family
 * members the doctor treats, "For" chooses whose it is (the patient themself or one of them: dependant_id).
 */
export function PrescriptionForm({
  patientId,
  patientName = 'The patient',
  members = [],
  defaultFor,
}: {
  patientId: string;
  patientName?: string;
  members?: TreatedMember[];
  /** The family member the page is opened on. */
  defaultFor?: string;
}) {
  const [forWhom, setForWhom] = useState(
    defaultFor && members.some((m) => m.id === defaultFor) ? defaultFor : MYSELF,
  );
  const member = members.find((m) => m.id === forWhom);
  const nextKey = useRef(1);
  const newRow = (): ExerciseRow => ({
    key: nextKey.current++,
    name: '',
    sets: '3',
    reps: '10',
    frequency: 'Daily',
  });
  const empty = () => ({ title: '', advice: '', exercises: [newRow()] });
  // Built once: a fresh row takes the next key.
  const [initial] = useState(empty);
  const form = useSchemaForm(prescriptionFormSchema, initial);
  const rows = form.values.exercises;
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const update = (key: number, field: RowField, value: string) =>
    form.set(
      'exercises',
      rows.map((r) => (r.key === key ? { ...r, [field]: value } : r)),
    );
  /** One row field's props: its path names it for the form's checks and first-invalid focus. */
  const rowField = (i: number, r: ExerciseRow, field: RowField) => {
    const path = `exercises.${i}.${field}` as const;
    return {
      id: `rx-${r.key}-${field}`,
      name: path,
      value: r[field],
      error: form.errorAt(path),
      onBlur: () => form.blur(path),
      onChange: (e: { target: { value: string } }) => update(r.key, field, e.target.value),
    };
  };

  const save = form.submit(async (body) => {
    setBusy(true);
    const res = await api.users.prescribe(
      { params: { id: patientId }, body: member ? { ...body, dependant_id: member.id } : body },
      'Could not save the prescription.',
    );
    setBusy(false);
    if (res.ok) {
      setResult({
        tone: 'success',
        text: member
          ? `Prescription for ${member.name} saved. ${patientName}, their contact, gets an e-mail and can read, print or download it in their prescriptions.`
          : 'Prescription saved. The patient gets an e-mail and can read, print or download it in their prescriptions.',
      });
      form.reset(empty());
    } else setResult({ tone: 'error', text: res.message });
  });
  const submit = (e: FormEvent) => {
    setResult(null);
    save(e);
  };

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="prescription-title">
      <Stack>
        <h3 id="prescription-title" style={{ margin: 0 }}>
          Write a prescription
        </h3>
        {members.length > 0 && (
          <RadioGroup
            legend="For"
            name="rx-for"
            options={[
              { value: MYSELF, label: `${patientName} (the patient)` },
              ...members.map((m) => ({ value: m.id, label: dependantLabel(m) })),
            ]}
            value={forWhom}
            onChange={setForWhom}
          />
        )}
        <TextField id="rx-title" label="Title" maxLength={150} {...form.input('title')} />
        <TextAreaField id="rx-advice" label="Advice (optional)" maxLength={4000} {...form.input('advice')} />
        {rows.map((r, i) => {
          const n = i + 1;
          return (
            <Fieldset key={r.key}>
              <legend>Exercise {n}</legend>
              <TextField label="Exercise" {...rowField(i, r, 'name')} />
              <TextField
                label="Sets"
                type="number"
                inputMode="numeric"
                min={1}
                max={20}
                {...rowField(i, r, 'sets')}
              />
              <TextField
                label="Reps"
                hint="10, 8 each side, hold 30 s"
                maxLength={40}
                {...rowField(i, r, 'reps')}
              />
              <TextField label="Frequency" {...rowField(i, r, 'frequency')} />
              <Button
                type="button"
                variant="ghost"
                aria-label={`Remove exercise ${n}`}
                onClick={() =>
                  form.set(
                    'exercises',
                    rows.filter((x) => x.key !== r.key),
                  )
                }
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
            disabled={rows.length >= MAX_EXERCISES}
            onClick={() => form.set('exercises', [...rows, newRow()])}
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
