import { api, useSession } from '@physio/shared-auth';
import { to } from '@physio/shared-contracts/paths';
import { useParams } from 'react-router-dom';
import { LoadView, PageFrame, useDocumentMeta, useLoad } from '@physio/shared-ui';
import { PatientAreaNav } from '../features/patient-area';
import { ExerciseToday } from '../features/exercises';

/** Today's home exercises, for the patient's phone: tick each set, log pain afterwards, pick the reminder time. */
export default function PatientExercisesPage() {
  const { id = '' } = useParams();
  const { role } = useSession();
  useDocumentMeta({
    title: 'Today’s exercises | PhysioCare',
    description: 'Your home exercises for today: tick each set and tell us how it went.',
    path: to.patientExercises(id),
  });
  const today = useLoad(id, () =>
    api.exercises.today({ params: { id } }, 'Could not load today’s exercises'),
  );
  return (
    <PageFrame title="Today’s exercises">
      <PatientAreaNav id={id} />
      <LoadView load={today} loadingLabel="Loading today’s exercises…">
        {(day) => <ExerciseToday key={day.day} patientId={id} initial={day} canLog={role !== 'doctor'} />}
      </LoadView>
    </PageFrame>
  );
}
