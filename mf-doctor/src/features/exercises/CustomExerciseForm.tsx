import { useState, type FormEvent } from 'react';
import { api } from '@physio/shared-auth';
import { customExerciseRequestSchema, EXERCISE_LIMITS, type LibraryExercise } from '@physio/shared-contracts';
import { Button, InlineMessage, Stack, TextAreaField, TextField } from '@physio/shared-ui';

/** A doctor's own exercise (name and instructions), kept for their next programs and added to this one. */
export function CustomExerciseForm({ onAdded }: { onAdded: (x: LibraryExercise) => void }) {
  const [name, setName] = useState('');
  const [instructions, setInstructions] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = customExerciseRequestSchema.safeParse({ name, instructions });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the exercise');
    setBusy(true);
    setError(null);
    const res = await api.exercises.addCustom(
      { body: { name, instructions } },
      'Could not add the exercise.',
    );
    setBusy(false);
    if (!res.ok) return setError(res.message);
    onAdded(res.data);
    setName('');
    setInstructions('');
  };

  return (
    <details>
      <summary>Add your own exercise</summary>
      <form onSubmit={submit} noValidate>
        <Stack $gap="sm">
          <TextField
            id="custom-name"
            label="Name"
            maxLength={EXERCISE_LIMITS.name}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextAreaField
            id="custom-instructions"
            label="How to do it (one step a line)"
            maxLength={EXERCISE_LIMITS.instructions}
            value={instructions}
            onChange={(e) => setInstructions(e.target.value)}
          />
          {error && <InlineMessage tone="error">{error}</InlineMessage>}
          <div>
            <Button type="submit" variant="secondary" loading={busy} disabled={busy}>
              Add to the library and the program
            </Button>
          </div>
        </Stack>
      </form>
    </details>
  );
}
