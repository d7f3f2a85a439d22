import { PATHS, to } from '@physio/shared-contracts/paths';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { getDoctor, getPreviousLogger, getProfile } from './storage';
import { useSession } from './useSession';

// A "session" here is a stored Doctor / Profile record: after a reload the in-memory token is gone,
// and the refresh cookie restores it on the next API call.

/** Where the account icon leads: doctor dashboard, else the patient's dashboard, else patient login. */
export function accountLink(): string {
  if (getDoctor()) return PATHS.dashboard;
  const profile = getProfile();
  if (profile) return to.patientDashboard(encodeURIComponent(profile.data.data.id));
  return PATHS.patientLogin;
}

/** null when a doctor session exists, else the doctor login path. */
export function requireDoctor(): string | null {
  return getDoctor() ? null : PATHS.doctorLogin;
}

/** null when a doctor or patient session exists, else the login path picked by PreviousLogger. */
export function requirePatientOrDoctor(): string | null {
  if (getDoctor() || getProfile()) return null;
  return getPreviousLogger() === 'doctor' ? PATHS.doctorLogin : PATHS.patientLogin;
}

/** For /dashboard/login: where to send someone already logged in; null when the page should render. */
export function redirectIfLoggedIn(): { back: true } | { to: string } | null {
  if (!getDoctor() && !getProfile()) return null;
  return hasHistory() ? { back: true } : { to: accountLink() };
}

/** True when react-router's browser history has an earlier entry of this site to go back to. */
export function hasHistory(): boolean {
  if (typeof window === 'undefined') return false;
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

interface GuardProps {
  children: ReactNode;
}

export function RequireDoctor({ children }: GuardProps) {
  useSession();
  const to = requireDoctor();
  return to ? <Navigate to={to} replace /> : <>{children}</>;
}

export function RequirePatientOrDoctor({ children }: GuardProps) {
  useSession();
  const to = requirePatientOrDoctor();
  return to ? <Navigate to={to} replace /> : <>{children}</>;
}

/**
 * Sends a user who is already logged in when the page opens back to the previous page (or their
 * account) instead of showing a login form. Decided once at mount, so a login made on this very
 * page does not trigger it: the login page navigates on its own after success.
 */
export function RedirectIfLoggedIn({ children }: GuardProps) {
  const navigate = useNavigate();
  const [decision] = useState(redirectIfLoggedIn);
  const goBack = decision !== null && 'back' in decision;
  const wentBack = useRef(false);
  useEffect(() => {
    if (goBack && !wentBack.current) {
      wentBack.current = true;
      void navigate(-1);
    }
  }, [goBack, navigate]);
  if (!decision) return <>{children}</>;
  if ('to' in decision) return <Navigate to={decision.to} replace />;
  return null;
}
