import { api, useSession } from '@physio/shared-auth';
import { to } from '@physio/shared-contracts/paths';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { LoadView, PageFrame, useDocumentMeta, useLoad, useMessages } from '@physio/shared-ui';
import { PatientAreaNav } from '../features/patient-area';
import { ExerciseToday } from '../features/exercises';
import { exerciseCatalog } from '../features/exercises/exerciseMessages';

// The family members' own days (issue 28 point 3): a chunk of their own, after the page's first render.
const FamilyExercises = lazy(() =>
  import('../features/exercises/FamilyExercises').then((m) => ({ default: m.FamilyExercises })),
);

/**
 * Today's home exercises, for the patient's phone: tick each set, log pain afterwards, pick the reminder time; then
 * each family member's with a program of their own, kept by the holder.
 */
export default function PatientExercisesPage() {
  const { id = '' } = useParams();
  const { role } = useSession();
  const t = useMessages(exerciseCatalog);
  useDocumentMeta({
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: to.patientExercises(id),
  });
  const isPatient = role !== 'doctor';
  const today = useLoad(id, () => api.exercises.today({ params: { id }, query: {} }, t('notLoaded')));
  return (
    <PageFrame title={t('title')}>
      <PatientAreaNav id={id} />
      <LoadView load={today} loadingLabel={t('loading')}>
        {(day) => <ExerciseToday key={day.day} patientId={id} initial={day} canLog={isPatient} />}
      </LoadView>
      {isPatient && (
        <Suspense fallback={null}>
          <FamilyExercises patientId={id} />
        </Suspense>
      )}
    </PageFrame>
  );
}
