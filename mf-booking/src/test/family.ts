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
