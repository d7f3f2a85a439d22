import { useEffect, useState } from 'react';
import { loadPatientProfile } from '@physio/shared-auth';

/**
 * The stored Profile keeps the new_user flag of the login that wrote it; a first booking paid since then
 * makes the patient an existing one on the server. While the stored profile still says "new user", ask
 * the server once (loadPatientProfile stores the answer) before the guards turn the patient away.
 * Returns true while that check runs.
 */
export function useLatestNewUserFlag(profile: { id: string; new_user: boolean } | null): boolean {
  const staleId = profile?.new_user ? profile.id : null;
  const [checked, setChecked] = useState<string | null>(null);

  useEffect(() => {
    if (!staleId || checked === staleId) return;
    let live = true;
    void loadPatientProfile(staleId).finally(() => live && setChecked(staleId));
    return () => {
      live = false;
    };
  }, [staleId, checked]);

  return staleId !== null && checked !== staleId;
}
