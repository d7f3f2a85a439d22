import { useSession } from '@physio/shared-auth';
import type { Doctor } from '@physio/shared-contracts';

/** The logged-in doctor's record, or null. */
export function useDoctor(): Doctor | null {
  return useSession().doctor?.doctorData ?? null;
}
