import { EachFamilyMember } from '../family/EachFamilyMember';
import { api } from '@physio/shared-auth';
import type { Dependant } from '@physio/shared-contracts';
import { Card, Stack, useLoad, useMessages } from '@physio/shared-ui';
import { clinicalCatalog, OutcomeChart } from '@physio/shared-ui/clinical';
import { describeItem } from '../exercises/describeItem';
import { exerciseCatalog } from '../exercises/exerciseMessages';
import { patientAreaCatalog } from './patientAreaMessages';

/** One member's program and scores, read with `dependant_id`; nothing until both are read, or if either fails. */
function MemberRecord({ patientId, member, name }: { patientId: string; member: Dependant; name: string }) {
  const t = useMessages(patientAreaCatalog);
  const tx = useMessages(exerciseCatalog);
  const tc = useMessages(clinicalCatalog);
  const load = useLoad(`${patientId}/${member.id}`, async () => {
    const his = { params: { id: patientId }, query: { dependant_id: member.id } };
    const [program, outcomes] = await Promise.all([
      api.exercises.program(his, t('familyNotLoaded')),
      api.outcomes.list(his, t('familyNotLoaded')),
    ]);
    if (!program.ok) return program;
    if (!outcomes.ok) return outcomes;
    return { ok: true as const, data: { program: program.data, scores: outcomes.data.scores } };
  });
  if (load.status !== 'ready') return null;
  const { program, scores } = load.data;
  if (!program && scores.length === 0) return null;
  const points = (instrument: 'psfs' | 'pain') =>
    scores.filter((s) => s.instrument === instrument).map((s) => ({ at: s.recorded_at, value: s.score }));
  return (
    <section aria-label={`${t('memberRecord')}: ${name}`}>
      <Card>
        <Stack>
          <h2>{t('memberRecord')}</h2>
          <p>{t('forPerson', { name })}</p>
          <h3>{t('memberExercises')}</h3>
          {program ? (
            <ul aria-label={t('memberExercises')}>
              {program.items.map((item) => (
                <li key={item.id}>
                  {item.exercise.name}: {describeItem(item, tx)}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('memberNoExercises')}</p>
          )}
          {program?.notes && <p>{t('memberExerciseNote', { note: program.notes })}</p>}
          {scores.length > 0 && (
            <>
              <OutcomeChart
                title={tc('psfsTitle')}
                valueLabel={tc('psfsValue')}
                points={points('psfs')}
                emptyText={tc('psfsEmpty')}
              />
              <OutcomeChart
                title={tc('painTitle')}
                valueLabel={tc('painValue')}
                points={points('pain')}
                emptyText={tc('painEmpty')}
              />
            </>
          )}
        </Stack>
      </Card>
    </section>
  );
}

/**
 * Each family member's own home exercises and progress scores (issue 28 point 3), apart from the patient's: one card
 * per member whose physiotherapist has set a program or who has a score, "For: Ramesh Kumar (Parent, 74)". Loaded
 * after the dashboard's first render, like the members' plans; a failed load shows nothing.
 */
export function FamilyRecords({ patientId }: { patientId: string }) {
  const t = useMessages(patientAreaCatalog);
  return (
    <EachFamilyMember notLoaded={t('familyNotLoaded')}>
      {(member, name) => <MemberRecord patientId={patientId} member={member} name={name} />}
    </EachFamilyMember>
  );
}
