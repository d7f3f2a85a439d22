import { api, useSession } from '@physio/shared-auth';
import { to } from '@physio/shared-contracts/paths';
import { useParams } from 'react-router-dom';
import { LoadView, PageFrame, useDocumentMeta, useLoad, useMessages } from '@physio/shared-ui';
import { PatientAreaNav } from '../features/patient-area';
import { ExerciseToday } from '../features/exercises';
import { exerciseCatalog } from '../features/exercises/exerciseMessages';

/** Today's home exercises, for the patient's phone: tick each set, log pain afterwards, pick the reminder time. */
export default function PatientExercisesPage() {
  const { id = '' } = useParams();
  const { role } = useSession();
  const t = useMessages(exerciseCatalog);
  useDocumentMeta({
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: to.patientExercises(id),
  });
  const today = useLoad(id, () => api.exercises.today({ params: { id } }, t('notLoaded')));
  return (
    <PageFrame title={t('title')}>
      <PatientAreaNav id={id} />
      <LoadView load={today} loadingLabel={t('loading')}>
        {(day) => <ExerciseToday key={day.day} patientId={id} initial={day} canLog={role !== 'doctor'} />}
      </LoadView>
    </PageFrame>
  );
}
