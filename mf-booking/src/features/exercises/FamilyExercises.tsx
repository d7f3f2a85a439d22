import { useState } from 'react';
import { EachFamilyMember } from '../family/EachFamilyMember';
import { api } from '@physio/shared-auth';
import { type Adherence, type Dependant, formatDate } from '@physio/shared-contracts';
import { Card, InlineMessage, Stack, useLoad, useLocale, useMessages } from '@physio/shared-ui';
import { ExerciseToday } from './ExerciseToday';
import { familyExerciseCatalog } from './familyExerciseMessages';

/** Weeks of adherence shown to the holder, newest first. */
const WEEKS_SHOWN = 4;

/** The member's sets done per week (the doctor sees the same figures on the member's page). */
function MemberAdherence({ adherence, titleId }: { adherence: Adherence; titleId: string }) {
  const t = useMessages(familyExerciseCatalog);
  const locale = useLocale();
  const weeks = adherence.weeks.slice(-WEEKS_SHOWN).reverse();
  if (!weeks.length) return null;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{t('adherenceTitle')}</h3>
      <ul>
        {weeks.map((w) => {
          const date = formatDate(w.starts, locale);
          return (
            <li key={w.week}>
              {w.percent === null
                ? t('adherenceNone', { date })
                : t('adherenceWeek', { date, done: w.done, prescribed: w.prescribed, percent: w.percent })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * One member's day and adherence, read with `dependant_id`; nothing while they have no program. A saved tick
 * reads the weeks again (the figures shown stay until the new ones are in; a failed read keeps them).
 */
function MemberExercises({
  patientId,
  member,
  name,
}: {
  patientId: string;
  member: Dependant;
  name: string;
}) {
  const t = useMessages(familyExerciseCatalog);
  const his = { params: { id: patientId }, query: { dependant_id: member.id } };
  const [fresherAdherence, setFresherAdherence] = useState<Adherence | null>(null);
  const load = useLoad(`${patientId}/${member.id}`, async () => {
    const [today, adherence] = await Promise.all([
      api.exercises.today(his, t('notLoaded')),
      api.exercises.adherence(his, t('notLoaded')),
    ]);
    if (!today.ok) return today;
    if (!adherence.ok) return adherence;
    return { ok: true as const, data: { today: today.data, adherence: adherence.data } };
  });
  if (load.status === 'error') return <InlineMessage tone="error">{load.message}</InlineMessage>;
  if (load.status !== 'ready' || !load.data.today.program) return null;
  const { today } = load.data;
  const readAdherence = async () => {
    const res = await api.exercises.adherence(his, t('notLoaded'));
    if (res.ok) setFresherAdherence(res.data);
  };
  return (
    <section aria-label={`${t('memberTitle')}: ${name}`}>
      <Card>
        <Stack $gap="lg">
          <div>
            <h2 style={{ marginTop: 0 }}>{t('memberTitle')}</h2>
            <p style={{ margin: 0 }}>{t('forPerson', { name })}</p>
          </div>
          <ExerciseToday
            key={today.day}
            patientId={patientId}
            initial={today}
            canLog
            member={{ id: member.id, painQuestion: t('painQuestion'), reminderHint: t('reminderHint') }}
            onSetsSaved={() => void readAdherence()}
          />
          <MemberAdherence
            adherence={fresherAdherence ?? load.data.adherence}
            titleId={`adherence-${member.id}`}
          />
        </Stack>
      </Card>
    </section>
  );
}

/**
 * The holder's family members' own days of home exercises (issue 28 point 3), below the holder's: one card per member
 * whose physiotherapist has set a program, "For: Ramesh Kumar (Parent, 74)", their sets to tick, their pain, their
 * reminder (sent to the holder) and their sets done per week. Loaded after the page's first render.
 */
export function FamilyExercises({ patientId }: { patientId: string }) {
  const t = useMessages(familyExerciseCatalog);
  return (
    <EachFamilyMember notLoaded={t('notLoaded')}>
      {(member, name) => <MemberExercises patientId={patientId} member={member} name={name} />}
    </EachFamilyMember>
  );
}
