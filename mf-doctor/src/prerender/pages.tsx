/**
 * The pages of this remote a visitor lands on from outside, prerendered by its own build with nobody
 * signed in (build-tools/prerender-pages.mjs, README: composition contract): the login form paints
 * before the app starts, and the shell hands what was typed meanwhile to the same component when it
 * takes over.
 */
import { PATHS, to } from '@physio/shared-contracts/paths';
import { renderPages, type LandingPage } from '@physio/shared-ui/prerender';
import DashboardPage from '../pages/DashboardPage';
import DoctorLoginPage from '../pages/DoctorLoginPage';
import DoctorProfilePage from '../pages/DoctorProfilePage';

export const LANDING_PAGES: readonly LandingPage[] = [
  {
    path: PATHS.doctorLogin,
    pattern: PATHS.doctorLogin,
    page: 'DoctorLoginPage',
    Component: DoctorLoginPage,
  },
  // Behind the doctor's login: prerendered with nobody signed in they paint the frame, the heading
  // and a neutral loading state (no name, no data); the client's guard still sends a logged-out
  // visitor to the login. /doctor/profile/{id} has one page for every id (`_id`).
  { path: PATHS.dashboard, pattern: PATHS.dashboard, page: 'DashboardPage', Component: DashboardPage },
  {
    path: to.doctorProfile('_id'),
    pattern: PATHS.doctorProfile,
    page: 'DoctorProfilePage',
    Component: DoctorProfilePage,
  },
];

export const renderLandingPages = () => renderPages(LANDING_PAGES);
