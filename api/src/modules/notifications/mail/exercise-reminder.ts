/**
 * The patient's daily home-exercise reminder (issue 29, modules/clinical/exercise-reminders.ts): an e-mail and an SMS
 * at the time the patient picked, keyed by patient and day so each goes once a day. Neither names an exercise or a
 * condition: a link to today's page is all. A reminder turned off (or a program gone) by the time the drain sends
 * it is not sent. A family member's program's reminder (issue 28 point 3, `dependantId`) goes to the holder, keyed
 * by patient, member and day: the e-mail names the member, in the holder's language; the SMS is the fixed DLT text
 * (no name in it), with the same link (the page shows each member's day below the holder's).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { parseLanguage } from '@physio/shared-contracts';
import { to } from '@physio/shared-contracts/paths';
import type { Executor } from '../../../platform/db/client';
import { dependants, exerciseReminders, patients } from '../../../platform/db/schema';
import type { EmailMessage } from '../../../platform/providers/email/types';
import type { ExerciseReminderSms } from '../../../platform/providers/sms/types';
import { enqueue } from '../outbox';
import { greeting } from './format';
import { renderMail } from './layout';
import type { Mailer } from './mailer';
import { MAIL_TEXTS } from './texts';

export interface ExerciseReminderPayload {
  patientId: string;
  /** India's date it reminds of. */
  day: string;
  /** A family member's program (issue 28 point 3); absent for the patient's own. */
  dependantId?: string;
}

/** patient/day, or patient/member/day for a family member's program. */
export const exerciseReminderRef = ({ patientId, dependantId, day }: ExerciseReminderPayload) =>
  dependantId ? `${patientId}/${dependantId}/${day}` : `${patientId}/${day}`;

/** Enqueues the day's e-mail and SMS in the caller's transaction (once per patient and day each). */
export const remindOfExercises = (tx: Executor, payload: ExerciseReminderPayload) => {
  const ref = exerciseReminderRef(payload);
  return enqueue(
    tx,
    { kind: 'exercise.reminder', channel: 'email', ref, payload: { ...payload } },
    { kind: 'exercise.reminder', channel: 'sms', ref, payload: { ...payload } },
  );
};

export const exercisesUrl = (publicUrl: string, patientId: string) =>
  new URL(to.patientExercises(patientId), publicUrl).toString();

/** The patient (and the member it is for) while that reminder is still on. */
async function remindedPatient(db: Executor, { patientId, dependantId }: ExerciseReminderPayload) {
  const [found] = await db
    .select({
      mobile: patients.id,
      email: patients.email,
      name: patients.name,
      language: patients.language,
      member: dependants.name,
    })
    .from(exerciseReminders)
    .innerJoin(patients, eq(patients.id, exerciseReminders.patientId))
    .leftJoin(dependants, eq(dependants.id, exerciseReminders.dependantId))
    .where(
      and(
        eq(exerciseReminders.patientId, patientId),
        dependantId ? eq(exerciseReminders.dependantId, dependantId) : isNull(exerciseReminders.dependantId),
      ),
    )
    .limit(1);
  return found ?? null;
}

export async function exerciseReminderMail(
  mailer: Mailer,
  payload: ExerciseReminderPayload,
): Promise<EmailMessage | null> {
  const { patientId } = payload;
  const found = await remindedPatient(mailer.db, payload);
  if (!found?.email) return null;
  // In the patient's language (issue 30), as the reminder's SMS.
  const language = parseLanguage(found.language);
  const words = MAIL_TEXTS[language].exercises;
  return {
    to: found.email,
    ...renderMail({
      language,
      subject: found.member ? words.memberSubject(found.member) : words.subject,
      greeting: greeting(found.name, language),
      paragraphs: found.member
        ? [words.memberSentence(found.member), words.memberTick(found.member)]
        : [words.sentence, words.tick],
      action: { label: words.open, href: exercisesUrl(mailer.deps.publicUrl, patientId) },
      notes: [words.note],
    }),
  };
}

export async function exerciseReminderSms(
  db: Executor,
  publicUrl: string,
  payload: ExerciseReminderPayload,
): Promise<{ mobile: string; reminder: ExerciseReminderSms } | null> {
  const found = await remindedPatient(db, payload);
  return found
    ? { mobile: found.mobile, reminder: { link: exercisesUrl(publicUrl, payload.patientId) } }
    : null;
}
