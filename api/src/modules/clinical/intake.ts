/**
 * The intake and its consents (issue 29): the patient fills it before the first session; a "yes" to any red-flag
 * question flags it for the physiotherapist (and the form tells the patient to see a doctor). A patient with an
 * online session must also consent to teleconsultation. The newest intake is the one shown. A family member has
 * their own (issue 28 point 3: `dependant_id`, filled in by the holder; their online sessions ask the consent).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  CLINICAL_MESSAGES,
  type Intake,
  type IntakeStatus,
  intakeRequestSchema,
  redFlagsRaised,
} from '@physio/shared-contracts';
import type { z } from 'zod/mini';
import type { Executor } from '../../platform/db/client';
import { appointments, clinicalIntakes } from '../../platform/db/schema';
import { badRequest } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/auth-user';
import { recordAccess } from './access-log';
import { ofMember, recordMember } from './record-member';

type Row = typeof clinicalIntakes.$inferSelect;
export type IntakeInput = z.output<typeof intakeRequestSchema>;

const toIntake = (row: Row): Intake => ({
  id: row.id,
  patient_id: row.patientId,
  problem: row.problem,
  since: row.since,
  pain: row.pain,
  red_flags: row.redFlags,
  flagged: row.redFlags.length > 0,
  medications: row.medications,
  conditions: row.conditions,
  goals: row.goals,
  consent: {
    treatment: { version: row.treatmentConsentVersion, at: row.treatmentConsentAt.toISOString() },
    teleconsultation:
      row.teleconsultationConsentVersion && row.teleconsultationConsentAt
        ? { version: row.teleconsultationConsentVersion, at: row.teleconsultationConsentAt.toISOString() }
        : null,
  },
  created_at: row.createdAt.toISOString(),
});

/** Whether the patient (or member) has an online session booked, held or had: the intake needs teleconsultation consent. */
async function hasOnlineSessions(db: Executor, patientId: string, member: string | null): Promise<boolean> {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.patientId, patientId),
        ofMember(appointments.dependantId, member),
        eq(appointments.mode, 'online'),
        inArray(appointments.status, ['held', 'scheduled', 'completed']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function readIntake(
  db: Executor,
  user: AuthUser,
  patientId: string,
  dependantId?: string,
): Promise<IntakeStatus> {
  const member = await recordMember(db, user, patientId, dependantId);
  const [row] = await db
    .select()
    .from(clinicalIntakes)
    .where(and(eq(clinicalIntakes.patientId, patientId), ofMember(clinicalIntakes.dependantId, member)))
    .orderBy(desc(clinicalIntakes.createdAt))
    .limit(1);
  const needs = await hasOnlineSessions(db, patientId, member);
  await recordAccess(db, { patientId, user, action: 'read', record: 'intake' });
  return { intake: row ? toIntake(row) : null, needs_teleconsultation: needs };
}

export async function submitIntake(
  db: Executor,
  user: AuthUser,
  patientId: string,
  input: IntakeInput,
  now = new Date(),
): Promise<Intake> {
  const member = await recordMember(db, user, patientId, input.dependant_id);
  if (!input.consent.teleconsultation && (await hasOnlineSessions(db, patientId, member)))
    throw badRequest(CLINICAL_MESSAGES.teleconsultationConsent, 'CONSENT_REQUIRED');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clinicalIntakes)
      .values({
        patientId,
        dependantId: member,
        problem: input.problem,
        since: input.since,
        pain: input.pain,
        redFlags: redFlagsRaised(input.red_flags),
        medications: input.medications,
        conditions: input.conditions,
        goals: input.goals,
        treatmentConsentVersion: input.consent.treatment,
        treatmentConsentAt: now,
        teleconsultationConsentVersion: input.consent.teleconsultation ?? null,
        teleconsultationConsentAt: input.consent.teleconsultation ? now : null,
        createdAt: now,
      })
      .returning();
    await recordAccess(tx, { patientId, user, action: 'write', record: 'intake' });
    return toIntake(row!);
  });
}
