/**
 * Whose clinical record a call is about (issue 28 point 3): the patient themself, or with `dependant_id` one of
 * their family members, whose intake, outcome scores and exercise program are kept on the holder's record (the
 * rows' `dependant_id`). A doctor reaches a member only as member-care's rule says (one of the patient's own: 404
 * DEPENDANT_NOT_FOUND for anyone else's; treated by this doctor: 403 NOT_YOUR_PATIENT); the patient (the route's
 * guard has checked it is them) reaches their own live members. Resolved before anything is read or written.
 */
import { eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client';
import type { AuthUser } from '../../platform/http/auth-user';
import { requireOwnDependant, requireTreatedMember } from '../family';

/** The member's id, or null for the patient themself. */
export async function recordMember(
  db: Executor,
  user: AuthUser,
  patientId: string,
  dependantId: string | null | undefined,
): Promise<string | null> {
  if (!dependantId) return null;
  const member =
    user.role === 'doctor'
      ? await requireTreatedMember(db, user.id, patientId, dependantId)
      : await requireOwnDependant(db, patientId, dependantId);
  return member.id;
}

/** The rows of that member (null: the patient's own, none of their members'). */
export const ofMember = (column: PgColumn, member: string | null): SQL =>
  member ? eq(column, member) : isNull(column);
