import { useState } from 'react';
import styled from 'styled-components';
import { api } from '@physio/shared-auth';
import { type ExerciseDay, formatDate, type ProgramItem, setsPerDay } from '@physio/shared-contracts';
import { Card, InlineMessage, Stack, useLocale, useMessages } from '@physio/shared-ui';
import { exerciseCatalog } from './exerciseMessages';
import { describeItem } from './describeItem';
import { PainPicker } from './PainPicker';
import { ReminderTime } from './ReminderTime';
import { SetTicks } from './SetTicks';

const Item = styled.article`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: 1fr;
  @media (min-width: 40rem) {
    grid-template-columns: 10rem 1fr;
  }
  img {
    width: 100%;
    max-width: 12rem;
    aspect-ratio: 6 / 5;
    background: ${({ theme }) => theme.colors.surface};
    border-radius: 8px;
  }
  h3 {
    margin: 0;
  }
  ol {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

/** A family member's day (issue 28 point 3), kept by the holder: their id and the questions in their words. */
export interface MemberDay {
  id: string;
  painQuestion: string;
  reminderHint: string;
}

/**
 * Today's exercises (India's date): each with its drawing, the prescription in words and the steps, a box per set
 * to tick, then the pain afterwards and the daily reminder's time. Each tick is saved at once; a failed save
 * puts the box back and says so. With `member`, a family member's program, every save sent with `dependant_id`.
 * `onSetsSaved` hears of each saved tick (the weeks' figures beside the day are then out of date).
 */
export function ExerciseToday({
  patientId,
  initial,
  canLog,
  member,
  onSetsSaved,
}: {
  patientId: string;
  initial: ExerciseDay;
  canLog: boolean;
  member?: MemberDay;
  onSetsSaved?: () => void;
}) {
  const t = useMessages(exerciseCatalog);
  const locale = useLocale();
  const [day, setDay] = useState(initial);
  const [saving, setSaving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const doneOf = (item: ProgramItem) => day.done.find((d) => d.item_id === item.id)?.sets_done ?? 0;

  if (!day.program)
    return (
      <Card>
        <p style={{ margin: 0 }}>{t('none')}</p>
      </Card>
    );

  const tick = async (item: ProgramItem, setsDone: number) => {
    setError(null);
    setSaving(item.id);
    const before = day;
    setDay({
      ...day,
      done: [...day.done.filter((d) => d.item_id !== item.id), { item_id: item.id, sets_done: setsDone }],
    });
    const res = await api.exercises.logSets(
      {
        params: { id: patientId, itemId: item.id },
        body: member ? { sets_done: setsDone, dependant_id: member.id } : { sets_done: setsDone },
      },
      t('setNotSaved'),
    );
    setSaving(null);
    if (res.ok) {
      setDay(res.data);
      onSetsSaved?.();
    } else {
      setDay(before);
      setError(res.message);
    }
  };

  const total = day.program.items.reduce((n, i) => n + setsPerDay(i), 0);
  const done = day.program.items.reduce((n, i) => n + Math.min(doneOf(i), setsPerDay(i)), 0);
  return (
    <Stack $gap="lg">
      <p style={{ margin: 0 }} aria-live="polite">
        {t('progress', { day: formatDate(day.day, locale), done, total })}
        {day.program.notes ? ` ${day.program.doctor_name}: ${day.program.notes}` : ''}
      </p>
      {error && <InlineMessage tone="error">{exerciseCatalog.translateText(locale, error)}</InlineMessage>}
      {day.program.items.map((item) => (
        <Card key={item.id}>
          <Item aria-labelledby={`ex-${item.id}`}>
            {item.exercise.illustration ? (
              <img
                src={item.exercise.illustration}
                alt={t('drawing', { name: item.exercise.name })}
                width={120}
                height={100}
              />
            ) : (
              <span />
            )}
            <Stack $gap="sm">
              <h3 id={`ex-${item.id}`}>{item.exercise.name}</h3>
              <p style={{ margin: 0, fontWeight: 600 }}>{describeItem(item, t)}</p>
              <ol>
                {item.exercise.instructions.split('\n').map((step, i) => (
                  <li key={i}>{step}</li>
                ))}
              </ol>
              {item.notes && <p style={{ margin: 0 }}>{t('doctorNote', { note: item.notes })}</p>}
              {canLog && (
                <SetTicks
                  name={item.exercise.name}
                  total={setsPerDay(item)}
                  done={doneOf(item)}
                  disabled={saving === item.id}
                  onChange={(n) => void tick(item, n)}
                />
              )}
            </Stack>
          </Item>
        </Card>
      ))}
      {canLog && (
        <>
          <Card>
            <PainPicker
              patientId={patientId}
              memberId={member?.id}
              question={member?.painQuestion}
              pain={day.pain}
              onSaved={setDay}
            />
          </Card>
          <Card>
            <ReminderTime
              patientId={patientId}
              memberId={member?.id}
              hint={member?.reminderHint}
              time={day.reminder_time}
            />
          </Card>
        </>
      )}
      {!canLog && day.pain !== null && <p>{t('painLogged', { pain: day.pain })}</p>}
    </Stack>
  );
}
