/** Book-physio guards of spec §5, in the spec's order. */
import { PATHS } from '@physio/shared-contracts/paths';
import { MESSAGES } from '@physio/shared-contracts';

export type GuardOutcome = { ok: true } | { ok: false; message: string; redirect: string };

export function physioGuard(
  id: string | undefined,
  profile: { new_user: boolean } | null | undefined,
): GuardOutcome {
  if (!id || id.length !== 10)
    return { ok: false, message: MESSAGES.patientNotRegistered, redirect: PATHS.booking };
  if (!profile) return { ok: false, message: MESSAGES.loginFirst, redirect: PATHS.patientLogin };
  if (profile.new_user) return { ok: false, message: MESSAGES.patientNotRegistered, redirect: PATHS.booking };
  return { ok: true };
}
