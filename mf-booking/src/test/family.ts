import type { Dependant } from '@physio/shared-contracts';

/** The family member of the booking tests: a daughter's father, as GET /api/family/dependants lists him. */
export const FATHER: Dependant = {
  id: '6f1c1d7e-8f0a-4c55-9a77-1d2b3c4d5e6f',
  name: 'Ramesh Sharma',
  relation: 'parent',
  age: 74,
  birth_year: 1952,
  created_at: '2026-11-27T10:00:00Z',
};

/** Two members' ids, for the patient area's tests that list more than one (the father is `familyMember()`'s). */
export const FATHER_ID = '6f1c1d7e-8f0a-4c55-9a77-1d2b3c4d5e60';
export const DAUGHTER_ID = '6f1c1d7e-8f0a-4c55-9a77-1d2b3c4d5e61';

/** A family member as GET /api/family/dependants lists them: the father, no plan yet, unless `over` says otherwise. */
export const familyMember = (over: Record<string, unknown> = {}) => ({
  ...FATHER,
  id: FATHER_ID,
  created_at: '2026-11-01T00:00:00Z',
  plan: null,
  ...over,
});
