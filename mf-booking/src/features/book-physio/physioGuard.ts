/** Book-physio guards of spec §5, in the spec's order. */
import { PATHS } from '@physio/shared-contracts/paths';
import { MESSAGES } from '@physio/shared-contracts';

export type GuardOutcome = { ok: true } | { ok: false; message: string; redirect: string };

export function physioGuard(
  id: string | undefined,
  profile: { new_user: boolean } | null | undefined,
): GuardOutcome {
  // /bookphysio names no patient (it is the signed-in patient's own plan): nobody signed in, nobody to
  // check an id of, so the login first — as the page servers decide for it before any paint.
  if (id === undefined && !profile)
    return { ok: false, message: MESSAGES.loginFirst, redirect: PATHS.patientLogin };
  if (!id || id.length !== 10)
    return { ok: false, message: MESSAGES.patientNotRegistered, redirect: PATHS.booking };
  if (!profile) return { ok: false, message: MESSAGES.loginFirst, redirect: PATHS.patientLogin };
  if (profile.new_user) return { ok: false, message: MESSAGES.patientNotRegistered, redirect: PATHS.booking };
  return { ok: true };
}
