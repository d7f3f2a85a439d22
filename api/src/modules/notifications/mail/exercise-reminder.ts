/**
 * The patient's daily home-exercise reminder (issue 29, modules/clinical/exercise-reminders.ts): an e-mail and an SMS
 * at the time the patient picked, keyed by patient and day so each goes once a day. Neither names an exercise or a
 * condition: a link to today's page is all. A reminder turned off (or a program gone) by the time the drain sends
 * it is not sent.
 */
import { eq } from 'drizzle-orm';
import { parseLanguage } from '@physio/shared-contracts';
import { to } from '@physio/shared-contracts/paths';
import type { Executor } from '../../../platform/db/client';
import { exerciseReminders, patients } from '../../../platform/db/schema';
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
}

/** Enqueues the day's e-mail and SMS in the caller's transaction (once per patient and day each). */
export const remindOfExercises = (tx: Executor, payload: ExerciseReminderPayload) => {
  const ref = `${payload.patientId}/${payload.day}`;
  return enqueue(
    tx,
    { kind: 'exercise.reminder', channel: 'email', ref, payload: { ...payload } },
    { kind: 'exercise.reminder', channel: 'sms', ref, payload: { ...payload } },
  );
};

export const exercisesUrl = (publicUrl: string, patientId: string) =>
  new URL(to.patientExercises(patientId), publicUrl).toString();

/** The patient while their reminder is still on. */
async function remindedPatient(db: Executor, patientId: string) {
  const [found] = await db
    .select({ mobile: patients.id, email: patients.email, name: patients.name, language: patients.language })
    .from(exerciseReminders)
    .innerJoin(patients, eq(patients.id, exerciseReminders.patientId))
    .where(eq(exerciseReminders.patientId, patientId))
    .limit(1);
  return found ?? null;
}

export async function exerciseReminderMail(
  mailer: Mailer,
  { patientId }: ExerciseReminderPayload,
): Promise<EmailMessage | null> {
  const found = await remindedPatient(mailer.db, patientId);
  if (!found?.email) return null;
  // In the patient's language (issue 30), as the reminder's SMS.
  const language = parseLanguage(found.language);
  const words = MAIL_TEXTS[language].exercises;
  return {
    to: found.email,
    ...renderMail({
      language,
      subject: words.subject,
      greeting: greeting(found.name, language),
      paragraphs: [words.sentence, words.tick],
      action: { label: words.open, href: exercisesUrl(mailer.deps.publicUrl, patientId) },
      notes: [words.note],
    }),
  };
}

export async function exerciseReminderSms(
  db: Executor,
  publicUrl: string,
  { patientId }: ExerciseReminderPayload,
): Promise<{ mobile: string; reminder: ExerciseReminderSms } | null> {
  const found = await remindedPatient(db, patientId);
  return found ? { mobile: found.mobile, reminder: { link: exercisesUrl(publicUrl, patientId) } } : null;
}
