import { PATHS, to } from '@physio/shared-contracts/paths';
import { pathPattern } from '../routing/pathPattern';
import { ROUTES } from '../routing/routeTable';

const ROUTE_PATTERNS = ROUTES.map((route) => ({ ...route, pattern: pathPattern(route.path) }));

/**
 * Whether `pathname` is a page of the doctor's work, which wears the doctor's header instead of the public
 * site's marketing one: the doctor remote's pages behind its login (dashboard, a patient's bookings, profile,
 * payouts), and a patient's area while a doctor is the one signed in (they open it from the dashboard).
 * The doctor login page is not: a visitor signing in still sees the public site.
 */
export function isDoctorArea(pathname: string, role: 'doctor' | 'patient' | null): boolean {
  const route = ROUTE_PATTERNS.find(({ pattern }) => pattern.test(pathname));
  if (!route || route.guard === 'public' || route.guard === 'guestOnly') return false;
  return route.page.startsWith('mf_doctor/') || role === 'doctor';
}

export interface DoctorLink {
  label: string;
  /** Path and query the link goes to. */
  href: string;
  /** Whether it is the page shown. */
  current: (pathname: string) => boolean;
}

/**
 * The doctor header's links: the dashboard (its own tabs lead on from there), then payouts once the doctor is
 * known. The profile is the dashboard header's Profile button (spec §3), so it is not repeated here. A patient's
 * pages opened from the dashboard belong to the dashboard.
 */
export function doctorLinks(doctorId: string | null): DoctorLink[] {
  const dashboard: DoctorLink = {
    label: 'Dashboard',
    href: `${PATHS.dashboard}?appointments`,
    current: (pathname) => pathname === PATHS.dashboard || !pathname.startsWith('/doctor/'),
  };
  if (!doctorId) return [dashboard];
  const payouts = to.doctorPayout(doctorId);
  return [
    dashboard,
    {
      label: 'Payouts',
      href: payouts,
      current: (pathname) => pathname === payouts || pathname === PATHS.payoutPayment,
    },
  ];
}
