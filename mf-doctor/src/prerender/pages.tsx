/**
 * The pages of this remote a visitor lands on from outside, prerendered by the shell's build with
 * nobody signed in (build-tools/prerender-pages.mjs): the login form paints before the app starts,
 * and the shell hands what was typed meanwhile to the same component when it takes over.
 */
import { PATHS } from '@physio/shared-contracts/paths';
import { renderPages, type LandingPage } from '@physio/shared-ui/prerender';
import DoctorLoginPage from '../pages/DoctorLoginPage';

export const LANDING_PAGES: readonly LandingPage[] = [
  {
    path: PATHS.doctorLogin,
    pattern: PATHS.doctorLogin,
    page: 'DoctorLoginPage',
    Component: DoctorLoginPage,
  },
];

export const renderLandingPages = () => renderPages(LANDING_PAGES);
