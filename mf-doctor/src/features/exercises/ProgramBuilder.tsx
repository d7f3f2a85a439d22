import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { api } from '@physio/shared-auth';
import {
  EXERCISE_REGIONS,
  type ExerciseProgram,
  type LibraryExercise,
  programRequestSchema,
} from '@physio/shared-contracts';
import { Button, InlineMessage, SelectField, Stack, TextAreaField, TextField } from '@physio/shared-ui';
import { CustomExerciseForm } from './CustomExerciseForm';

interface Row {
  key: number;
  exercise: LibraryExercise;
  sets: string;
  reps: string;
  hold_seconds: string;
  times_per_day: string;
  days_per_week: string;
  notes: string;
}
type NumberField = 'sets' | 'reps' | 'hold_seconds' | 'times_per_day' | 'days_per_week';
const NUMBERS: [NumberField, string][] = [
  ['sets', 'Sets'],
  ['reps', 'Reps'],
  ['hold_seconds', 'Hold (s)'],
  ['times_per_day', 'Times a day'],
  ['days_per_week', 'Days a week'],
];

const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  padding: 0.75rem 1rem 1rem;
  margin: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 7rem), 1fr));
  align-items: end;
  legend {
    font-weight: 600;
    padding: 0 0.25rem;
  }
  img {
    grid-column: 1 / -1;
    width: 96px;
    height: 80px;
  }
  .wide {
    grid-column: 1 / -1;
  }
`;

/**
 * The patient's home program: exercises from the library (or the doctor's own), each with sets, reps, hold and how
 * often; saving writes a new version (PUT /api/users/{id}/exercise-program).
 */
export function ProgramBuilder({
  patientId,
  memberId,
  library: initialLibrary,
  program,
  onSaved,
}: {
  patientId: string;
  /** A family member's own program (issue 28 point 3). */
  memberId?: string;
  library: LibraryExercise[];
  program: ExerciseProgram | null;
  onSaved: (p: ExerciseProgram) => void;
}) {
  const nextKey = useRef(1);
  const [library, setLibrary] = useState(initialLibrary);
  const rowOf = (exercise: LibraryExercise, over: Partial<Row> = {}): Row => ({
    key: nextKey.current++,
    exercise,
    sets: String(exercise.sets),
    reps: String(exercise.reps),
    hold_seconds: String(exercise.hold_seconds),
    times_per_day: '1',
    days_per_week: '7',
    notes: '',
    ...over,
  });
  const [rows, setRows] = useState<Row[]>(() =>
    (program?.items ?? []).map((i) =>
      rowOf(i.exercise, {
        sets: String(i.sets),
        reps: String(i.reps),
        hold_seconds: String(i.hold_seconds),
        times_per_day: String(i.times_per_day),
        days_per_week: String(i.days_per_week),
        notes: i.notes,
      }),
    ),
  );
  const [notes, setNotes] = useState(program?.notes ?? '');
  const [region, setRegion] = useState('');
  const [pick, setPick] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const choices = library.filter((x) => !region || x.region === region);
  const add = (exercise: LibraryExercise | undefined) => {
    if (exercise) setRows((r) => [...r, rowOf(exercise)]);
    setPick('');
  };
  const update = (key: number, field: keyof Row, value: string) =>
    setRows((r) => r.map((x) => (x.key === key ? { ...x, [field]: value } : x)));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    const body = {
      notes,
      items: rows.map((r) => ({
        exercise: r.exercise.slug,
        sets: Number(r.sets),
        reps: Number(r.reps),
        hold_seconds: Number(r.hold_seconds),
        times_per_day: Number(r.times_per_day),
        days_per_week: Number(r.days_per_week),
        notes: r.notes,
      })),
    };
    const parsed = programRequestSchema.safeParse(body);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      const row = typeof issue?.path[1] === 'number' ? rows[issue.path[1]] : undefined;
      setResult({
        tone: 'error',
        text: `${row ? `${row.exercise.name}: ` : ''}${issue?.message ?? 'Check the program'}`,
      });
      return;
    }
    setBusy(true);
    const res = await api.exercises.saveProgram(
      { params: { id: patientId }, body: memberId ? { ...body, dependant_id: memberId } : body },
      'Could not save the program.',
    );
    setBusy(false);
    if (res.ok) {
      setResult({
        tone: 'success',
        text: `Program saved (version ${res.data.version}). The patient sees it today.`,
      });
      onSaved(res.data);
    } else setResult({ tone: 'error', text: res.message });
  };

  return (
    <Stack>
      <form onSubmit={save} noValidate aria-labelledby="program-title">
        <Stack>
          <h3 id="program-title" style={{ margin: 0 }}>
            Home exercise program{program ? ` (version ${program.version})` : ''}
          </h3>
          {rows.length === 0 && (
            <p style={{ margin: 0 }}>No exercises yet: add them from the library below.</p>
          )}
          {rows.map((r, i) => (
            <Fieldset key={r.key}>
              <legend>
                {i + 1}. {r.exercise.name}
              </legend>
              {r.exercise.illustration && <img src={r.exercise.illustration} alt="" width={96} height={80} />}
              {NUMBERS.map(([field, label]) => (
                <TextField
                  key={field}
                  id={`prog-${r.key}-${field}`}
                  label={label}
                  type="number"
                  inputMode="numeric"
                  value={r[field]}
                  onChange={(e) => update(r.key, field, e.target.value)}
                />
              ))}
              <div className="wide">
                <TextField
                  id={`prog-${r.key}-notes`}
                  label="Note for the patient (optional)"
                  maxLength={500}
                  value={r.notes}
                  onChange={(e) => update(r.key, 'notes', e.target.value)}
                />
              </div>
              <div>
                <Button
                  type="button"
                  variant="ghost"
                  aria-label={`Remove ${r.exercise.name}`}
                  onClick={() => setRows((x) => x.filter((y) => y.key !== r.key))}
                >
                  Remove
                </Button>
              </div>
            </Fieldset>
          ))}
          <TextAreaField
            id="program-notes"
            label="Advice for the whole program (optional)"
            maxLength={500}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
          <div aria-live="polite">
            {result && <InlineMessage tone={result.tone}>{result.text}</InlineMessage>}
          </div>
          <div>
            <Button type="submit" variant="primary" loading={busy} disabled={busy}>
              Save program
            </Button>
          </div>
        </Stack>
      </form>
      <Stack $gap="sm">
        <h4 style={{ margin: 0 }}>Add from the library</h4>
        <SelectField
          id="library-region"
          label="Body region"
          value={region}
          onChange={(e) => setRegion(e.target.value)}
        >
          <option value="">All regions</option>
          {EXERCISE_REGIONS.map((r) => (
            <option key={r} value={r}>
              {r[0]!.toUpperCase() + r.slice(1)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="library-exercise"
          label="Exercise from the library"
          value={pick}
          onChange={(e) => setPick(e.target.value)}
        >
          <option value="">Choose an exercise…</option>
          {choices.map((x) => (
            <option key={x.slug} value={x.slug}>
              {x.name}
              {x.custom ? ' (yours)' : ''}
            </option>
          ))}
        </SelectField>
        <div>
          <Button
            type="button"
            variant="secondary"
            disabled={!pick}
            onClick={() => add(library.find((x) => x.slug === pick))}
          >
            Add to the program
          </Button>
        </div>
      </Stack>
      <CustomExerciseForm
        onAdded={(x) => {
          setLibrary((l) => [...l, x]);
          add(x);
        }}
      />
    </Stack>
  );
}
