import { useState } from 'react';
import { api } from '@physio/shared-auth';
import type { ExerciseProgram, LibraryExercise } from '@physio/shared-contracts';
import { LoadView, Stack, useLoad } from '@physio/shared-ui';
import { AdherenceChart } from './AdherenceChart';
import { ProgramBuilder } from './ProgramBuilder';

/**
 * The doctor's view of a patient's home exercises: the program to build or change, then adherence and pain. With
 * `memberId`, a family member's own program (issue 28 point 3) and their adherence and pain, which the account
 * holder logs for them (read with `dependant_id`, never mixed with the holder's).
 */
export function ExercisePanel({ patientId, memberId }: { patientId: string; memberId?: string }) {
  const [version, setVersion] = useState(0);
  const setup = useLoad(`${patientId}/${memberId ?? ''}`, async () => {
    const [library, program] = await Promise.all([
      api.exercises.library('Could not load the exercise library.'),
      api.exercises.program(
        { params: { id: patientId }, query: memberId ? { dependant_id: memberId } : {} },
        'Could not load the patient’s program.',
      ),
    ]);
    if (!library.ok) return library;
    if (!program.ok) return program;
    return {
      ok: true as const,
      data: { library: library.data as LibraryExercise[], program: program.data as ExerciseProgram | null },
    };
  });
  const adherence = useLoad(`${patientId}/${memberId ?? ''}/${version}`, () =>
    api.exercises.adherence(
      { params: { id: patientId }, query: memberId ? { dependant_id: memberId } : {} },
      'Could not load the adherence.',
    ),
  );
  return (
    <Stack $gap="lg">
      <LoadView load={setup} loadingLabel="Loading the exercise program…">
        {({ library, program }) => (
          <ProgramBuilder
            patientId={patientId}
            memberId={memberId}
            library={library}
            program={program}
            onSaved={() => setVersion((v) => v + 1)}
          />
        )}
      </LoadView>
      <section aria-labelledby="adherence-title">
        <h3 id="adherence-title" style={{ marginTop: 0 }}>
          Adherence and pain
        </h3>
        <LoadView load={adherence} loadingLabel="Loading the adherence…">
          {(a) => <AdherenceChart adherence={a} />}
        </LoadView>
      </section>
    </Stack>
  );
}
